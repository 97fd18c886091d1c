/**
 * The request wrapper against a real HTTP server on loopback that rotates
 * refresh tokens like the API does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { createRequester, type TokenStorage } from '../../../../../client/src/api/request.ts';
import { ApiError } from '../../../../../client/src/lib/errors.ts';

class MemoryStorage implements TokenStorage {
  map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

interface Backend {
  url: string;
  validAccess: string;
  validRefresh: string;
  refreshCalls: number;
  seen: { path: string; auth: string | undefined; body: string; type: string | undefined }[];
  /** Runs before a 401 answer to a protected route (another tab refreshing meanwhile). */
  on401?: () => void;
  refuseRefresh: boolean;
}

async function startBackend(t: Test): Promise<Backend> {
  let generation = 0;
  const backend: Backend = {
    url: '',
    validAccess: 'access-0',
    validRefresh: 'refresh-0',
    refreshCalls: 0,
    seen: [],
    refuseRefresh: false,
  };
  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      backend.seen.push({ path, auth: req.headers.authorization, body, type: req.headers['content-type'] });
      if (path === '/api/auth/refresh') {
        backend.refreshCalls += 1;
        const { refresh_token } = JSON.parse(body) as { refresh_token: string };
        if (backend.refuseRefresh || refresh_token !== backend.validRefresh) {
          return send(res, 401, { detail: { error_code: 'refresh_token_failed', error_message: 'Please log in again.' } });
        }
        generation += 1;
        backend.validAccess = `access-${generation}`;
        backend.validRefresh = `refresh-${generation}`;
        // A little latency so concurrent callers overlap.
        setTimeout(() => send(res, 200, { access_token: backend.validAccess, refresh_token: backend.validRefresh, token_type: 'bearer' }), 20);
        return;
      }
      if (path === '/api/auth/login') {
        if (body.includes('password=right')) {
          return send(res, 200, { access_token: backend.validAccess, refresh_token: backend.validRefresh, token_type: 'bearer' });
        }
        return send(res, 401, { detail: { error_code: 'login_failed', error_message: 'Incorrect email or password.' } });
      }
      if (req.headers.authorization !== `Bearer ${backend.validAccess}`) {
        backend.on401?.();
        return send(res, 401, { detail: { error_code: 'unauthorized', error_message: 'no' } });
      }
      if (path.startsWith('/api/thing')) return send(res, 200, { ok: true, path });
      if (path === '/api/empty') return send(res, 204);
      return send(res, 404, { detail: { error_code: 'not_found', error_message: 'The requested resource was not found.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return backend;
}

function setup(backend: Backend, tokens: { access?: string; refresh?: string } = {}) {
  const storage = new MemoryStorage();
  if (tokens.access) storage.setItem('access_token', tokens.access);
  if (tokens.refresh) storage.setItem('refresh_token', tokens.refresh);
  let ended = 0;
  const lockNames: string[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  const api = createRequester({
    fetch,
    storage,
    baseUrl: backend.url,
    onSessionEnded: () => {
      ended += 1;
    },
    locks: () => ({
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        lockNames.push(name);
        const result = chain.then(callback);
        chain = result.catch(() => undefined);
        return result;
      },
    }),
  });
  return { api, storage, ended: () => ended, lockNames };
}

t.test('sends the bearer token and reads JSON, query and 204', async (t) => {
  const backend = await startBackend(t);
  const { api } = setup(backend, { access: 'access-0', refresh: 'refresh-0' });
  t.same(await api.request('/api/thing', { query: { a: 1, b: undefined, c: 'x y' } }), {
    ok: true,
    path: '/api/thing?a=1&c=x+y',
  });
  t.equal(backend.seen[0]?.auth, 'Bearer access-0');
  t.equal(await api.request('/api/empty', { method: 'DELETE' }), undefined);
  await t.rejects(api.request('/api/missing'), { code: 'not_found', status: 404 });
});

t.test('login is form-encoded, has no bearer and is not refreshed on 401', async (t) => {
  const backend = await startBackend(t);
  const { api } = setup(backend, { access: 'stale', refresh: 'refresh-0' });
  await t.rejects(api.request('/api/auth/login', { form: { username: 'a@b.c', password: 'wrong' }, auth: false }), {
    code: 'login_failed',
  });
  t.equal(backend.seen[0]?.type, 'application/x-www-form-urlencoded;charset=UTF-8');
  t.equal(backend.seen[0]?.auth, undefined);
  t.equal(backend.refreshCalls, 0);
});

t.test('a 401 refreshes once, stores the rotated pair and retries', async (t) => {
  const backend = await startBackend(t);
  const { api, storage, lockNames } = setup(backend, { access: 'expired', refresh: 'refresh-0' });
  t.same(await api.request('/api/thing'), { ok: true, path: '/api/thing' });
  t.equal(backend.refreshCalls, 1);
  t.equal(storage.getItem('access_token'), 'access-1');
  t.equal(storage.getItem('refresh_token'), 'refresh-1', 'the rotated refresh token is kept');
  t.same(lockNames, ['fiche-refresh'], 'refresh runs under the cross-tab lock');
});

t.test('concurrent 401s share one refresh', async (t) => {
  const backend = await startBackend(t);
  const { api } = setup(backend, { access: 'expired', refresh: 'refresh-0' });
  const results = await Promise.all(Array.from({ length: 6 }, (_, i) => api.request(`/api/thing/${i}`)));
  t.equal(results.length, 6);
  t.equal(backend.refreshCalls, 1);
});

t.test('tokens rotated by another tab are used without refreshing again', async (t) => {
  const backend = await startBackend(t);
  const { api, storage } = setup(backend, { access: 'expired', refresh: 'refresh-0' });
  // Another tab refreshed while our request was in flight.
  backend.validAccess = 'access-other-tab';
  backend.validRefresh = 'refresh-other-tab';
  backend.on401 = () => {
    storage.setItem('access_token', 'access-other-tab');
    storage.setItem('refresh_token', 'refresh-other-tab');
  };
  t.same(await api.request('/api/thing'), { ok: true, path: '/api/thing' });
  t.equal(backend.refreshCalls, 0, 'no second refresh (which would reuse a rotated token)');
});

t.test('a refused refresh removes the tokens and ends the session', async (t) => {
  const backend = await startBackend(t);
  backend.refuseRefresh = true;
  const { api, storage, ended } = setup(backend, { access: 'expired', refresh: 'revoked' });
  const error = await api.request('/api/thing').catch((e: unknown) => e);
  t.ok(error instanceof ApiError);
  t.match(error, { code: 'refresh_token_failed', status: 401 });
  t.equal(storage.getItem('access_token'), null);
  t.equal(storage.getItem('refresh_token'), null);
  t.equal(ended(), 1);
});

t.test('a missing refresh token gives session_expired', async (t) => {
  const backend = await startBackend(t);
  const { api, ended } = setup(backend, { access: 'expired' });
  await t.rejects(api.request('/api/thing'), { code: 'session_expired', status: 401 });
  t.equal(backend.refreshCalls, 0);
  t.equal(ended(), 1);
});

t.test('an unreachable server gives network_error', async (t) => {
  const backend = await startBackend(t);
  const { api } = setup({ ...backend, url: 'http://127.0.0.1:9' }, { access: 'a', refresh: 'r' });
  await t.rejects(api.request('/api/thing'), { code: 'network_error', status: 0 });
});
