import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = Omit<typeof files.$inferInsert, 'createdAt' | 'analysis'>;

/** Uploaded files, always looked up within the caller's workspace. */
export class FilesRepository {
  private readonly byStoredName;

  constructor(private readonly db: Db) {
    this.byStoredName = db
      .select()
      .from(files)
      .where(and(eq(files.workspaceId, sql.placeholder('workspaceId')), eq(files.storedName, sql.placeholder('storedName'))))
      .prepare();
  }

  findByStoredName(workspaceId: string, storedName: string): StoredFile | undefined {
    return this.byStoredName.get({ workspaceId, storedName });
  }

  insert(file: NewStoredFile): StoredFile {
    return this.db.insert(files).values(file).returning().get();
  }

  setAnalysis(workspaceId: string, id: string, analysis: string): void {
    this.db
      .update(files)
      .set({ analysis })
      .where(and(eq(files.workspaceId, workspaceId), eq(files.id, id)))
      .run();
  }

  /** Every stored name, for the start-up sweep of files no row points to. */
  allStoredNames(): Set<string> {
    return new Set(this.db.select({ name: files.storedName }).from(files).all().map((row) => row.name));
  }
}
