import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import t from 'tap';
import WebSocket from 'ws';
import { refreshTokens } from '../../db/schema.ts';
import type { ServerEvent } from '../../domain/events.ts';
import { login, request } from '../helpers/api.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
t.before(async () => {
  server = await startServer(t);
});

const wsUrl = (token?: string) => `${server.url.replace('http', 'ws')}/api/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** Opens a socket; resolves with it once open, or with the HTTP status that refused the upgrade. */
function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

function nextMessage(socket: WebSocket): Promise<ServerEvent> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

t.test('a socket without a token, with a bad token, or from a foreign origin is refused', async (t) => {
  t.equal(await connect(wsUrl()), 401);
  t.equal(await connect(wsUrl('not-a-token')), 401);
  const tokens = await login(server.url, server.admin);
  t.equal(await connect(wsUrl(tokens.access_token), { origin: 'https://evil.example' }), 403);
  await request(`${server.url}/api/auth/logout`, { json: { refresh_token: tokens.refresh_token } });
  t.equal(await connect(wsUrl(tokens.access_token)), 401, 'a signed-out session cannot open a socket');
});

t.test('events reach only the sockets of their workspace', async (t) => {
  const other = await server.addUser('stranger@example.com');
  const mine = await connect(wsUrl((await login(server.url, server.admin)).access_token), { origin: server.url });
  const theirs = await connect(wsUrl((await login(server.url, other)).access_token));
  if (typeof mine === 'number' || typeof theirs === 'number') throw new Error('socket refused');
  t.teardown(() => {
    mine.close();
    theirs.close();
  });
  const me = await request(`${server.url}/api/auth/me`, { token: (await login(server.url, server.admin)).access_token });
  const strangersMessages: unknown[] = [];
  theirs.on('message', (data) => strangersMessages.push(String(data)));

  const received = nextMessage(mine);
  server.app.events.publish(me.body.workspace.id, { type: 'notifications.count', count: 3, gaps: 0 });
  t.same(await received, { type: 'notifications.count', count: 3, gaps: 0 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.same(strangersMessages, [], 'the other workspace heard nothing');
});

t.test('the socket closes when its access token expires', async (t) => {
  const tokens = await login(server.url, server.admin);
  const secret = server.app.config.jwtSecret ?? fs.readFileSync(`${server.dataDir}/jwt-secret`, 'utf8').trim();
  const [header, payload] = tokens.access_token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) + 2 };
  const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const shortLived = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  const socket = await connect(wsUrl(shortLived));
  if (typeof socket === 'number') throw new Error(`refused with ${socket}`);
  t.equal(await closed(socket), 4001);
});

t.test('the socket closes when its session is signed out or revoked for a reused refresh token', async (t) => {
  const signedOut = await login(server.url, server.admin);
  const first = await connect(wsUrl(signedOut.access_token));
  if (typeof first === 'number') throw new Error(`refused with ${first}`);
  const firstClosed = closed(first);
  await request(`${server.url}/api/auth/logout`, { json: { refresh_token: signedOut.refresh_token } });
  t.equal(await firstClosed, 4001, 'logout closes the socket at once');

  const reused = await login(server.url, server.admin);
  const second = await connect(wsUrl(reused.access_token));
  if (typeof second === 'number') throw new Error(`refused with ${second}`);
  const secondClosed = closed(second);
  await request(`${server.url}/api/auth/refresh`, { json: { refresh_token: reused.refresh_token } });
  // Presented again after the 10 s grace of its rotation (backdated here): theft.
  const tokenHash = createHash('sha256').update(reused.refresh_token).digest('hex');
  await server.app.store.run((db) =>
    db
      .update(refreshTokens)
      .set({ usedAt: Date.now() - 11_000 })
      .where(eq(refreshTokens.tokenHash, tokenHash)),
  );
  await request(`${server.url}/api/auth/refresh`, { json: { refresh_token: reused.refresh_token } });
  t.equal(await secondClosed, 4001, 'a reused refresh token revokes the session and closes its socket');
});
