import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { catalogBatches, files, uploadReservations } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = Omit<typeof files.$inferInsert, 'createdAt' | 'analysis' | 'analysisBytes'>;
/** An upload as listings show it: never its analysis, which may be megabytes. */
export type ListedFile = Omit<StoredFile, 'analysis'>;

/** What an upload takes of its workspace's storage: the file and the analysis kept with it. */
const storedBytes = sql<number>`${files.size} + ${files.analysisBytes}`;
const listedColumns = {
  id: files.id,
  workspaceId: files.workspaceId,
  storedName: files.storedName,
  originalName: files.originalName,
  extension: files.extension,
  size: files.size,
  analysisBytes: files.analysisBytes,
  contentHash: files.contentHash,
  createdAt: files.createdAt,
};
const ACTIVE_RUN = ['creating', 'in_progress', 'finalizing'] as const;

/** Uploaded files, always looked up within the caller's workspace. */
export class FilesRepository {
  constructor(private readonly store: DbStore) {}

  async findByStoredName(workspaceId: string, storedName: string): Promise<StoredFile | undefined> {
    const rows = await this.store.run((db) =>
      db
        .select()
        .from(files)
        .where(and(eq(files.workspaceId, workspaceId), eq(files.storedName, storedName)))
        .limit(1),
    );
    return rows[0];
  }

  async findById(workspaceId: string, id: string): Promise<StoredFile | undefined> {
    const rows = await this.store.run((db) =>
      db
        .select()
        .from(files)
        .where(and(eq(files.workspaceId, workspaceId), eq(files.id, id)))
        .limit(1),
    );
    return rows[0];
  }

  /** The workspace's upload of these bytes (their SHA-256), if it has one. */
  async findByHash(workspaceId: string, contentHash: string): Promise<ListedFile | undefined> {
    const rows = await this.store.run((db) =>
      db
        .select(listedColumns)
        .from(files)
        .where(and(eq(files.workspaceId, workspaceId), eq(files.contentHash, contentHash)))
        .limit(1),
    );
    return rows[0];
  }

  /** The workspace's uploads of this size from before their bytes' hash was kept. */
  async unhashedOfSize(workspaceId: string, size: number): Promise<ListedFile[]> {
    return this.store.run((db) =>
      db
        .select(listedColumns)
        .from(files)
        .where(and(eq(files.workspaceId, workspaceId), eq(files.size, size), isNull(files.contentHash))),
    );
  }

  /** Keeps an older upload's hash; false when another upload of the workspace already has it (a copy of it). */
  async setHash(workspaceId: string, id: string, contentHash: string): Promise<boolean> {
    if (await this.findByHash(workspaceId, contentHash)) return false;
    try {
      await this.store.run((db) =>
        db
          .update(files)
          .set({ contentHash })
          .where(and(eq(files.workspaceId, workspaceId), eq(files.id, id))),
      );
      return true;
    } catch {
      // Another request kept the same hash for another copy meanwhile.
      return false;
    }
  }

  /**
   * Records an upload and gives back the storage its reservation held, in one transaction: the
   * upload recorded, or the workspace's upload of the same bytes when another request recorded it
   * first (the workspace's hashes are unique).
   */
  async insert(file: NewStoredFile, reservationId: string): Promise<ListedFile | NewStoredFile> {
    try {
      return await this.store.transaction(async (db) => {
        await db.delete(uploadReservations).where(eq(uploadReservations.id, reservationId));
        const same = file.contentHash ? await this.findByHash(file.workspaceId, file.contentHash) : undefined;
        if (!same) await db.insert(files).values(file);
        return same ?? file;
      });
    } catch (error) {
      const same = file.contentHash ? await this.findByHash(file.workspaceId, file.contentHash) : undefined;
      if (same) return same;
      throw error;
    }
  }

  /** `analysis` is JSON; its size in bytes is stored beside it. */
  async setAnalysis(workspaceId: string, id: string, analysis: string): Promise<void> {
    await this.store.run((db) =>
      db
        .update(files)
        .set({ analysis, analysisBytes: Buffer.byteLength(analysis) })
        .where(and(eq(files.workspaceId, workspaceId), eq(files.id, id))),
    );
  }

  /**
   * What the workspace's storage holds against its quota: uploads with their analyses, runs' values
   * and output files (`runs`), and the uploads in flight (`reserved`).
   */
  async usage(workspaceId: string): Promise<{ uploads: number; runs: number; reserved: number }> {
    return this.store.run(async (db) => {
      const [uploads] = await db
        .select({ bytes: sql<number>`coalesce(sum(${storedBytes}), 0)`.mapWith(Number) })
        .from(files)
        .where(eq(files.workspaceId, workspaceId));
      const [runs] = await db
        .select({ bytes: sql<number>`coalesce(sum(${catalogBatches.storedBytes}), 0)`.mapWith(Number) })
        .from(catalogBatches)
        .where(eq(catalogBatches.workspaceId, workspaceId));
      const [reserved] = await db
        .select({ bytes: sql<number>`coalesce(sum(${uploadReservations.bytes}), 0)`.mapWith(Number) })
        .from(uploadReservations)
        .where(eq(uploadReservations.workspaceId, workspaceId));
      return { uploads: uploads?.bytes ?? 0, runs: runs?.bytes ?? 0, reserved: reserved?.bytes ?? 0 };
    });
  }

  /**
   * Holds up to `wanted` bytes of the workspace's quota for an upload, as much as is left of it, in
   * one transaction: the bytes held and what the workspace used before.
   */
  async reserve(id: string, workspaceId: string, wanted: number, quota: number): Promise<{ bytes: number; used: number }> {
    return this.store.transaction(async () => {
      const usage = await this.usage(workspaceId);
      const used = usage.uploads + usage.runs + usage.reserved;
      const bytes = Math.min(wanted, quota - used);
      if (bytes > 0) await this.store.run((db) => db.insert(uploadReservations).values({ id, workspaceId, bytes }));
      return { bytes: Math.max(bytes, 0), used };
    });
  }

  async release(reservationId: string): Promise<void> {
    await this.store.run((db) => db.delete(uploadReservations).where(eq(uploadReservations.id, reservationId)));
  }

  /** Reservations of uploads that never ended (a killed process), older than any upload may take. */
  async releaseBefore(time: string): Promise<void> {
    await this.store.run((db) => db.delete(uploadReservations).where(lt(uploadReservations.createdAt, time)));
  }

  /** The workspace's uploads, newest first, with the storage each takes and how many runs read it. */
  async list(workspaceId: string): Promise<{ file: ListedFile; storedBytes: number; runs: number }[]> {
    return this.store.run(async (db) => {
      const rows = await db
        .select({ file: listedColumns, storedBytes: storedBytes.mapWith(Number) })
        .from(files)
        .where(eq(files.workspaceId, workspaceId))
        .orderBy(desc(files.createdAt));
      const runs = await db.select({ fileId: catalogBatches.fileId, n: count() }).from(catalogBatches).where(eq(catalogBatches.workspaceId, workspaceId)).groupBy(catalogBatches.fileId);
      const byFile = new Map(runs.map((run) => [run.fileId, run.n]));
      return rows.map((row) => ({ ...row, runs: byFile.get(row.file.id) ?? 0 }));
    });
  }

  /** Whether a run that has not ended reads this upload. */
  async inUse(workspaceId: string, fileId: string): Promise<boolean> {
    const rows = await this.store.run((db) =>
      db
        .select({ n: count() })
        .from(catalogBatches)
        .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.fileId, fileId), inArray(catalogBatches.status, [...ACTIVE_RUN]))),
    );
    return (rows[0]?.n ?? 0) > 0;
  }

  /** Deletes an upload's row; its runs no longer name it as a file they can be run again from. */
  async delete(workspaceId: string, id: string): Promise<void> {
    await this.store.transaction(async (db) => {
      await db
        .update(catalogBatches)
        .set({ inputStoredName: null })
        .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.fileId, id)));
      await db.delete(files).where(and(eq(files.workspaceId, workspaceId), eq(files.id, id)));
    });
  }

  /** Every stored name, for the start-up sweep of files no row points to. */
  async allStoredNames(): Promise<Set<string>> {
    const rows = await this.store.run((db) => db.select({ name: files.storedName }).from(files));
    return new Set(rows.map((row) => row.name));
  }
}
