import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Test } from 'tap';
import { type DbStore, openDatabase, sqliteStore } from '../../db/client.ts';
import { postgresDriver } from '../../db/postgres.ts';
import { Store } from '../../db/store.ts';
import { freshDatabase, TEST_JWT_SECRET, TEST_POSTGRES } from './postgres.ts';

export interface ChildDatabase {
  /** What a Fiche child process needs in its environment to use this database (nothing on SQLite). */
  env: Record<string, string>;
  /** A store on it, to read what the child wrote (closed when the test ends). */
  open(dataDir: string): Promise<DbStore>;
}

/**
 * The database of Fiche run as a child process (kill -9 and restart tests): with FICHE_TEST_PG a
 * fresh PostgreSQL database, the same for every start of the child, dropped when the test ends;
 * otherwise the SQLite file DATA_DIR/fiche.db.
 */
export async function childDatabase(t: Pick<Test, 'teardown'>): Promise<ChildDatabase> {
  const closes: (() => Promise<void>)[] = [];
  const database = TEST_POSTGRES ? await freshDatabase() : undefined;
  t.teardown(async () => {
    for (const close of closes) await close();
    await database?.drop();
  });
  return {
    env: database ? { DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET } : {},
    async open(dataDir) {
      if (database) {
        // One client, not a pool: its end() resolves once the connection is closed, before the drop.
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        closes.push(() => client.end());
        return new Store(postgresDriver(drizzle(client)));
      }
      const db = openDatabase(path.join(dataDir, 'fiche.db'));
      closes.push(async () => {
        db.$client.close();
      });
      return sqliteStore(db);
    },
  };
}

/** SQLite's own check of the file a child left in `dataDir` ('ok' when intact); PostgreSQL has none. */
export function sqliteIntegrity(dataDir: string): unknown {
  const sqlite = new Database(path.join(dataDir, 'fiche.db'), { readonly: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true });
  } finally {
    sqlite.close();
  }
}
