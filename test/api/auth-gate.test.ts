import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import t from 'tap';
import app from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

/**
 * The auth gate decides on the route the router matched, deny by default: every registered /api
 * route, called without a token — by its own path and by encoded, doubled-slash and case-varied
 * spellings of it — answers 401 (or 404, or the web client's page, when the spelling matches no
 * API route); no handler runs.
 */

const PUBLIC = new Set(['POST /api/auth/login', 'POST /api/auth/refresh', 'POST /api/auth/logout', 'GET /api/healthcheck', 'GET /api/openapi.json']);
/** The API's description for people: its page and files hold no data. */
const isApiDocs = (name: string) => name.startsWith('GET /api/docs');
const ID = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

t.test('every /api route refuses a request without a token, however its path is spelled', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-gate-'));
  const server = Fastify({ logger: false, routerOptions: { maxParamLength: 500 } });
  const routes: RouteOptions[] = [];
  server.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await server.register(app, { config: loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', CLIENT_DIR: path.resolve('dist/client') }) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const address = server.server.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

  const api = routes.filter((route) => route.url.startsWith('/api'));
  t.ok(api.length >= 40, `${api.length} API routes registered`);
  let checked = 0;
  for (const route of api) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    for (const method of methods) {
      const name = `${method} ${route.url.replace(/\/$/, '')}`;
      if (PUBLIC.has(name) || isApiDocs(name)) {
        t.equal(route.config?.public, true, `${name} is public by its route options`);
        continue;
      }
      const url = route.url.replace(/:[^/]+/g, ID);
      const spellings = [url, url.replace('/api', '/%61pi'), url.replace('/api', '/%61%70%69'), `/${url}`, url.replace('/api', '/API'), url.replace(/\//g, '//')];
      for (const [index, spelling] of spellings.entries()) {
        const withBody = method !== 'GET' && method !== 'DELETE';
        const response = await fetch(`${base}${spelling}`, { method, headers: withBody ? { 'content-type': 'application/json' } : {}, body: withBody ? '{}' : undefined, redirect: 'manual' });
        // A spelling no API route matches may get the web client's page (GET), never an API answer.
        const clientPage = index > 0 && response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
        const expected = index === 0 ? [401] : [401, 404];
        t.ok(expected.includes(response.status) || clientPage, `${method} ${spelling}: ${response.status}`);
        checked++;
      }
    }
  }
  t.ok(checked > 200, `${checked} requests`);
});

t.test('access tokens: an expiry is required, and the workspace is the user row’s', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const claims = JSON.parse(Buffer.from(api.tokens.access_token.split('.')[1] as string, 'base64url').toString());
  const noExpiry = server.app.jwt.sign({ sub: claims.sub, ws: claims.ws, sid: claims.sid }, { noTimestamp: true });
  const refused = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${noExpiry}` } });
  t.equal(refused.status, 401, 'a token without exp is refused');
  t.equal((await api.get('/api/auth/me')).status, 200, 'the real token works');

  // A token minted for another workspace than its user's acts in the user's own workspace.
  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  const otherClaims = JSON.parse(Buffer.from(other.tokens.access_token.split('.')[1] as string, 'base64url').toString());
  const created = await other.send('POST', '/api/value-list', { name: 'Eve colours', values: [{ code: 'R', label: 'Red' }] });
  t.equal(created.status, 201);
  const forged = server.app.jwt.sign({ sub: claims.sub, ws: otherClaims.ws, sid: claims.sid }, { expiresIn: 60 });
  const lists = await fetch(`${server.url}/api/value-list`, { headers: { authorization: `Bearer ${forged}` } }).then((response) => response.json() as Promise<{ name: string }[]>);
  t.notOk(
    lists.some((list) => list.name === 'Eve colours'),
    "the token's ws claim does not open another workspace",
  );
});
