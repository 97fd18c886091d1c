import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DbStore } from '../../db/client.ts';
import type { TokenPair } from '../../domain/user.ts';
import { ApiError } from '../lib/api-error.ts';
import { SessionsRepository } from '../repositories/sessions.repository.ts';
import { normaliseEmail, type User, UsersRepository } from '../repositories/users.repository.ts';
import { LoginThrottle } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long after a refresh token is rotated presenting it again answers its successor once more
 * (two tabs or two retries refreshing at once) rather than counting as theft.
 */
export const REFRESH_GRACE_MS = 10_000;

/** What an access token carries: the user, their workspace and the session it belongs to. */
export interface AccessClaims {
  sub: string;
  ws: string;
  sid: string;
}

export type SignAccessToken = (claims: AccessClaims) => string;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class AuthService {
  private readonly revokedListeners = new Set<(sessionId: string) => void>();
  private readonly users: UsersRepository;
  private readonly sessions: SessionsRepository;
  /** Sign-in attempts (API keys have their own, in ApiKeysService). */
  private readonly throttle = new LoginThrottle();

  /**
   * `successorKey`: a server secret (the JWT secret, the same on every process) from which each
   * refresh token's successor is derived, so a rotated token presented again within the grace can
   * be answered the same successor although only token hashes are stored.
   */
  constructor(
    private readonly store: DbStore,
    private readonly signAccessToken: SignAccessToken,
    private readonly successorKey: string,
  ) {
    this.users = new UsersRepository(store);
    this.sessions = new SessionsRepository(store);
  }

  async login(email: string, password: string, address: string): Promise<TokenPair> {
    const account = normaliseEmail(email);
    const attempt = this.throttle.begin(account, address);
    if (!attempt) throw new ApiError('too_many_requests');
    const user = await this.users.findByEmail(account);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !valid) throw new ApiError('login_failed');
    attempt.succeeded();
    const sessionId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await this.store.transaction(async () => {
      await this.sessions.create({ id: sessionId, userId: user.id, expiresAt: Date.now() + SESSION_TTL_MS });
      await this.sessions.addToken(sessionId, hashToken(refreshToken));
    });
    return this.pair(user, sessionId, refreshToken);
  }

  /**
   * Rotates a refresh token. Presenting one already used answers the same successor again within
   * REFRESH_GRACE_MS of its rotation; later, it is taken for a stolen token and revokes its whole
   * session (the token family).
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = Date.now();
    const tokenHash = hashToken(refreshToken);
    const next = this.successorOf(refreshToken);
    const user = await this.store.transaction(async () => {
      const found = await this.sessions.findToken(tokenHash);
      if (!found || found.revokedAt !== null || found.expiresAt <= now) return undefined;
      if (await this.sessions.consumeToken(tokenHash, now)) {
        await this.sessions.addToken(found.sessionId, hashToken(next));
        await this.sessions.extend(found.sessionId, now + SESSION_TTL_MS);
      } else if (!(await this.withinGrace(tokenHash, found.sessionId, hashToken(next), now))) {
        await this.revoke(found.sessionId, now);
        return undefined;
      }
      const owner = await this.users.findById(found.userId);
      return owner && { owner, sessionId: found.sessionId };
    });
    if (!user) throw new ApiError('refresh_token_failed');
    return this.pair(user.owner, user.sessionId, next);
  }

  /** A used token rotated at most REFRESH_GRACE_MS ago (read again: a parallel refresh may just have used it), whose successor is in its session. */
  private async withinGrace(tokenHash: string, sessionId: string, successorHash: string, now: number): Promise<boolean> {
    const usedAt = (await this.sessions.findToken(tokenHash))?.usedAt;
    if (usedAt == null || now - usedAt > REFRESH_GRACE_MS) return false;
    return (await this.sessions.findToken(successorHash))?.sessionId === sessionId;
  }

  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(`refresh-successor:${refreshToken}`).digest('base64url');
  }

  async logout(refreshToken: string): Promise<void> {
    const found = await this.sessions.findToken(hashToken(refreshToken));
    if (found) await this.revoke(found.sessionId, Date.now());
  }

  /** Called with the id of every session this process signs out or revokes (open sockets close at once). */
  onRevoked(listener: (sessionId: string) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  private async revoke(sessionId: string, now: number): Promise<void> {
    await this.sessions.revoke(sessionId, now);
    for (const listener of this.revokedListeners) listener(sessionId);
  }

  /**
   * The workspace an access token acts in: its user's, read from the user row (a token's `ws` claim
   * is not trusted once the user has moved), while the session stands; undefined otherwise.
   */
  async sessionWorkspace(claims: AccessClaims): Promise<string | undefined> {
    return this.sessions.activeWorkspace(claims.sid, claims.sub, Date.now());
  }

  private pair(user: User, sessionId: string, refreshToken: string): TokenPair {
    const access_token = this.signAccessToken({ sub: user.id, ws: user.workspaceId, sid: sessionId });
    return { access_token, refresh_token: refreshToken, token_type: 'bearer' };
  }
}
