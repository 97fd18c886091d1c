import path from 'node:path';
import { MIN_CONNECTIONS } from './cluster/connections.ts';

export type AssistantProvider = 'local' | 'openai';
export type SearchProvider = 'none' | 'searxng';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of the SQLite file in DATA_DIR, and cluster mode (docs/deployment.md). */
  databaseUrl: string | undefined;
  /** DATABASE_CONNECTIONS (10): the most PostgreSQL connections this process opens (server/cluster/connections.ts). */
  databaseConnections: number;
  /** FICHE_ROLE: `web` serves HTTP and the WebSocket, `worker` runs batch jobs, `all` both. */
  role: 'all' | 'web' | 'worker';
  /** FICHE_JOB_EXPIRE_SECONDS (600): the longest a batch job may take; a lost worker's jobs go to another when their lease runs out (run-jobs.ts). */
  jobExpireSeconds: number;
  /** FICHE_WORKER_JOBS (4): batch jobs a worker process takes at once. */
  workerJobs: number;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  workers: number | undefined;
  /** WARM_WORKERS (2): worker threads started with the server, each loading its role's tasks ahead; 0 starts threads on the first task. */
  warmWorkers: number;
  assistantProvider: AssistantProvider;
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  assistantModel: string;
  assistantConcurrency: number;
  searchProvider: SearchProvider;
  searxngUrl: string | undefined;
  /** SEARCH_TIMEOUT_SECONDS (8): one product's search, its pages fetched included. */
  searchTimeoutMs: number;
  allowPrivateFetch: boolean;
  /** Host names web search may fetch pages from (and their subdomains); empty: any public host. */
  allowedHosts: string[];
  /** SERVER_HOSTS: the host names the web server answers to, besides loopback (against DNS rebinding); empty: any. */
  serverHosts: string[];
  /** Fastify's trustProxy: false (client address from the socket), true, trusted proxy addresses, or a hop test. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** UPLOAD_IDLE_SECONDS (30) and UPLOAD_BODY_SECONDS (120): a pause in, and the whole of, an upload's body. */
  uploadTimeouts: { idleMs: number; bodyMs: number };
  /** STORAGE_QUOTA_MB (1024): what a workspace's uploads (files and their analyses) may take, in bytes. */
  storageQuotaBytes: number;
  /** WEBHOOK_TIMEOUT_SECONDS (10): the whole of one webhook delivery attempt, from connecting to the answer's status. */
  webhookTimeoutMs: number;
  defaultCredits: number;
  logLevel: string;
  clientDir: string;
}

/** Monthly credits of a new workspace's plan when DEFAULT_CREDITS is not set. */
export const DEFAULT_CREDITS = 10000;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * TRUST_PROXY: unset or 'false' → the socket's address is the client's (X-Forwarded-For ignored, so
 * it cannot dodge the per-address sign-in limit); 'true' → every proxy trusted; a number → that many
 * hops; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(entry))) throw new ConfigError(`TRUST_PROXY must be true, a number of hops or proxy addresses separated by commas (got "${raw}")`);
  return entries;
}

/** A comma-separated list of host names ('shop.example, docs.example'), lower case. */
function hostList(env: Env, key: string): string[] {
  const hosts = (env[key] ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host));
  if (bad) throw new ConfigError(`${key} must list host names separated by commas (got "${bad}")`);
  return hosts;
}

function integer(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

function optional(env: Env, key: string): string | undefined {
  const raw = env[key];
  return raw === undefined || raw === '' ? undefined : raw;
}

function url(env: Env, key: string): string | undefined {
  const raw = optional(env, key);
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be a URL (got "${raw}")`);
  }
  return raw;
}

function postgresUrl(env: Env, key: string): string | undefined {
  const raw = url(env, key);
  if (raw !== undefined && !/^postgres(ql)?:$/.test(new URL(raw).protocol)) throw new ConfigError(`${key} must be a postgres:// URL`);
  return raw;
}

/** Reads and checks the environment once, at start; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const config: Config = {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: postgresUrl(env, 'DATABASE_URL'),
    databaseConnections: integer(env, 'DATABASE_CONNECTIONS', 10, MIN_CONNECTIONS, 1000),
    role: oneOf(env, 'FICHE_ROLE', ['all', 'web', 'worker'] as const, 'all'),
    jobExpireSeconds: integer(env, 'FICHE_JOB_EXPIRE_SECONDS', 600, 5, 86_400),
    workerJobs: integer(env, 'FICHE_WORKER_JOBS', 4, 1, 64),
    jwtSecret: optional(env, 'JWT_SECRET'),
    adminEmail: optional(env, 'ADMIN_EMAIL'),
    adminPassword: optional(env, 'ADMIN_PASSWORD'),
    workers: env.WORKERS ? integer(env, 'WORKERS', 1, 1, 64) : undefined,
    warmWorkers: integer(env, 'WARM_WORKERS', 2, 0, 64),
    assistantProvider: oneOf(env, 'ASSISTANT_PROVIDER', ['local', 'openai'] as const, 'local'),
    openaiBaseUrl: url(env, 'OPENAI_BASE_URL'),
    openaiApiKey: optional(env, 'OPENAI_API_KEY'),
    assistantModel: optional(env, 'ASSISTANT_MODEL') ?? 'gpt-4o-mini',
    assistantConcurrency: integer(env, 'ASSISTANT_CONCURRENCY', 8, 1, 256),
    searchProvider: oneOf(env, 'SEARCH_PROVIDER', ['none', 'searxng'] as const, 'none'),
    searxngUrl: url(env, 'SEARXNG_URL'),
    searchTimeoutMs: integer(env, 'SEARCH_TIMEOUT_SECONDS', 8, 1, 120) * 1000,
    allowPrivateFetch: env.ALLOW_PRIVATE_FETCH === '1',
    allowedHosts: hostList(env, 'ALLOWED_HOSTS'),
    serverHosts: hostList(env, 'SERVER_HOSTS'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    uploadTimeouts: {
      idleMs: integer(env, 'UPLOAD_IDLE_SECONDS', 30, 1, 3600) * 1000,
      bodyMs: integer(env, 'UPLOAD_BODY_SECONDS', 120, 1, 3600) * 1000,
    },
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
    storageQuotaBytes: integer(env, 'STORAGE_QUOTA_MB', 1024, 1, 10_000_000) * 1024 * 1024,
    defaultCredits: integer(env, 'DEFAULT_CREDITS', DEFAULT_CREDITS, 0, 1_000_000_000),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    clientDir: path.resolve(optional(env, 'CLIENT_DIR') ?? 'dist/client'),
  };
  if (config.role !== 'all' && !config.databaseUrl) {
    throw new ConfigError(`FICHE_ROLE=${config.role} needs DATABASE_URL: web and worker processes share a PostgreSQL database`);
  }
  if (config.databaseUrl && config.jwtSecret === undefined) {
    throw new ConfigError('DATABASE_URL needs JWT_SECRET (at least 32 characters): every Fiche process must sign sessions alike');
  }
  if (config.jwtSecret !== undefined && config.jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  if (config.assistantProvider === 'openai' && !config.openaiBaseUrl && !config.openaiApiKey) {
    throw new ConfigError('ASSISTANT_PROVIDER=openai needs OPENAI_BASE_URL or OPENAI_API_KEY');
  }
  if (config.searchProvider === 'searxng' && !config.searxngUrl) {
    throw new ConfigError('SEARCH_PROVIDER=searxng needs SEARXNG_URL');
  }
  if ((config.adminEmail === undefined) !== (config.adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  return config;
}
