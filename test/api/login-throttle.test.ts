import http from 'node:http';
import t from 'tap';
import { request, signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

t.test('ten failed sign-ins on an account lock it for five minutes, even with the right password', async (t) => {
  const server = await startServer(t);
  const attempt = (password: string) =>
    request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: server.admin.email, password }) });

  const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt('wrong password')));
  t.ok(statuses.every((r) => r.status === 401 || r.status === 429), 'each answer is 401 or 429');
  t.ok(statuses.filter((r) => r.status === 401).length <= 10, 'at most ten tries are checked');
  const locked = await attempt(server.admin.password);
  t.equal(locked.status, 429);
  t.equal(locked.body.detail.error_code, 'too_many_requests');
});

t.test('the lock is per account and per address: another account from another address still signs in', async (t) => {
  const server = await startServer(t);
  const other = await server.addUser('other@example.com');
  for (let i = 0; i < 10; i++) {
    await request(`${server.url}/api/auth/login`, {
      body: new URLSearchParams({ username: server.admin.email, password: 'wrong password' }),
    });
  }
  // Same loopback address: the address counter is full too, so the other account is refused…
  const sameAddress = await request(`${server.url}/api/auth/login`, {
    body: new URLSearchParams({ username: other.email, password: other.password }),
  });
  t.equal(sameAddress.status, 429);
  // …while from another loopback address it is not.
  const status = await new Promise<number>((resolve, reject) => {
    const body = new URLSearchParams({ username: other.email, password: other.password }).toString();
    const call = http.request(
      `${server.url}/api/auth/login`,
      { method: 'POST', localAddress: '127.0.0.2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
  t.equal(status, 200);
});

t.test('X-Forwarded-For is ignored unless TRUST_PROXY is set: rotating it does not dodge the address limit', async (t) => {
  const attempts = async (url: string, email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const answer = await request(`${url}/api/auth/login`, {
        body: new URLSearchParams({ username: `${email}${i}@example.com`, password: 'wrong password' }),
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(answer.status);
    }
    return statuses;
  };
  const direct = await startServer(t);
  t.equal((await attempts(direct.url, 'nobody', 12)).at(-1), 429, 'one address, whatever the header says');
  const proxied = await startServer(t, { env: { TRUST_PROXY: '127.0.0.1' } });
  t.notOk((await attempts(proxied.url, 'someone', 12)).includes(429), 'behind a trusted proxy, each client address counts alone');
});

/** GET /api/auth/me with an API key from a given loopback address: its status. */
function meWithKey(url: string, key: string, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = http.get(`${url}/api/auth/me`, { localAddress, headers: { authorization: `Bearer ${key}` } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
  });
}

t.test('API keys are counted apart from sign-ins, and a key prefix is locked for one address only', async (t) => {
  const server = await startServer(t);
  const key = (await (await signedIn(server.url, server.admin)).send('POST', '/api/auth/api-keys', { name: 'script' })).body.key as string;
  await Promise.all(
    Array.from({ length: 10 }, (_, i) => request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: `nobody${i}@example.com`, password: 'wrong password' }) })),
  );
  const signIn = await request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: server.admin.email, password: server.admin.password }) });
  t.equal(signIn.status, 429, 'the address is locked for sign-ins…');
  t.equal(await meWithKey(server.url, key), 200, '…not for a real key');

  const wrong = [];
  for (let i = 0; i < 10; i++) wrong.push(await meWithKey(server.url, `${key.slice(0, 12)}${'y'.repeat(34)}${i}`));
  t.same(wrong, Array(10).fill(401));
  t.equal(await meWithKey(server.url, key), 429, "ten wrong keys with the real key's prefix lock that prefix from this address");
  t.equal(await meWithKey(server.url, key, '127.0.0.2'), 200, 'and from another address the key still works');
});
