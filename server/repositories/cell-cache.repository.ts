import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbStore } from '../../db/client.ts';
import { driverValues, placeholders } from '../../db/driver-values.ts';
import { cellCache } from '../../db/schema.ts';
import type { CellReason } from '../../domain/cell-reasons.ts';
import type { CellValue, ValueSource } from '../../domain/values.ts';

export interface CachedCell {
  value: CellValue;
  source: ValueSource | null;
  /** Why an empty cell is empty. */
  reason: CellReason | null;
  /** The run that computed it. */
  batchId: string;
}

/** Fingerprints per statement: well within SQLite's bound-parameter budget. */
const LOOKUP_CHUNK = 500;

const CACHED_COLUMNS = ['workspaceId', 'fingerprint', 'value', 'source', 'reason', 'batchId'] as const;

/** Cells cached, or cached again over an older computation of the same fingerprint. */
const upsertCached = (db: Db, rows: (typeof cellCache.$inferInsert)[] | Record<(typeof CACHED_COLUMNS)[number], SQL>[]) =>
  db
    .insert(cellCache)
    .values(rows)
    .onConflictDoUpdate({
      target: [cellCache.workspaceId, cellCache.fingerprint],
      set: { value: sql`excluded.value`, source: sql`excluded.source`, reason: sql`excluded.reason`, batchId: sql`excluded.batch_id`, createdAt: sql`excluded.created_at` },
    });

/** Finished cells by fingerprint, per workspace (see `cell_cache` in db/schema.ts). */
export class CellCacheRepository {
  constructor(private readonly store: DbStore) {}

  async find(workspaceId: string, fingerprints: readonly string[]): Promise<Map<string, CachedCell>> {
    const found = new Map<string, CachedCell>();
    const unique = [...new Set(fingerprints)];
    // A statement a unit of work: other work (and the event loop) goes between them.
    for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
      const rows = await this.store.run((db) =>
        db
          .select()
          .from(cellCache)
          .where(and(eq(cellCache.workspaceId, workspaceId), inArray(cellCache.fingerprint, unique.slice(i, i + LOOKUP_CHUNK)))),
      );
      for (const row of rows) found.set(row.fingerprint, { value: row.value ?? null, source: row.source ?? null, reason: row.reason ?? null, batchId: row.batchId });
    }
    return found;
  }

  /** Cells by fingerprint; of two with the same fingerprint the last is kept (one statement cannot upsert a key twice). */
  async saveMany(workspaceId: string, cells: readonly { fingerprint: string; cell: CachedCell }[]): Promise<void> {
    // In fingerprint order: two runs caching the same cells at once lock them in the same order, never each waiting for the other.
    const rows = [...new Map(cells.map(({ fingerprint, cell }) => [fingerprint, { workspaceId, fingerprint, value: cell.value, source: cell.source, reason: cell.reason, batchId: cell.batchId }])).values()].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0));
    await this.store.run(async (db) => {
      const kept = this.store.kept('cell_cache.upsert', (conn) => upsertCached(conn, [placeholders(CACHED_COLUMNS)]).prepare());
      if (kept) for (const row of rows) kept.run(driverValues(cellCache, row));
      else for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) await upsertCached(db, rows.slice(i, i + LOOKUP_CHUNK));
    });
  }
}
