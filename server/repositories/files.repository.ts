import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { catalogBatches, files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = Omit<typeof files.$inferInsert, 'createdAt' | 'analysis'>;

/** What an upload takes of its workspace's storage: the file and the analysis kept with it. */
const storedBytes = sql<number>`${files.size} + coalesce(length(${files.analysis}), 0)`;
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

  async insert(file: NewStoredFile): Promise<StoredFile> {
    const rows = await this.store.run((db) => db.insert(files).values(file).returning());
    return rows[0];
  }

  async setAnalysis(workspaceId: string, id: string, analysis: string): Promise<void> {
    await this.store.run((db) =>
      db
        .update(files)
        .set({ analysis })
        .where(and(eq(files.workspaceId, workspaceId), eq(files.id, id))),
    );
  }

  /** The bytes the workspace's uploads take (files and analyses), against its storage quota. */
  async usage(workspaceId: string): Promise<number> {
    const rows = await this.store.run((db) =>
      db
        .select({ bytes: sql<number>`coalesce(sum(${storedBytes}), 0)`.mapWith(Number) })
        .from(files)
        .where(eq(files.workspaceId, workspaceId)),
    );
    return rows[0]?.bytes ?? 0;
  }

  /** The workspace's uploads, newest first, with the storage each takes and how many runs read it. */
  async list(workspaceId: string): Promise<{ file: StoredFile; storedBytes: number; runs: number }[]> {
    return this.store.run(async (db) => {
      const rows = await db
        .select({ file: files, storedBytes: storedBytes.mapWith(Number) })
        .from(files)
        .where(eq(files.workspaceId, workspaceId))
        .orderBy(desc(files.createdAt));
      const runs = await db
        .select({ fileId: catalogBatches.fileId, n: count() })
        .from(catalogBatches)
        .where(eq(catalogBatches.workspaceId, workspaceId))
        .groupBy(catalogBatches.fileId);
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
