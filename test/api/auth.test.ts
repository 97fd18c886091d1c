import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { refreshTokens } from '../../db/schema.ts';
import { login, request, signedIn } from '../helpers/api.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forgeToken(payload: object, header: object, key: string): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

function claims(accessToken: string) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
}

let server: TestServer;
t.before(async () => {
  server = await startServer(t);
});

const me = (token?: string) => request(`${server.url}/api/auth/me`, { token });
const refresh = (refresh_token: string) => request(`${server.url}/api/auth/refresh`, { json: { refresh_token } });

t.test('login with form-encoded credentials answers a token pair', async (t) => {
  const tokens = await login(server.url, server.admin);
  t.equal(tokens.token_type, 'bearer');
  t.match(tokens.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
  t.ok(tokens.refresh_token.length >= 40);
  const current = await me(tokens.access_token);
  t.equal(current.status, 200);
  t.match(current.body, { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace', language: 'en' });
  t.match(current.body.workspace, { name: 'Default' });
});

t.test('e-mail is matched whatever its case', async (t) => {
  const tokens = await login(server.url, { email: 'ADA@Example.com', password: server.admin.password });
  t.ok(tokens.access_token);
});

t.test('a wrong password and an unknown user give the same 401 login_failed', async (t) => {
  const wrong = await request(`${server.url}/api/auth/login`, {
    body: new URLSearchParams({ username: server.admin.email, password: 'nope nope nope' }),
  });
  const unknown = await request(`${server.url}/api/auth/login`, {
    body: new URLSearchParams({ username: 'nobody@example.com', password: 'nope nope nope' }),
  });
  t.equal(wrong.status, 401);
  t.same(wrong.body, unknown.body);
  t.equal(wrong.body.detail.error_code, 'login_failed');
});

t.test('login without a password is a bad request', async (t) => {
  const response = await request(`${server.url}/api/auth/login`, { body: new URLSearchParams({ username: 'a@b.c' }) });
  t.equal(response.status, 400);
  t.equal(response.body.detail.error_code, 'bad_request');
});

t.test('PUT /me changes the language and refuses any other value', async (t) => {
  const client = await signedIn(server.url, server.admin);
  const changed = await client.send('PUT', '/api/auth/me', { language: 'fr' });
  t.equal(changed.status, 200);
  t.equal(changed.body.language, 'fr');
  t.equal((await client.get('/api/auth/me')).body.language, 'fr');
  const refused = await client.send('PUT', '/api/auth/me', { language: 'de' });
  t.equal(refused.status, 400);
  t.equal(refused.body.detail.error_code, 'bad_request');
  await client.send('PUT', '/api/auth/me', { language: 'en' });
});

/** Backdates a refresh token's rotation past the grace, as if it had been used 11 s ago. */
async function rotatedLongAgo(refreshToken: string): Promise<void> {
  const tokenHash = createHash('sha256').update(refreshToken).digest('hex');
  await server.app.store.run((db) =>
    db
      .update(refreshTokens)
      .set({ usedAt: Date.now() - 11_000 })
      .where(eq(refreshTokens.tokenHash, tokenHash)),
  );
}

t.test('refresh rotates the token, and reusing a rotated one after the grace revokes the whole session', async (t) => {
  const first = await login(server.url, server.admin);
  const second = await refresh(first.refresh_token);
  t.equal(second.status, 200);
  t.not(second.body.refresh_token, first.refresh_token);
  t.equal((await me(second.body.access_token)).status, 200);

  await rotatedLongAgo(first.refresh_token);
  const reused = await refresh(first.refresh_token);
  t.equal(reused.status, 401);
  t.equal(reused.body.detail.error_code, 'refresh_token_failed');
  t.equal((await refresh(second.body.refresh_token)).status, 401, 'the newer token of the family is revoked too');
  t.equal((await me(second.body.access_token)).status, 401, 'and so is its access token');
});

t.test('two refreshes at once with one token both answer the same successor, and the session stays', async (t) => {
  const first = await login(server.url, server.admin);
  const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
  t.same(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  t.equal(answers[0].body.refresh_token, answers[1].body.refresh_token, 'one successor');
  t.not(answers[0].body.refresh_token, first.refresh_token);
  for (const answer of answers) t.equal((await me(answer.body.access_token)).status, 200, 'each access token works');
  const late = await refresh(first.refresh_token);
  t.same([late.status, late.body.refresh_token], [200, answers[0].body.refresh_token], 'within the grace, asked again: the same successor');

  const third = await refresh(answers[0].body.refresh_token);
  t.equal(third.status, 200, 'the successor rotates as usual');
  t.equal((await me(third.body.access_token)).status, 200);
});

t.test('an unknown or missing refresh token is refused', async (t) => {
  const unknown = await refresh('x'.repeat(43));
  t.equal(unknown.status, 401);
  t.equal(unknown.body.detail.error_code, 'refresh_token_failed');
  const missing = await request(`${server.url}/api/auth/refresh`, { json: {} });
  t.equal(missing.status, 400);
});

t.test('logout revokes the refresh token and the access token', async (t) => {
  const tokens = await login(server.url, server.admin);
  const out = await request(`${server.url}/api/auth/logout`, { json: { refresh_token: tokens.refresh_token } });
  t.equal(out.status, 204);
  t.equal((await me(tokens.access_token)).status, 401);
  t.equal((await refresh(tokens.refresh_token)).status, 401);
});

t.test('forged, expired and misused tokens are refused with 401', async (t) => {
  const tokens = await login(server.url, server.admin);
  const payload = claims(tokens.access_token);
  const now = Math.floor(Date.now() / 1000);
  const cases: Record<string, string> = {
    'no token': '',
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`,
    'wrong key': forgeToken(payload, { alg: 'HS256', typ: 'JWT' }, 'not the server secret at all, not at all'),
    'expired by a second': forgeToken({ ...payload, exp: now - 1 }, { alg: 'HS256', typ: 'JWT' }, 'irrelevant'),
    'refresh token as access token': tokens.refresh_token,
    'tampered payload': `${tokens.access_token.split('.')[0]}.${base64url({ ...payload, ws: 'other' })}.${tokens.access_token.split('.')[2]}`,
  };
  for (const [name, token] of Object.entries(cases)) {
    const response = await me(token || undefined);
    t.equal(response.status, 401, name);
    t.equal(response.body.detail.error_code, 'unauthorized', name);
  }
});

t.test('a token signed with the real key but expired by one second is refused', async (t) => {
  // The key the server signs with: JWT_SECRET when set (PostgreSQL), else the one it generated into DATA_DIR.
  const secret = server.app.config.jwtSecret ?? (await import('node:fs')).readFileSync(`${server.dataDir}/jwt-secret`, 'utf8').trim();
  const tokens = await login(server.url, server.admin);
  const payload = claims(tokens.access_token);
  const expired = forgeToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 }, { alg: 'HS256', typ: 'JWT' }, secret);
  const valid = forgeToken({ ...payload, exp: Math.floor(Date.now() / 1000) + 60 }, { alg: 'HS256', typ: 'JWT' }, secret);
  t.equal((await me(valid)).status, 200, 'the same token, not yet expired, passes');
  t.equal((await me(expired)).status, 401);
});

t.test('malformed JSON and oversized bodies answer the envelope', async (t) => {
  const malformed = await request(`${server.url}/api/auth/refresh`, {
    body: '{"refresh_token":',
    headers: { 'content-type': 'application/json' },
  });
  t.equal(malformed.status, 400);
  t.equal(malformed.body.detail.error_code, 'bad_request');
  const oversized = await request(`${server.url}/api/auth/refresh`, {
    body: JSON.stringify({ refresh_token: 'x'.repeat(2 * 1024 * 1024) }),
    headers: { 'content-type': 'application/json' },
  });
  t.equal(oversized.status, 413);
  t.equal(oversized.body.detail.error_code, 'payload_too_large');
});

t.test('answers carry security headers and never a stack trace', async (t) => {
  const response = await request(`${server.url}/api/healthcheck`);
  t.match(response.headers.get('content-security-policy'), /default-src 'self'/);
  t.equal(response.headers.get('x-content-type-options'), 'nosniff');
});
