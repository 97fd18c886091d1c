import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';
import { Store, type StoreDriver } from './store.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * What repositories hold: every query goes through `store.run(db => …)` or `store.transaction(…)`
 * and is awaited. Only the builder calls both dialects share are used (select/insert/update/delete,
 * returning, onConflict…, awaited) — never `.get()`, `.all()`, `.run()`, `.prepare()` or `$client`,
 * but in the build of a statement `store.kept` keeps (SQLite only: its values through `driverValues`).
 */
export type DbStore = Store<Db>;

/** A store over one SQLite connection. */
export function sqliteStore(db: Db): DbStore {
  return new Store(sqliteDriver(db));
}

/** Rows an awaited update or delete touched, on either dialect (SQLite `changes`, PostgreSQL `rowCount`). */
export function affectedRows(result: unknown): number {
  const { changes, rowCount } = result as { changes?: number; rowCount?: number | null };
  return changes ?? rowCount ?? 0;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating if needed) the SQLite file, readable by its owner only (SQLite gives its WAL and
 * shared-memory files the same mode), and brings its schema up to date.
 */
export function openDatabase(file: string): Db {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
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

/** A unique index refused a row, on either dialect (drizzle wraps PostgreSQL's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || cause?.code === '23505';
}

/** A row that names one gone meanwhile (an upload deleted while a run that reads it starts), on either store. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503' || cause?.code === '23503';
}
