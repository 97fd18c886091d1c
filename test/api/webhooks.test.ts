import net from 'node:net';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { webhookDeliveries } from '../../db/schema.ts';
import { WebhooksService } from '../../server/services/webhooks.service.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { copyOnlyRuns, until, webhookReceiver } from '../helpers/webhooks.ts';

// Webhooks: a run's end POSTed as signed JSON to the workspace's receivers that want its event,
// retried after a failed delivery, the deliveries listed.

t.test('a run that ends is POSTed, signed, to the webhooks that want it; a failed delivery is retried', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { retryDelaysMs: [100, 100, 100, 100], pollMs: 50 } } });
  const api = await signedIn(server.url, server.admin);
  let secret = '';
  const hook = await webhookReceiver(() => secret, 1);
  t.teardown(hook.close);
  const created = await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done', 'preview.done'] });
  t.equal(created.status, 201);
  t.match(created.body, { url: hook.url, secret: /^whsec_/, events: ['batch.done', 'preview.done'] });
  secret = created.body.secret;

  const start = await copyOnlyRuns(api);
  const run = (await start()).body;
  await server.app.batchRunner.idle();
  await until(() => hook.received.length === 1);
  t.equal(hook.calls(), 2, 'the first delivery failed (503) and was retried');
  const [delivery] = hook.received;
  t.ok(delivery?.valid, 'Fiche-Signature verifies with the secret');
  t.match(delivery?.body, { id: String, event: 'batch.done', created_at: String, data: { batch: { id: run.id, status: 'done', results: [{ name: /\.csv$/ }] } } });

  const preview = (await start({ sample_size: 1 })).body;
  await server.app.batchRunner.idle();
  await until(() => hook.received.length === 2);
  t.match(hook.received[1]?.body, { event: 'preview.done', data: { batch: { id: preview.id, preview: true } } });

  const deliveries = (await api.get(`/api/workspace/webhooks/${created.body.id}/deliveries`)).body;
  t.match(deliveries, [
    { event: 'preview.done', status: 'delivered', attempts: 1, last_result: 'HTTP 204' },
    { event: 'batch.done', status: 'delivered', attempts: 2, last_result: 'HTTP 204' },
  ]);
});

t.test('the secret is answered at creation and rotation only; a rotated secret signs the next delivery at once', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  let secret = '';
  const hook = await webhookReceiver(() => secret);
  t.teardown(hook.close);
  const created = await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done'] });
  t.equal(created.status, 201);
  const first: string = created.body.secret;
  t.match(first, /^whsec_[A-Za-z0-9_-]{32}$/, 'creation answers the secret');

  const list = await api.get('/api/workspace/webhooks');
  t.same(list.body, [{ id: created.body.id, url: hook.url, events: ['batch.done'], created_at: created.body.created_at }], 'listed without its secret');
  t.notMatch(JSON.stringify(list.body), 'whsec_', 'no secret anywhere in the list');

  const rotated = await api.send('POST', `/api/workspace/webhooks/${created.body.id}/secret`);
  t.equal(rotated.status, 200);
  t.match(rotated.body, { id: created.body.id, url: hook.url, events: ['batch.done'], created_at: created.body.created_at, secret: /^whsec_[A-Za-z0-9_-]{32}$/ });
  t.not(rotated.body.secret, first, 'a new secret');
  t.notMatch(JSON.stringify((await api.get('/api/workspace/webhooks')).body), 'whsec_', 'still not listed');

  secret = rotated.body.secret;
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  await server.app.webhooks.runEnded(workspace, { id: 'b', status: 'done', preview: false } as never);
  await until(() => hook.received.length === 1);
  t.ok(hook.received[0]?.valid, 'the next delivery verifies with the new secret');
  t.notOk(hook.received[0]?.signedWith(first), 'and not with the old one');

  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  const refused = await other.send('POST', `/api/workspace/webhooks/${created.body.id}/secret`);
  t.same([refused.status, refused.body.detail?.error_code], [404, 'not_found'], "another workspace's webhook");
  t.equal((await api.send('POST', '/api/workspace/webhooks/unknown/secret')).status, 404, 'an unknown webhook');
});

t.test('finding 7: an API key cannot rotate a webhook secret (403); it may still list the webhooks', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  const created = await api.send('POST', '/api/workspace/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['batch.done'] });
  const key = (await api.send('POST', '/api/auth/api-keys', { name: 'script' })).body.key as string;
  const asKey = (method: string, path: string) => fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
  const rotated = await asKey('POST', `/api/workspace/webhooks/${created.body.id}/secret`);
  t.equal(rotated.status, 403);
  t.equal(((await rotated.json()) as { detail: { error_code: string } }).detail.error_code, 'forbidden');
  t.equal((await asKey('GET', '/api/workspace/webhooks')).status, 200, 'the key still lists them');
  t.equal((await api.send('POST', `/api/workspace/webhooks/${created.body.id}/secret`)).status, 200, 'a signed-in member rotates it');
});

t.test('a receiver that never answers well: five attempts, then failed; private addresses refused by default', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { retryDelaysMs: [50, 50, 50, 50], pollMs: 30 } } });
  const api = await signedIn(server.url, server.admin);
  const hook = await webhookReceiver(() => 'x', 100);
  t.teardown(hook.close);
  const created = (await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.error', 'batch.done'] })).body;
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  await server.app.webhooks.runEnded(workspace, { id: 'b', status: 'done', preview: false } as never);
  await until(() => hook.calls() >= 5);
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal(hook.calls(), 5, 'five attempts in all');
  t.match((await api.get(`/api/workspace/webhooks/${created.id}/deliveries`)).body, [{ status: 'failed', attempts: 5, last_result: 'HTTP 503' }]);

  const strict = await startServer(t, { overrides: { webhooks: { retryDelaysMs: [], pollMs: 30 } } });
  const admin = await signedIn(strict.url, strict.admin);
  for (const url of [hook.url, 'http://localhost:9/hook', 'http://10.1.2.3/hook', 'http://[::1]:9/hook']) {
    const refused = await admin.send('POST', '/api/workspace/webhooks', { url, events: ['batch.done'] });
    t.same([refused.status, refused.body.detail?.error_code], [400, 'webhook_address_private'], `${url}: refused at creation without ALLOW_PRIVATE_FETCH`);
  }
  t.same((await admin.get('/api/workspace/webhooks')).body, [], 'none kept');
  t.equal(hook.calls(), 5, 'nothing reached it');

  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  t.equal((await other.get(`/api/workspace/webhooks/${created.id}/deliveries`)).status, 404, "another workspace's webhook");
  t.equal((await other.send('DELETE', `/api/workspace/webhooks/${created.id}`)).status, 404);
  t.same((await other.get('/api/workspace/webhooks')).body, []);
  t.match((await api.send('POST', '/api/workspace/webhooks', { url: 'ftp://x.example', events: ['batch.done'] })).body, { detail: { error_code: 'webhook_address_invalid' } });
  t.equal((await api.send('DELETE', `/api/workspace/webhooks/${created.id}`)).status, 204);
});

t.test('two processes on one database send each attempt once', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  const hook = await webhookReceiver(() => 'x');
  t.teardown(hook.close);
  await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done'] });
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  // A second service on the same database stands for the CLI's run beside the server.
  const beside = new WebhooksService(server.app.store, { fetch: { allowPrivate: true, allowedHosts: [] }, log: server.app.log });
  for (let i = 0; i < 5; i++) await server.app.webhooks.runEnded(workspace, { id: `b${i}`, status: 'done', preview: false } as never);
  await Promise.all([server.app.webhooks.sendDue(), beside.sendDue(), server.app.webhooks.sendDue(), beside.sendDue()]);
  await until(() => hook.received.length === 5);
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal(hook.calls(), 5, 'five deliveries, each sent once');
});

/**
 * A receiver that answers a status line, then one header line every 50 ms, and never ends its
 * answer's head: no pause long enough for an idle timeout.
 */
async function tricklingReceiver() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', () => {
      socket.write('HTTP/1.1 200 OK\r\n');
      let line = 0;
      const trickle = setInterval(() => socket.write(`x-wait-${line++}: 1\r\n`), 50);
      socket.on('close', () => clearInterval(trickle));
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hooks/slow`,
    connections: () => connections,
    open: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('a receiver that trickles its answer is cut at the deadline and retried; other webhooks are sent meanwhile', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { timeoutMs: 1000, retryDelaysMs: [60_000], pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  const slow = await tricklingReceiver();
  t.teardown(slow.close);
  const fast = await webhookReceiver(() => 'x');
  t.teardown(fast.close);
  const slowHook = (await api.send('POST', '/api/workspace/webhooks', { url: slow.url, events: ['batch.done'] })).body;
  await api.send('POST', '/api/workspace/webhooks', { url: fast.url, events: ['batch.done'] });
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  await other.send('POST', '/api/workspace/webhooks', { url: fast.url, events: ['batch.done'] });
  const otherWorkspace = (await other.get('/api/auth/me')).body.workspace.id;

  const started = Date.now();
  await server.app.webhooks.runEnded(workspace, { id: 'slow', status: 'done', preview: false } as never);
  await until(() => slow.connections() === 1 && fast.received.length === 1, 2000);
  t.match(fast.received, [{ body: { data: { batch: { id: 'slow' } } } }], "the slow receiver's workspace sends its other webhook");
  await server.app.webhooks.runEnded(otherWorkspace, { id: 'other', status: 'done', preview: false } as never);
  await until(() => fast.received.length === 2, 2000);
  t.match(fast.received[1], { body: { data: { batch: { id: 'other' } } } }, "another workspace's delivery is sent while the slow one hangs");
  t.equal(slow.open(), 1, 'the slow receiver is still being waited for then');

  await until(() => slow.open() === 0, 5000);
  t.ok(Date.now() - started < 3000, 'the trickling answer is cut at the 1 s deadline');
  let deliveries: unknown[] = [];
  for (let i = 0; i < 50 && !(deliveries[0] as { last_result?: string } | undefined)?.last_result; i++, await sleep(20)) {
    deliveries = (await api.get(`/api/workspace/webhooks/${slowHook.id}/deliveries`)).body;
  }
  t.match(deliveries, [{ status: 'pending', attempts: 1, last_result: 'timed out' }], 'recorded as a failed attempt, to be retried');
});

t.test('a claimed delivery is sent by one process at a time; a claim that ran out is taken once', async (t) => {
  const webhooks = { timeoutMs: 400, retryDelaysMs: [60_000] };
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { ...webhooks, pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  const slow = await tricklingReceiver();
  t.teardown(slow.close);
  await api.send('POST', '/api/workspace/webhooks', { url: slow.url, events: ['batch.done'] });
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  // A second service on the same database stands for another process (a worker, the CLI's run).
  const beside = new WebhooksService(server.app.store, { fetch: { allowPrivate: true, allowedHosts: [] }, log: server.app.log, ...webhooks });
  t.teardown(() => beside.close());

  await server.app.webhooks.runEnded(workspace, { id: 'b', status: 'done', preview: false } as never);
  await until(() => slow.connections() === 1, 2000);
  for (let i = 0; i < 5; i++) {
    await Promise.all([beside.sendDue(), server.app.webhooks.sendDue()]);
    await sleep(20);
  }
  t.equal(slow.connections(), 1, 'not sent again while its attempt is open');
  await until(() => slow.open() === 0, 3000);
  await sleep(50);
  await Promise.all([beside.sendDue(), server.app.webhooks.sendDue()]);
  await sleep(50);
  t.equal(slow.connections(), 1, 'nor once it was cut, before its retry is due');

  // The claim itself: a claimer that died leaves its claim to run out (moved to the past here).
  const [row] = await server.app.store.run((db) => db.select().from(webhookDeliveries));
  t.match(row, { attempts: 1, status: 'pending' });
  await server.app.store.run((db) =>
    db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: 1 })
      .where(eq(webhookDeliveries.id, String(row?.id))),
  );
  const claims = await Promise.all([server.app.webhooks.claim(String(row?.id), 1), beside.claim(String(row?.id), 1), beside.claim(String(row?.id), 1)]);
  t.equal(claims.filter((claim) => claim !== undefined).length, 1, 'claimed at once by several: one gets it');
  t.ok(Number(claims.find((claim) => claim !== undefined)) > Date.now() + 400, 'for longer than its attempt may take');
});
