import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaceSettings } from '../../db/schema.ts';

export type WorkspaceSettingsRow = typeof workspaceSettings.$inferSelect;
export type WorkspaceSettingsValues = Pick<WorkspaceSettingsRow, 'generateOptions' | 'searchOptions' | 'useLabel' | 'useCache'>;

/** One row of settings per workspace, absent until first saved. */
export class WorkspaceSettingsRepository {
  private readonly byWorkspace;

  constructor(private readonly db: Db) {
    this.byWorkspace = db
      .select()
      .from(workspaceSettings)
      .where(eq(workspaceSettings.workspaceId, sql.placeholder('workspaceId')))
      .prepare();
  }

  find(workspaceId: string): WorkspaceSettingsRow | undefined {
    return this.byWorkspace.get({ workspaceId });
  }

  save(workspaceId: string, values: WorkspaceSettingsValues): void {
    const row = { ...values, updatedAt: new Date().toISOString() };
    this.db
      .insert(workspaceSettings)
      .values({ workspaceId, ...row })
      .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: row })
      .run();
  }
}
