import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** API keys; a user reads and revokes only their own. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  insert(key: typeof apiKeys.$inferInsert): ApiKeyRow {
    return this.db.insert(apiKeys).values(key).returning().get();
  }

  listActive(userId: string): ApiKeyRow[] {
    return this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt))
      .all();
  }

  revoke(userId: string, id: string): boolean {
    const result = this.db
      .update(apiKeys)
      .set({ revokedAt: new Date().toISOString() })
      .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .run();
    return result.changes > 0;
  }

  /** An active key by its hash, with its user's current workspace. */
  findActive(keyHash: string): { id: string; userId: string; workspaceId: string; lastUsedAt: string | null } | undefined {
    return this.db
      .select({ id: apiKeys.id, userId: apiKeys.userId, workspaceId: users.workspaceId, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
      .get();
  }

  touch(id: string, at: string): void {
    this.db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id)).run();
  }
}
