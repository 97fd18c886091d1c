import { and, desc, eq, isNull } from 'drizzle-orm';
import { affectedRows, type DbStore } from '../../db/client.ts';
import { apiKeys, users, workspaces } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** API keys; a user reads and revokes only their own (the operator's CLI sees them all). */
export class ApiKeysRepository {
  constructor(private readonly store: DbStore) {}

  async insert(key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    return this.store.run(async (db) => (await db.insert(apiKeys).values(key).returning())[0]);
  }

  async listActive(userId: string): Promise<ApiKeyRow[]> {
    return this.store.run((db) =>
      db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt)),
    );
  }

  /** Every active key with its owner's e-mail and workspace name, newest first: for the operator. */
  async listAllActive(): Promise<(ApiKeyRow & { owner: string; workspace: string })[]> {
    const rows = await this.store.run((db) => db.select({ key: apiKeys, owner: users.email, workspace: workspaces.name }).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).innerJoin(workspaces, eq(workspaces.id, users.workspaceId)).where(isNull(apiKeys.revokedAt)).orderBy(desc(apiKeys.createdAt)));
    return rows.map((row) => ({ ...row.key, owner: row.owner, workspace: row.workspace }));
  }

  /** Revokes every active key of the user; how many. */
  async revokeAllOfUser(userId: string, at: string): Promise<number> {
    const result = await this.store.run((db) =>
      db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))),
    );
    return affectedRows(result);
  }

  async revoke(userId: string, id: string): Promise<boolean> {
    const result = await this.store.run((db) =>
      db
        .update(apiKeys)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt))),
    );
    return affectedRows(result) > 0;
  }

  /** An active key by its hash, with its user's current workspace. */
  async findActive(keyHash: string): Promise<{ id: string; userId: string; workspaceId: string; lastUsedAt: string | null } | undefined> {
    const [found] = await this.store.run((db) =>
      db
        .select({ id: apiKeys.id, userId: apiKeys.userId, workspaceId: users.workspaceId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
        .limit(1),
    );
    return found;
  }

  async touch(id: string, at: string): Promise<void> {
    await this.store.run((db) => db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id)));
  }
}
