/**
 * The one request wrapper (docs/product.md Session). Every call carries the bearer
 * access token; a 401 triggers one token refresh and one retry. The refresh is
 * single-flight within the tab (one shared promise) and across tabs (a Web Lock,
 * plus a look at storage: if another tab already rotated the tokens, we only
 * retry). A failed refresh removes the tokens and ends the session.
 */
import type { TokenPair } from '../../../domain/user.ts';
import { ApiError, parseErrorBody } from '../lib/errors.ts';

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
const REFRESH_LOCK = 'fiche-refresh';

export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RequestDeps {
  fetch: typeof fetch;
  storage: TokenStorage;
  /** navigator.locks where the browser has it. */
  locks?: () => Locks | undefined;
  baseUrl?: string;
  /** Called when the session ends because the tokens are gone or refused. */
  onSessionEnded?: () => void;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: string;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** A multipart body. */
  formData?: FormData;
  query?: Query;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /** Bearer header and refresh on 401 (default true). Login and refresh set false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** How to read a successful answer (default json; 204 and empty bodies give undefined). */
  responseType?: 'json' | 'blob';
}

interface SentTokens {
  access: string | null;
  refresh: string | null;
}

export function createRequester(deps: RequestDeps) {
  const { storage } = deps;
  const base = deps.baseUrl ?? '';
  let inflight: Promise<void> | null = null;

  function storeTokens(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): void {
    storage.setItem(ACCESS_TOKEN_KEY, pair.access_token);
    storage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
  }

  function clearTokens(): void {
    storage.removeItem(ACCESS_TOKEN_KEY);
    storage.removeItem(REFRESH_TOKEN_KEY);
  }

  function endSession(): void {
    clearTokens();
    deps.onSessionEnded?.();
  }

  function url(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  }

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    } else if (options.formData) {
      body = options.formData;
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await deps.fetch(url(path, options.query), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'network_error');
    }
  }

  async function readBody(res: Response): Promise<unknown> {
    const raw = await res.text().catch(() => '');
    if (!raw) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }

  /** Refreshes unless the stored tokens already differ from those the failed request used. */
  async function refreshIfStale(sent: SentTokens): Promise<void> {
    const current = storage.getItem(REFRESH_TOKEN_KEY);
    if (!current) {
      endSession();
      throw new ApiError(401, 'session_expired');
    }
    if (current !== sent.refresh || storage.getItem(ACCESS_TOKEN_KEY) !== sent.access) return;
    const res = await send('/api/auth/refresh', { json: { refresh_token: current } }, null);
    if (res.ok) {
      storeTokens((await res.json()) as TokenPair);
      return;
    }
    const error = parseErrorBody(res.status, await readBody(res));
    // A tab without Web Locks may have rotated the tokens meanwhile: use its tokens.
    if (storage.getItem(REFRESH_TOKEN_KEY) !== current) return;
    if (res.status >= 500) throw error;
    endSession();
    throw new ApiError(res.status, 'refresh_token_failed', error.serverMessage);
  }

  function refreshOnce(sent: SentTokens): Promise<void> {
    if (!inflight) {
      const locks = deps.locks?.();
      const run = () => refreshIfStale(sent);
      inflight = (locks ? locks.request(REFRESH_LOCK, run) : run()).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  async function decode<T>(res: Response, responseType: RequestOptions['responseType']): Promise<T> {
    if (responseType === 'blob') return (await res.blob()) as T;
    if (res.status === 204) return undefined as T;
    return (await readBody(res)) as T;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? true;
    const sent: SentTokens = {
      access: storage.getItem(ACCESS_TOKEN_KEY),
      refresh: storage.getItem(REFRESH_TOKEN_KEY),
    };
    let res = await send(path, options, auth ? sent.access : null);
    if (res.status === 401 && auth) {
      await refreshOnce(sent);
      res = await send(path, options, storage.getItem(ACCESS_TOKEN_KEY));
    }
    if (!res.ok) throw parseErrorBody(res.status, await readBody(res));
    return decode<T>(res, options.responseType);
  }

  return {
    request,
    storeTokens,
    clearTokens,
    accessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
  };
}

const sessionEndedListeners = new Set<() => void>();

/** Subscribes to the end of the session (refresh refused, tokens missing). */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

const browser = createRequester({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  },
  locks: () => (typeof navigator !== 'undefined' ? (navigator.locks as Locks | undefined) : undefined),
  onSessionEnded: () => {
    for (const listener of sessionEndedListeners) listener();
  },
});

export const { request, storeTokens, clearTokens, accessToken, refreshToken } = browser;
