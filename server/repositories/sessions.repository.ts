import { and, eq, gt, isNull } from 'drizzle-orm';
import { affectedRows, type DbStore } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type Session = typeof sessions.$inferSelect;

/** Sign-in sessions and the rotated refresh tokens of each. */
export class SessionsRepository {
  constructor(private readonly store: DbStore) {}

  /** The workspace of the session's user while the session stands; undefined once signed out, revoked or expired. */
  async activeWorkspace(id: string, userId: string, now: number): Promise<string | undefined> {
    const [found] = await this.store.run((db) =>
      db
        .select({ workspaceId: users.workspaceId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1),
    );
    return found?.workspaceId;
  }

  async create(session: { id: string; userId: string; expiresAt: number }): Promise<void> {
    await this.store.run((db) => db.insert(sessions).values(session));
  }

  async findToken(tokenHash: string) {
    const [found] = await this.store.run((db) =>
      db
        .select({
          tokenHash: refreshTokens.tokenHash,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(refreshTokens.sessionId, sessions.id))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1),
    );
    return found;
  }

  async addToken(sessionId: string, tokenHash: string): Promise<void> {
    await this.store.run((db) => db.insert(refreshTokens).values({ sessionId, tokenHash }));
  }

  /** Marks a token used; false when another request used it first. */
  async consumeToken(tokenHash: string, now: number): Promise<boolean> {
    const result = await this.store.run((db) =>
      db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt))),
    );
    return affectedRows(result) === 1;
  }

  async extend(id: string, expiresAt: number): Promise<void> {
    await this.store.run((db) => db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)));
  }

  async revoke(id: string, now: number): Promise<void> {
    await this.store.run((db) =>
      db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt))),
    );
  }

  async revokeAllOfUser(userId: string, now: number): Promise<void> {
    await this.store.run((db) =>
      db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    );
  }
}
