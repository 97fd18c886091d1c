import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Db, openDatabase } from '../db/client.ts';
import { ConfigError, loadConfig } from './config.ts';
import { AccountError, AccountsService } from './services/accounts.service.ts';
import { DEFAULT_WORKSPACE } from './services/bootstrap.ts';

const USAGE = `Fiche operator commands: npm run cli -- <command> [options]

  user:add --email E --password P [--workspace NAME] [--firstname F] [--lastname L]
  user:list
  user:passwd --email E --password P
  workspace:add NAME
  workspace:list
  backup FILE            online copy of the database, safe while Fiche runs

The database is DATA_DIR/fiche.db (DATA_DIR defaults to ./data).`;

class UsageError extends Error {}

type Options = Record<string, string | boolean | undefined>;

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

const text = (options: Options, name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);

const commands: Record<string, (db: Db, options: Options, positionals: string[]) => Promise<string>> = {
  async 'user:add'(db, options) {
    const user = await new AccountsService(db).addUser({
      email: required(options, 'email'),
      password: required(options, 'password'),
      workspace: text(options, 'workspace') ?? DEFAULT_WORKSPACE,
      firstname: text(options, 'firstname'),
      lastname: text(options, 'lastname'),
    });
    return `Created user ${user.email} in workspace ${text(options, 'workspace') ?? DEFAULT_WORKSPACE}.`;
  },
  async 'user:list'(db) {
    const users = new AccountsService(db).listUsers();
    if (users.length === 0) return 'No users.';
    return users.map((u) => [u.email, u.workspace, [u.firstname, u.lastname].filter(Boolean).join(' ')].join('\t')).join('\n');
  },
  async 'user:passwd'(db, options) {
    const email = required(options, 'email');
    await new AccountsService(db).setPassword(email, required(options, 'password'));
    return `Password changed for ${email}; their sessions are signed out.`;
  },
  async 'workspace:add'(db, _options, positionals) {
    const name = positionals[0];
    if (!name) throw new UsageError('workspace:add needs a NAME');
    return `Created workspace ${new AccountsService(db).addWorkspace(name).name}.`;
  },
  async 'workspace:list'(db) {
    const workspaces = new AccountsService(db).listWorkspaces();
    return workspaces.length === 0 ? 'No workspaces.' : workspaces.map((w) => w.name).join('\n');
  },
  async backup(db, _options, positionals) {
    const target = positionals[0];
    if (!target) throw new UsageError('backup needs a FILE');
    const file = path.resolve(target);
    if (fs.existsSync(file)) throw new UsageError(`${file} already exists; choose a new file`);
    await db.$client.backup(file);
    return `Backed up the database to ${file}.`;
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
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(path.join(config.dataDir, 'fiche.db'));
  try {
    console.log(await command(db, values, rest));
    return 0;
  } finally {
    db.$client.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof UsageError || error instanceof AccountError || error instanceof ConfigError;
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Error: ${known || parseError ? error.message : String(error)}`);
    if (error instanceof UsageError || parseError) console.error(`\n${USAGE}`);
    process.exit(known || parseError ? 1 : 2);
  },
);
