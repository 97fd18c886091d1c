import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbStore } from '../../db/client.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import { ApiKeysRepository } from '../repositories/api-keys.repository.ts';
import type { AccessClaims } from './auth.service.ts';
import { ApiKeyThrottle } from './login-throttle.ts';

/** What every key starts with, so people and secret scanners recognise one. */
export const API_KEY_PREFIX = 'fiche_';

/** A key's first characters, kept and shown to tell keys apart: `fiche_` and six more. */
const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 6);

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

export interface OperatorApiKeyView extends ApiKeyView {
  owner_id: string;
  /** The owner's e-mail. */
  owner: string;
  /** The name of the owner's workspace, where the key acts. */
  workspace: string;
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
 * shown once; wrong ones are throttled per address and key prefix, apart from sign-ins.
 */
export class ApiKeysService {
  private readonly keys: ApiKeysRepository;

  constructor(
    store: DbStore,
    private readonly throttle = new ApiKeyThrottle(),
  ) {
    this.keys = new ApiKeysRepository(store);
  }

  async create(userId: string, name: string): Promise<ApiKeyView & { key: string }> {
    const key = `${API_KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
    const row = await this.keys.insert({ id: randomUUID(), userId, name: name.trim(), prefix: prefixOf(key), keyHash: hashOf(key) });
    return { ...viewOf(row), key };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await this.keys.listActive(userId)).map(viewOf);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.keys.revoke(userId, id))) throw notFound();
  }

  /** Every active key of the instance with its owner and workspace, for the operator (CLI `apikey:list`). */
  async listAll(): Promise<OperatorApiKeyView[]> {
    return (await this.keys.listAllActive()).map((row) => ({ ...viewOf(row), owner_id: row.userId, owner: row.owner, workspace: row.workspace }));
  }

  /** The claims a key acts with; unknown or revoked → 401, and the attempt counts for its address and prefix. */
  async authenticate(key: string, address: string): Promise<AccessClaims> {
    const prefix = prefixOf(key);
    if (!this.throttle.begin(prefix, address)) throw new ApiError('too_many_requests');
    const found = await this.keys.findActive(hashOf(key));
    if (!found) throw new ApiError('unauthorized');
    this.throttle.succeeded(prefix, address);
    const now = Date.now();
    if (!found.lastUsedAt || now - Date.parse(found.lastUsedAt) > TOUCH_INTERVAL_MS) await this.keys.touch(found.id, new Date(now).toISOString());
    return { sub: found.userId, ws: found.workspaceId, sid: `api-key:${found.id}` };
  }
}
