import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { loadConfig } from '../../server/config.ts';
import type { ServerOverrides } from '../../server/app.ts';
import { createServer } from '../../server/server.ts';
import { AccountsService } from '../../server/services/accounts.service.ts';
import { freshDatabase, TEST_JWT_SECRET, TEST_POSTGRES } from './postgres.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface TestServer {
  url: string;
  dataDir: string;
  admin: Credentials;
  /** The app itself, for what a test must reach behind the API (publishing an event, say). */
  app: FastifyInstance;
  /** Adds a user, in a workspace of its own unless one is named. */
  addUser(email: string, workspace?: string): Promise<Credentials>;
  /** Stops the server (a restart test may stop it early; the teardown's call is then a no-op). */
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * On PostgreSQL, the database of each DATA_DIR: a server restarted on a DATA_DIR finds its data
 * again. It is dropped when the test that made it ends, after every server on it has closed.
 */
const databases = new Map<string, { url: string; closes: Set<() => Promise<void>> }>();

/** The PostgreSQL database of a test server's DATA_DIR (undefined on SQLite). */
export const databaseOf = (dataDir: string): string | undefined => databases.get(dataDir)?.url;

/**
 * The real app on a fresh temporary DATA_DIR, listening on a free loopback port, closed when `t`
 * ends; with FICHE_TEST_PG, on a fresh PostgreSQL database of its own (dropped with the DATA_DIR).
 */
export async function startServer(t: Pick<Test, 'teardown'>, opts: { env?: Record<string, string>; dataDir?: string; overrides?: ServerOverrides } = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-test-'));
  if (TEST_POSTGRES && !databases.has(dataDir)) {
    const database = await freshDatabase();
    const entry = { url: database.url, closes: new Set<() => Promise<void>>() };
    databases.set(dataDir, entry);
    t.teardown(async () => {
      for (const close of entry.closes) await close();
      databases.delete(dataDir);
      await database.drop();
    });
  }
  const config = loadConfig({
    ...(TEST_POSTGRES ? { DATABASE_URL: databaseOf(dataDir), JWT_SECRET: TEST_JWT_SECRET } : {}),
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: TEST_PASSWORD,
    CLIENT_DIR: path.resolve('dist/client'),
    // Threads start on a test's first task: most of the suite's hundreds of servers never run one.
    WARM_WORKERS: '0',
    ...opts.env,
  });
  const server = await createServer(config, opts.overrides);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const accounts = new AccountsService(server.store, server.config.defaultCredits);

  const addUser = async (email: string, workspace = `Workspace of ${email}`) => {
    await accounts.addUser({ email, password: TEST_PASSWORD, workspace });
    return { email, password: TEST_PASSWORD };
  };
  const admin = { email: 'ada@example.com', password: TEST_PASSWORD };
  if (!opts.dataDir) {
    await accounts.addUser({ ...admin, workspace: 'Default', firstname: 'Ada', lastname: 'Lovelace' });
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= server.close().then(() => {
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return closing;
  };
  t.teardown(close);
  databases.get(dataDir)?.closes.add(close);

  return { url: `http://127.0.0.1:${address.port}`, dataDir, admin, app: server, addUser, close };
}
