import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbStore } from '../../db/client.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import { ApiKeysRepository } from '../repositories/api-keys.repository.ts';
import type { AccessClaims } from './auth.service.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** What every key starts with, so people and secret scanners recognise one. */
export const API_KEY_PREFIX = 'fiche_';

/** How often a key's last use is written: a busy script does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const viewOf = (row: { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null }): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt,
  last_used_at: row.lastUsedAt,
});

/**
 * API keys (docs/automation.md): a script or a PIM acts as the user who made the key, in their
 * workspace, on every route the user could use but those that change credentials or keys. A key is
 * shown once; a wrong one counts in the sign-in throttling of its address.
 */
export class ApiKeysService {
  private readonly keys: ApiKeysRepository;

  constructor(
    store: DbStore,
    private readonly throttle: LoginThrottle,
  ) {
    this.keys = new ApiKeysRepository(store);
  }

  async create(userId: string, name: string): Promise<ApiKeyView & { key: string }> {
    const key = `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
    const row = await this.keys.insert({ id: randomUUID(), userId, name: name.trim(), prefix: key.slice(0, API_KEY_PREFIX.length + 6), keyHash: hashOf(key) });
    return { ...viewOf(row), key };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await this.keys.listActive(userId)).map(viewOf);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.keys.revoke(userId, id))) throw notFound();
  }

  /** The claims a key acts with; unknown or revoked → 401, and the attempt counts against the address. */
  async authenticate(key: string, address: string): Promise<AccessClaims> {
    const throttleKey = `api-key:${key.slice(0, API_KEY_PREFIX.length + 6)}`;
    if (!this.throttle.begin(throttleKey, address)) throw new ApiError('too_many_requests');
    const found = await this.keys.findActive(hashOf(key));
    if (!found) throw new ApiError('unauthorized');
    this.throttle.succeeded(throttleKey, address);
    const now = Date.now();
    if (!found.lastUsedAt || now - Date.parse(found.lastUsedAt) > TOUCH_INTERVAL_MS) await this.keys.touch(found.id, new Date(now).toISOString());
    return { sub: found.userId, ws: found.workspaceId, sid: `api-key:${found.id}` };
  }
}
