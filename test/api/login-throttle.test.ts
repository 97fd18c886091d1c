import http from 'node:http';
import t from 'tap';
import { request, signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

/** POST /api/auth/login from a loopback address, or as forwarded for another; its status. */
function signIn(url: string, username: string, password: string, from: { localAddress?: string; forwardedFor?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams({ username, password }).toString();
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
    const call = http.request(`${url}/api/auth/login`, { method: 'POST', localAddress: from.localAddress ?? '127.0.0.1', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end(body);
  });
}

t.test('finding 6: wrong passwords slow down their account from their address, never the account from another', async (t) => {
  const server = await startServer(t);
  const { email, password } = server.admin;
  const statuses = await Promise.all(Array.from({ length: 20 }, () => signIn(server.url, email, 'wrong password')));
  t.ok(
    statuses.every((status) => status === 401 || status === 429),
    'each answer is 401 or 429',
  );
  t.ok(statuses.filter((status) => status === 401).length <= 5, 'at most five tries are checked at once');
  t.equal(await signIn(server.url, email, password), 429, 'this address waits, even with the right password');
  t.equal(await signIn(server.url, email, password, { localAddress: '127.0.0.2' }), 200, 'from another address the owner signs in');
});

t.test('finding 6: guessing from many addresses slows the account down, but its owner signs in from an address they used', async (t) => {
  const server = await startServer(t, { env: { TRUST_PROXY: '127.0.0.1' } });
  const { email, password } = server.admin;
  t.equal(await signIn(server.url, email, password, { forwardedFor: '198.51.100.7' }), 200, 'the owner signs in from home');
  const guesses: number[] = [];
  for (let i = 0; i < 25; i++) guesses.push(await signIn(server.url, email, `guess ${i}`, { forwardedFor: `203.0.113.${i + 1}` }));
  const checked = guesses.filter((status) => status === 401).length;
  t.ok(checked >= 10 && checked <= 15, `ten guesses are free, then they wait (${checked} of 25 checked)`);
  t.equal(guesses.at(-1), 429, 'a new address waits behind the account');
  t.equal(await signIn(server.url, email, password, { forwardedFor: '192.0.2.99' }), 429, 'so does the right password from a new address, for a moment');
  t.equal(await signIn(server.url, email, password, { forwardedFor: '198.51.100.7' }), 200, 'the owner’s own address is not held');
});

t.test('wrong passwords over many accounts slow their address down: another address still signs in', async (t) => {
  const server = await startServer(t);
  const other = await server.addUser('other@example.com');
  for (let i = 0; i < 10; i++) {
    await request(`${server.url}/api/auth/login`, {
      body: new URLSearchParams({ username: `nobody${i}@example.com`, password: 'wrong password' }),
    });
  }
  // Same loopback address: its ten failures make it wait, so the other account is refused…
  const sameAddress = await request(`${server.url}/api/auth/login`, {
    body: new URLSearchParams({ username: other.email, password: other.password }),
  });
  t.equal(sameAddress.status, 429);
  // …while from another loopback address it is not.
  t.equal(await signIn(server.url, other.email, other.password, { localAddress: '127.0.0.2' }), 200);
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
  await Promise.all(Array.from({ length: 10 }, (_, i) => request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: `nobody${i}@example.com`, password: 'wrong password' }) })));
  const signIn = await request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: server.admin.email, password: server.admin.password }) });
  t.equal(signIn.status, 429, 'the address is locked for sign-ins…');
  t.equal(await meWithKey(server.url, key), 200, '…not for a real key');

  const wrong = [];
  for (let i = 0; i < 10; i++) wrong.push(await meWithKey(server.url, `${key.slice(0, 12)}${'y'.repeat(34)}${i}`));
  t.same(wrong, Array(10).fill(401));
  t.equal(await meWithKey(server.url, key), 429, "ten wrong keys with the real key's prefix lock that prefix from this address");
  t.equal(await meWithKey(server.url, key, '127.0.0.2'), 200, 'and from another address the key still works');
});
