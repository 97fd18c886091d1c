import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import type { BatchView, RunOutcome, StartBatchRequest } from '../../domain/batch.ts';
import { channelById } from '../../domain/channels.ts';
import { ERROR_MESSAGES, isErrorCode } from '../../domain/errors.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files.ts';
import app from '../app.ts';
import type { Config } from '../config.ts';
import { labelKey } from '../repositories/catalog-configs.repository.ts';
import { UsersRepository } from '../repositories/users.repository.ts';
import { WorkspacesRepository } from '../repositories/workspaces.repository.ts';
import { RunFileError } from './run-file-error.ts';

export interface RunFileOptions {
  /** The template's name or its label. */
  template: string;
  file: string;
  out: string;
  sample?: number;
  /** Needed when the instance has more than one workspace. */
  workspace?: string;
}

/** A run that could not start, or ended in error: the message for the terminal. */
const POLL_MS = 250;

/**
 * `npm run cli -- run`: uploads a local file, starts a run of a template on it and waits for it in
 * this process, then copies the output files to `out`. It goes through the web app's own services
 * (same checks, same charges, same webhooks) without the server's start-up duties, so a server
 * running on the same DATA_DIR is left alone. Progress goes to `progress`; answers the files written.
 */
export async function runFile(config: Config, options: RunFileOptions, progress: (line: string, final: boolean) => void): Promise<{ written: string[]; outcome: RunOutcome | null }> {
  const input = path.resolve(options.file);
  const stat = fs.statSync(input, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new RunFileError(`no file at ${input}`);

  const fiche = Fastify({ logger: { level: 'warn', stream: process.stderr } });
  await fiche.register(app, { config, housekeeping: false });
  await fiche.ready();
  const interrupted = () => {
    progress('Interrupted: the run goes on when the Fiche server next starts.', true);
    void fiche.close().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    const workspaceId = await workspaceOf(fiche, options.workspace);
    const userId = (await new UsersRepository(fiche.store).oldestInWorkspace(workspaceId))?.id;
    if (!userId) throw new RunFileError('the workspace has no user to record the run under; add one with user:add');
    const request = await startRequest(fiche, workspaceId, options, input, stat.size);
    const started = await fiche.batches.start(workspaceId, userId, request);
    const target = channelById(request.destination[0].value ?? '')?.name ?? 'own format';
    progress(`Run ${started.id}: ${started.nb_products} products of ${path.basename(input)}, template ${started.catalog_config_label}, ${target}; ${started.cached_cells} cells reused from earlier runs.`, true);
    const ended = await waitForEnd(fiche, workspaceId, started.id, progress);
    if (ended.status === 'error') throw new RunFileError(`the run failed: ${messageOf(ended.error)}`);
    return { written: await copyResults(fiche, workspaceId, ended, options.out), outcome: ended.outcome };
  } finally {
    process.off('SIGINT', interrupted);
    await fiche.close();
  }
}

async function workspaceOf(fiche: FastifyInstance, name: string | undefined): Promise<string> {
  const repository = new WorkspacesRepository(fiche.store);
  if (name !== undefined) {
    const workspace = await repository.findByName(name);
    if (!workspace) throw new RunFileError(`no workspace named "${name}"`);
    return workspace.id;
  }
  const all = await repository.list();
  if (all.length !== 1) throw new RunFileError(`--workspace is required: this instance has ${all.length} workspaces`);
  return all[0].id;
}

/** The file uploaded as the browser would, and the start the new-catalogue page would send for it. */
async function startRequest(fiche: FastifyInstance, workspaceId: string, options: RunFileOptions, input: string, size: number): Promise<StartBatchRequest> {
  const templates = await fiche.catalogConfigs.list(workspaceId);
  const template = templates.find((entry) => entry.name === options.template) ?? templates.find((entry) => labelKey(entry.label) === labelKey(options.template));
  if (!template) throw new RunFileError(`no template named "${options.template}" in this workspace`);
  const config = await fiche.catalogConfigs.get(workspaceId, template.name);
  // At most one byte past the limit is read: enough for the upload's own check to refuse it.
  const file = Object.assign(fs.createReadStream(input, { end: MAX_UPLOAD_BYTES }), { truncated: size > MAX_UPLOAD_BYTES });
  const stored = await fiche.files.store(workspaceId, { filename: path.basename(input), file });
  const channel = config.marketplaces?.find((id) => channelById(id));
  return {
    catalog_config_name: template.name,
    input_filename: stored.name,
    destination: [channel ? { type: 'marketplace', value: channel } : { type: 'own_format', value: null }],
    sample_size: options.sample,
  };
}

async function waitForEnd(fiche: FastifyInstance, workspaceId: string, id: string, progress: (line: string, final: boolean) => void): Promise<BatchView> {
  let shown = '';
  for (;;) {
    const view = await fiche.batches.view(workspaceId, id);
    const line = `${view.status.replace('_', ' ')} ${Math.floor(view.progress * 100)}%`;
    const ended = view.status === 'done' || view.status === 'error';
    if (line !== shown || ended) progress(line, ended);
    shown = line;
    if (ended) return view;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Each output file copied into `out`; a file already there is kept and the copy numbered. */
async function copyResults(fiche: FastifyInstance, workspaceId: string, run: BatchView, out: string): Promise<string[]> {
  fs.mkdirSync(out, { recursive: true });
  const written: string[] = [];
  for (const result of run.results) {
    const { content } = await fiche.batches.resultFile(workspaceId, run.id, result.name);
    const { name, ext } = path.parse(result.name);
    for (let copy = 1; ; copy++) {
      const target = path.resolve(out, copy === 1 ? result.name : `${name}-${copy}${ext}`);
      const file = await fs.promises.open(target, 'wx').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        return null;
      });
      if (!file) continue;
      await pipeline(content, file.createWriteStream());
      written.push(target);
      break;
    }
  }
  return written;
}

function messageOf(code: string | null): string {
  return code && isErrorCode(code) ? `${ERROR_MESSAGES[code]} (${code})` : (code ?? 'unknown error');
}
