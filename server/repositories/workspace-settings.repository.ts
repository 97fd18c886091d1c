import { eq } from 'drizzle-orm';
import type { DbStore } from '../../db/client.ts';
import { workspaceSettings } from '../../db/schema.ts';

export type WorkspaceSettingsRow = typeof workspaceSettings.$inferSelect;
export type WorkspaceSettingsValues = Pick<WorkspaceSettingsRow, 'generateOptions' | 'searchOptions' | 'useLabel' | 'useCache'>;

/** One row of settings per workspace, absent until first saved. */
export class WorkspaceSettingsRepository {
  constructor(private readonly store: DbStore) {}

  async find(workspaceId: string): Promise<WorkspaceSettingsRow | undefined> {
    const rows = await this.store.run((db) => db.select().from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId)).limit(1));
    return rows[0];
  }

  async save(workspaceId: string, values: WorkspaceSettingsValues): Promise<void> {
    const row = { ...values, updatedAt: new Date().toISOString() };
    await this.store.run((db) =>
      db
        .insert(workspaceSettings)
        .values({ workspaceId, ...row })
        .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: row }),
    );
  }
}
