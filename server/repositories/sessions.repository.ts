import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type Session = typeof sessions.$inferSelect;

/** Sign-in sessions and the rotated refresh tokens of each. */
export class SessionsRepository {
  private readonly activeById;

  constructor(private readonly db: Db) {
    this.activeById = db
      .select({ workspaceId: users.workspaceId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare();
  }

  /** The workspace of the session's user while the session stands; undefined once signed out, revoked or expired. */
  activeWorkspace(id: string, userId: string, now: number): string | undefined {
    return this.activeById.get({ id, userId, now })?.workspaceId;
  }

  create(session: { id: string; userId: string; expiresAt: number }): void {
    this.db.insert(sessions).values(session).run();
  }

  findToken(tokenHash: string) {
    return this.db
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
      .get();
  }

  addToken(sessionId: string, tokenHash: string): void {
    this.db.insert(refreshTokens).values({ sessionId, tokenHash }).run();
  }

  /** Marks a token used; false when another request used it first. */
  consumeToken(tokenHash: string, now: number): boolean {
    const result = this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .run();
    return result.changes === 1;
  }

  extend(id: string, expiresAt: number): void {
    this.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
  }

  revoke(id: string, now: number): void {
    this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .run();
  }

  revokeAllOfUser(userId: string, now: number): void {
    this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .run();
  }
}
