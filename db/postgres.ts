import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db, DbStore } from './client.ts';
import { Store, type StoreDriver } from './store.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations-pg');

// bigint columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * A transaction serialised with everyone first takes this one transaction-scoped advisory lock:
 * those writers are serialised across all processes exactly as SQLite's BEGIN IMMEDIATE serialises
 * them, so the checks written for SQLite (a balance read then debited, a name checked then taken)
 * hold on PostgreSQL too. A run's lock is a second one, keyed by the run (store.ts `Serialised`).
 */
const WRITE_LOCK = 0x46494348; // "FICH"
const MIGRATION_LOCK = WRITE_LOCK + 1;
/** The class of the two-key advisory locks of runs (their second key: the run id hashed). */
const RUN_LOCKS = 0x52554e; // "RUN"

/**
 * The PostgreSQL driver of a Store: a pool, each transaction on a connection of its own. The query
 * layer is the same as SQLite's (db/schema.ts's tables; db/schema.pg.ts stores values their way).
 */
export function postgresDriver(db: NodePgDatabase): StoreDriver<Db> {
  return {
    connection: db as unknown as Db,
    exclusive: false,
    transaction: (work, serialised) =>
      db.transaction(async (tx) => {
        // Always in this order (everyone's, then the run's): two transactions never wait for each other's.
        if (serialised.everyone) await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
        if (serialised.run) await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCKS}, hashtext(${serialised.run}))`);
        return work(tx as unknown as Db);
      }),
  };
}

/**
 * Connects to DATABASE_URL, brings its schema up to date, and answers the store and its pool. An
 * idle connection the server drops (a restart, a failover) is told to `onIdleError` and replaced at
 * the next query, instead of bringing the process down.
 */
export async function openPostgres(url: string, options: { max?: number; idleMs?: number; onIdleError?: (error: Error) => void } = {}): Promise<{ store: DbStore; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: options.idleMs });
  pool.on('error', (error) => options.onIdleError?.(error));
  // The pool listens for errors of idle connections only: a connection lost while lent out (its
  // query then fails on its own) would otherwise throw an 'error' event nobody hears, ending the process.
  pool.on('connect', (client) => client.on('error', (error) => options.onIdleError?.(error)));
  // Processes starting together migrate one after the other; the later ones find nothing to do.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return { store: new Store(postgresDriver(drizzle(pool))), pool };
}
