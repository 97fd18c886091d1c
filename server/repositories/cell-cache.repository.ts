import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cellCache } from '../../db/schema.ts';
import type { CellValue, ValueSource } from '../../domain/values.ts';

export interface CachedCell {
  value: CellValue;
  source: ValueSource | null;
  /** The run that computed it. */
  batchId: string;
}

/** SQLite's bound-parameter budget, with room for the workspace. */
const LOOKUP_CHUNK = 500;

/** Finished cells by fingerprint, per workspace (see `cell_cache` in db/schema.ts). */
export class CellCacheRepository {
  private readonly upsertStmt;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.$client.prepare(
      `INSERT INTO cell_cache (workspace_id, fingerprint, value, source, batch_id) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, fingerprint) DO UPDATE SET value = excluded.value, source = excluded.source, batch_id = excluded.batch_id, created_at = excluded.created_at`,
    );
  }

  find(workspaceId: string, fingerprints: readonly string[]): Map<string, CachedCell> {
    const found = new Map<string, CachedCell>();
    const unique = [...new Set(fingerprints)];
    for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
      const rows = this.db
        .select()
        .from(cellCache)
        .where(and(eq(cellCache.workspaceId, workspaceId), inArray(cellCache.fingerprint, unique.slice(i, i + LOOKUP_CHUNK))))
        .all();
      for (const row of rows) found.set(row.fingerprint, { value: row.value ?? null, source: row.source ?? null, batchId: row.batchId });
    }
    return found;
  }

  store(workspaceId: string, fingerprint: string, cell: CachedCell): void {
    this.upsertStmt.run(workspaceId, fingerprint, cell.value === null ? null : JSON.stringify(cell.value), cell.source ? JSON.stringify(cell.source) : null, cell.batchId);
  }
}
