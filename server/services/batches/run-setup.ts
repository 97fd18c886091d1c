import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { type AcceptedExtension, fileTypeOf } from '../../../domain/files.ts';
import type { ExtractEntry } from '../../../domain/mapping.ts';
import type { SearchOptions } from '../../../domain/search.ts';
import type { ValueListValue } from '../../../domain/value-list.ts';
import type { WorkspaceSettings } from '../../../domain/workspace.ts';
import type { FieldPlan } from '../../../engine/enrich/types.ts';
import type { Assistant } from '../../assistant/types.ts';
import type { RunInput } from '../../lib/run-input.ts';
import type { WebSearch } from '../../search/types.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';
import type { ChunkExecutor } from './chunk-executor.ts';
import { Fingerprints } from './fingerprint.ts';
import { RunFailure } from './run-failure.ts';
import { planFields, searchSites } from './run-plan.ts';
import { liveValueList, type RunSnapshot, valueListKey } from './run-snapshot.ts';

/** Files whose products are kept once read: a few starts at once, each of at most 500 products. */
const INPUTS_KEPT = 4;

/** A run's plans and the settings they were made with. */
export interface RunPlans {
  plans: FieldPlan[];
  settings: WorkspaceSettings;
  /** The sites web search may read for this run. */
  search: SearchOptions;
  fingerprints: Fingerprints;
}

/**
 * What a run works from, read the same way when it is quoted, started and executed: its field plans
 * (from the template snapshot and its frozen inputs, or the workspace's current ones for runs
 * recorded before inputs were frozen), the fingerprints of its paid cells, and the products of its file.
 */
export class RunSetup {
  private readonly parsed = new Map<string, Promise<RunInput>>();

  constructor(
    private readonly deps: {
      executor: Pick<ChunkExecutor, 'task'>;
      files: FilesService;
      settings: WorkspaceSettingsService;
      valueLists: ValueListsService;
      assistant: Assistant;
      search: WebSearch;
      signal: AbortSignal;
    },
  ) {}

  async plans(workspaceId: string, snapshot: RunSnapshot): Promise<RunPlans> {
    const settings = snapshot.inputs?.settings ?? (await this.deps.settings.getSettings(workspaceId));
    const lists = new Map<ExtractEntry, { name: string; values: ValueListValue[] } | null>();
    for (const entry of snapshot.entries) if (entry.batch_action === 'EXTRACT') lists.set(entry, await this.valueList(workspaceId, snapshot, entry));
    const plans = planFields(snapshot.entries, settings, (entry) => lists.get(entry) ?? null);
    const search = searchSites(snapshot.search, settings);
    const { assistant } = this.deps;
    const fingerprints = new Fingerprints(plans, {
      sources: snapshot.sources,
      assistant: { provider: assistant.name, model: assistant.model },
      search: { provider: this.deps.search.name, sites: search },
    });
    return { plans, settings, search, fingerprints };
  }

  /** An EXTRACT entry's value list: the run's frozen one (or the workspace's current one), with the name its evidence shows. */
  private async valueList(workspaceId: string, snapshot: RunSnapshot, entry: ExtractEntry): Promise<{ name: string; values: ValueListValue[] } | null> {
    const key = valueListKey(entry);
    if (!key) return null;
    const { inputs } = snapshot;
    const values = inputs ? (inputs.value_lists[key] ?? null) : await liveValueList(this.deps.valueLists, workspaceId, snapshot.templateLists, entry);
    if (!values) return null;
    // A list named by id is shown in a value's evidence by its name.
    const name = entry.value_list ?? (entry.value_list_id && (await this.deps.valueLists.findForRun(workspaceId, entry.value_list_id))?.name) ?? entry.value_list_id ?? '';
    return { name, values };
  }

  /**
   * What a run of a stored file works on (`RunInput`); `rowsOnly` for a run started before products
   * were told from rows (every row its product); `input_unreadable` when it cannot be read. A file is
   * parsed once for its prediction, its start's quote and its run: what was read is kept by the
   * file's hash (the same bytes read the same), for the last few files. Callers must not change it.
   */
  async products(workspaceId: string, file: { storedName: string; extension: string }, rowsOnly = false): Promise<RunInput> {
    const location = await this.deps.files.localPath(workspaceId, file.storedName);
    if (!location) throw new RunFailure('input_unreadable');
    const hash = await fileHash(location).catch(() => {
      throw new RunFailure('input_unreadable');
    });
    const key = `${workspaceId}/${hash}/${file.extension}/${rowsOnly}`;
    let read = this.parsed.get(key);
    if (!read) {
      read = this.parse(workspaceId, location, file.extension as AcceptedExtension, rowsOnly);
      read.catch(() => this.parsed.delete(key));
      this.parsed.set(key, read);
      if (this.parsed.size > INPUTS_KEPT) this.parsed.delete(this.parsed.keys().next().value as string);
    } else {
      // The most recently used stays longest.
      this.parsed.delete(key);
      this.parsed.set(key, read);
    }
    return read;
  }

  private async parse(workspaceId: string, location: string, ext: AcceptedExtension, rowsOnly: boolean): Promise<RunInput> {
    const input = { path: location, fileType: fileTypeOf(ext), extension: ext, rowsOnly };
    const read = await this.deps.executor.task(workspaceId, 'read-input', input).catch((error: unknown) => {
      // Gone from the disk, or the reader died on it: either way the file cannot be read.
      if (this.deps.signal.aborted) throw error;
      throw new RunFailure('input_unreadable', `The input file could not be read (${(error as Error).message})`);
    });
    if (!read.ok) throw new RunFailure('input_unreadable', `The input file could not be read (${read.code})`);
    return {
      products: read.items.map((item) => item.cells),
      groups: read.items.map((item) => item.product),
      inherited: read.items.map((item) => item.inherited),
      groupProducts: read.products,
      numbers: read.numbers,
    };
  }
}

/** SHA-256 of a file's bytes, read in chunks (a 5 MB upload does not hold the event loop). */
async function fileHash(location: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(location), hash);
  return hash.digest('hex');
}
