import { and, eq } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = Omit<typeof files.$inferInsert, 'createdAt' | 'analysis'>;

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

  /** Every stored name, for the start-up sweep of files no row points to. */
  async allStoredNames(): Promise<Set<string>> {
    const rows = await this.store.run((db) => db.select({ name: files.storedName }).from(files));
    return new Set(rows.map((row) => row.name));
  }
}
