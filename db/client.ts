import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';
import type { StoreDriver } from './store.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (creating if needed) the SQLite file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}

/** Every write that reads first takes the write lock up front, so no SQLITE_BUSY surfaces mid-way. */
export function writeTransaction<T>(db: Db, work: (tx: Db) => T): T {
  return db.$client.transaction(() => work(db)).immediate();
}

/**
 * The SQLite driver of a Store: one connection, taken in turn; a transaction is BEGIN IMMEDIATE, so
 * its reads and writes hold the write lock from the start and no SQLITE_BUSY surfaces mid-way.
 */
export function sqliteDriver(db: Db): StoreDriver<Db> {
  return {
    connection: db,
    exclusive: true,
    async transaction(work) {
      db.$client.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(db);
        db.$client.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.$client.inTransaction) db.$client.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
