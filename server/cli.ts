import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { type Db, type DbStore, openDatabase, sqliteStore } from '../db/client.ts';
import { openPostgres } from '../db/postgres.ts';
import { outcomeSentence, SAMPLE_SIZE_MAX } from '../domain/batch.ts';
import { FREQUENCIES, isFrequency, isIsoDate, isoDay } from '../domain/periods.ts';
import { RunFileError } from './commands/run-file-error.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { ApiError } from './lib/api-error.ts';
import { BatchesRepository } from './repositories/batches.repository.ts';
import { normaliseEmail } from './repositories/users.repository.ts';
import { WorkspacesRepository } from './repositories/workspaces.repository.ts';
import { AccountError, AccountsService } from './services/accounts.service.ts';
import { ApiKeysService } from './services/api-keys.service.ts';
import { DEFAULT_WORKSPACE } from './services/bootstrap.ts';
import { CreditsService } from './services/credits.service.ts';

const USAGE = `Fiche operator commands: npm run cli -- <command> [options]

  user:add --email E --password P [--workspace NAME] [--firstname F] [--lastname L]
  user:list
  user:passwd --email E --password P
                         new password; signs the user out everywhere: their sessions end and their
                         API keys are revoked
  apikey:list [--workspace NAME] [--email E]
                         the active API keys: prefix, name, workspace, owner, created, last used, id
  apikey:revoke PREFIX|ID
                         revokes one key at once, by its prefix (fiche_ and six characters) or, when
                         two keys share a prefix, by its id
  workspace:add NAME
  workspace:list
  subscription:set --workspace NAME --credits N --frequency F [--start DATE] [--end DATE]
                         new plan from DATE (default today), ending the current one the day before;
                         F is one of ${FREQUENCIES.join(', ')}; dates are YYYY-MM-DD
  credits:grant --workspace NAME --credits N [--note TEXT]
                         extra credits for the current period of the active plan
  usage [--since DATE]   per workspace, the runs started since DATE (default: the first of this
                         month) and the assistant's work they cost: model requests, prompt and
                         completion tokens, cells reused from the cache
  backup FILE            online copy of the database, safe while Fiche runs
  run --template NAME --file PATH [--out DIR] [--sample N] [--workspace NAME]
                         uploads the file, runs the template on it (NAME or its label) in this
                         process, charging credits as the web app does, shows progress on stderr,
                         and writes the output files to DIR (default: the current directory; a file
                         already there is kept and the new one numbered); --sample N runs a preview
                         of the first N products (1–${SAMPLE_SIZE_MAX}); --workspace is needed when
                         there are several. Exits 0 when the run is done, 1 when it fails.

The database is PostgreSQL when DATABASE_URL is set, otherwise DATA_DIR/fiche.db (DATA_DIR defaults
to ./data); on SQLite, commands refuse a DATA_DIR without one unless given --create.`;

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

const text = (options: Options, name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);

function wholeNumber(options: Options, name: string): number {
  const raw = required(options, name);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw new UsageError(`--${name} must be a whole number ≥ 0`);
  return value;
}

function isoDate(options: Options, name: string): string | undefined {
  const value = text(options, name);
  if (value !== undefined && !isIsoDate(value)) throw new UsageError(`--${name} must be a date as YYYY-MM-DD`);
  return value;
}

async function workspaceId(store: DbStore, options: Options): Promise<string> {
  const name = required(options, 'workspace');
  const workspace = await new WorkspacesRepository(store).findByName(name);
  if (!workspace) throw new UsageError(`no workspace named "${name}"`);
  return workspace.id;
}

function sampleSize(options: Options): number | undefined {
  if (options.sample === undefined) return undefined;
  const size = wholeNumber(options, 'sample');
  if (size < 1 || size > SAMPLE_SIZE_MAX) throw new UsageError(`--sample must be between 1 and ${SAMPLE_SIZE_MAX}`);
  return size;
}

/** Progress on stderr: one line rewritten in place on a terminal, one line a step otherwise. */
function printProgress(line: string, final: boolean): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
  else process.stderr.write(`${line}\n`);
}

/** The opened database: the store commands work through, and the connection the backup copies. */
interface OpenedDatabase {
  store: DbStore;
  /** The SQLite connection, when the database is the SQLite file (not with DATABASE_URL). */
  sqlite?: Db;
}

const commands: Record<string, (database: OpenedDatabase, options: Options, positionals: string[], config: Config) => Promise<string>> = {
  async 'user:add'({ store }, options, _positionals, config) {
    const user = await new AccountsService(store, config.defaultCredits).addUser({
      email: required(options, 'email'),
      password: required(options, 'password'),
      workspace: text(options, 'workspace') ?? DEFAULT_WORKSPACE,
      firstname: text(options, 'firstname'),
      lastname: text(options, 'lastname'),
    });
    return `Created user ${user.email} in workspace ${text(options, 'workspace') ?? DEFAULT_WORKSPACE}.`;
  },
  async 'user:list'({ store }) {
    const users = await new AccountsService(store).listUsers();
    if (users.length === 0) return 'No users.';
    return users.map((u) => [u.email, u.workspace, [u.firstname, u.lastname].filter(Boolean).join(' ')].join('\t')).join('\n');
  },
  async 'user:passwd'({ store }, options) {
    const email = required(options, 'email');
    const { revokedKeys } = await new AccountsService(store).setPassword(email, required(options, 'password'));
    return `Password changed for ${email}; their sessions are signed out and ${revokedKeys === 1 ? '1 API key' : `${revokedKeys} API keys`} revoked.`;
  },
  async 'apikey:list'({ store }, options) {
    const workspace = text(options, 'workspace');
    const email = text(options, 'email');
    const owner = email === undefined ? undefined : normaliseEmail(email);
    const keys = (await new ApiKeysService(store).listAll()).filter((key) => (workspace === undefined || key.workspace === workspace) && (owner === undefined || key.owner === owner));
    if (keys.length === 0) return 'No active API keys.';
    const header = ['Prefix', 'Name', 'Workspace', 'Owner', 'Created', 'Last used', 'Id'];
    const lines = keys.map((key) => [key.prefix, key.name, key.workspace, key.owner, key.created_at, key.last_used_at ?? 'never', key.id]);
    return [header, ...lines].map((cells) => cells.join('\t')).join('\n');
  },
  async 'apikey:revoke'({ store }, _options, positionals) {
    const reference = positionals[0];
    if (!reference) throw new UsageError('apikey:revoke needs a key PREFIX or ID (see apikey:list)');
    const keys = new ApiKeysService(store);
    const matches = (await keys.listAll()).filter((key) => key.id === reference || key.prefix === reference);
    if (matches.length === 0) throw new UsageError(`no active API key with prefix or id "${reference}" (see apikey:list)`);
    if (matches.length > 1) throw new UsageError(`${matches.length} active keys have the prefix ${reference}; revoke one by its id (see apikey:list)`);
    const [key] = matches;
    await keys.revoke(key.owner_id, key.id);
    return `Revoked API key ${key.prefix} "${key.name}" of ${key.owner} (workspace ${key.workspace}); it is refused from now on.`;
  },
  async 'workspace:add'({ store }, _options, positionals, config) {
    const name = positionals[0];
    if (!name) throw new UsageError('workspace:add needs a NAME');
    const workspace = await new AccountsService(store, config.defaultCredits).addWorkspace(name);
    return `Created workspace ${workspace.name}.`;
  },
  async 'workspace:list'({ store }) {
    const workspaces = await new AccountsService(store).listWorkspaces();
    return workspaces.length === 0 ? 'No workspaces.' : workspaces.map((w) => w.name).join('\n');
  },
  async 'subscription:set'({ store }, options) {
    const id = await workspaceId(store, options);
    const credits = wholeNumber(options, 'credits');
    const frequency = required(options, 'frequency').toUpperCase();
    if (!isFrequency(frequency)) throw new UsageError(`--frequency must be one of ${FREQUENCIES.join(', ')}`);
    const startDate = isoDate(options, 'start') ?? isoDay(new Date());
    const endDate = isoDate(options, 'end') ?? null;
    if (endDate !== null && endDate < startDate) throw new UsageError('--end is before --start');
    const { created, ended } = await new CreditsService(store).setPlan(id, { creditsPerPeriod: credits, frequency, startDate, endDate });
    const lines = ended.map((old) => `Ended the ${old.frequency} plan of ${old.creditsPerPeriod} credits that started ${old.startDate}.`);
    lines.push(`Workspace ${required(options, 'workspace')}: ${created.creditsPerPeriod} credits ${created.frequency} from ${created.startDate}${created.endDate ? ` to ${created.endDate}` : ', no end date'}.`);
    return lines.join('\n');
  },
  async 'credits:grant'({ store }, options) {
    const id = await workspaceId(store, options);
    const amount = wholeNumber(options, 'credits');
    const credits = new CreditsService(store);
    if (!(await credits.activeSubscription(id))) throw new UsageError('the workspace has no active subscription; set one with subscription:set');
    const period = await credits.grant(id, amount, text(options, 'note') ?? null);
    return `Granted ${amount} credits to workspace ${required(options, 'workspace')}: ${period.available_credits} available until ${period.end_date ?? 'no end date'}.`;
  },
  async usage({ store }, options) {
    const since = isoDate(options, 'since') ?? `${isoDay(new Date()).slice(0, 8)}01`;
    const rows = await new BatchesRepository(store).usageByWorkspace(since);
    if (rows.length === 0) return `No runs since ${since}.`;
    const header = ['Workspace', 'Runs', 'Model requests', 'Prompt tokens', 'Completion tokens', 'Cached cells'];
    const lines = rows.map((row) => [row.workspace, row.runs, row.modelCalls, row.promptTokens, row.completionTokens, row.cachedCells].map(String));
    return [`Since ${since}:`, ...[header, ...lines].map((cells) => cells.join('\t'))].join('\n');
  },
  async run(_database, options, _positionals, config) {
    // The app's code loads only for a run: the other commands start in a fraction of the time.
    const { runFile } = await import('./commands/run-file.ts');
    const { written, outcome } = await runFile(config, { template: required(options, 'template'), file: required(options, 'file'), out: text(options, 'out') ?? '.', sample: sampleSize(options), workspace: text(options, 'workspace') }, printProgress);
    return [outcomeSentence(outcome), ...(written.length === 0 ? ['It wrote no file.'] : ['Files written:', ...written])].join('\n');
  },
  async backup({ sqlite: db }, _options, positionals) {
    if (!db) throw new UsageError('backup copies the SQLite database; with DATABASE_URL, back up PostgreSQL with pg_dump (docs/deployment.md)');
    const target = positionals[0];
    if (!target) throw new UsageError('backup needs a FILE');
    const file = path.resolve(target);
    if (fs.existsSync(file)) throw new UsageError(`${file} already exists; choose a new file`);
    // Written beside the target under a temporary name, readable by its owner only, checked, then
    // renamed: a failed or interrupted backup never leaves a file that looks like a good one.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, '', { mode: 0o600 });
    try {
      await db.$client.backup(temporary);
      fs.chmodSync(temporary, 0o600);
      // The copy keeps the database's WAL mode: back to a rollback journal, so it is one file, and opening it leaves no -wal/-shm beside it.
      const copy = new Database(temporary);
      const verdict = (() => {
        try {
          copy.pragma('journal_mode = DELETE');
          return copy.pragma('integrity_check', { simple: true });
        } finally {
          copy.close();
        }
      })();
      if (verdict !== 'ok') throw new UsageError(`the copy failed its integrity check (${String(verdict)}); nothing was written to ${file}`);
      fs.renameSync(temporary, file);
    } finally {
      for (const leftover of [temporary, `${temporary}-wal`, `${temporary}-shm`]) fs.rmSync(leftover, { force: true });
    }
    return `Backed up the database to ${file} (integrity check: ok).`;
  },
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      workspace: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      credits: { type: 'string' },
      frequency: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      note: { type: 'string' },
      since: { type: 'string' },
      template: { type: 'string' },
      file: { type: 'string' },
      out: { type: 'string' },
      sample: { type: 'string' },
      create: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name, ...rest] = positionals;
  if (values.help || !name) {
    console.log(USAGE);
    return name || values.help ? 0 : 2;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const config = loadConfig();
  if (config.databaseUrl) {
    const { store, pool } = await openPostgres(config.databaseUrl, { max: 2, onIdleError: () => {} });
    try {
      console.log(await command({ store }, values, rest, config));
      return 0;
    } finally {
      await pool.end();
    }
  }
  const file = path.join(config.dataDir, 'fiche.db');
  // A mistyped DATA_DIR must not quietly become a new, empty Fiche.
  if (!fs.existsSync(file) && !values.create) throw new UsageError(`no database at ${file}: check DATA_DIR, or add --create to start a new one`);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(file);
  try {
    console.log(await command({ store: sqliteStore(db), sqlite: db }, values, rest, config));
    return 0;
  } finally {
    db.$client.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof UsageError || error instanceof AccountError || error instanceof ConfigError || error instanceof RunFileError || error instanceof ApiError;
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Error: ${known || parseError ? error.message : String(error)}`);
    if (error instanceof UsageError || parseError) console.error(`\n${USAGE}`);
    process.exit(known || parseError ? 1 : 2);
  },
);
