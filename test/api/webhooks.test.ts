import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { WebhooksService } from '../../server/services/webhooks.service.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// Webhooks: a run's end POSTed as signed JSON to the workspace's receivers that want its event,
// retried after a failed delivery, the deliveries listed.

/** A receiver that checks signatures as a user's server would, failing its first `failures` deliveries. */
async function receiver(secretOf: () => string, failures = 0) {
  const received: { event: string; body: Record<string, unknown>; valid: boolean }[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls++;
      const header = String(req.headers['fiche-signature'] ?? '');
      const [, seconds, hex] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      const expected = createHmac('sha256', secretOf()).update(`${seconds}.${raw}`).digest();
      const valid = hex !== undefined && timingSafeEqual(Buffer.from(hex, 'hex'), expected) && Math.abs(Date.now() / 1000 - Number(seconds)) < 300;
      if (calls <= failures) {
        res.writeHead(503).end();
        return;
      }
      received.push({ event: String(req.headers['fiche-event']), body: JSON.parse(raw), valid });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fiche`, received, calls: () => calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function until(done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

t.test('a run that ends is POSTed, signed, to the webhooks that want it; a failed delivery is retried', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { retryDelaysMs: [100, 100, 100, 100], pollMs: 50 } } });
  const api = await signedIn(server.url, server.admin);
  let secret = '';
  const hook = await receiver(() => secret, 1);
  t.teardown(hook.close);
  const created = await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done', 'preview.done'] });
  t.equal(created.status, 201);
  t.match(created.body, { url: hook.url, secret: /^whsec_/, events: ['batch.done', 'preview.done'] });
  secret = created.body.secret;

  const upload = await api.upload('/api/file/my_drive', fileForm('chairs.csv', csv([['Name'], ['Oak chair'], ['Pine chair']])));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Hooked',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  const start = (extra = {}) =>
    api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format', value: null }], ...extra });
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

t.test('a receiver that never answers well: five attempts, then failed; private addresses refused by default', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { retryDelaysMs: [50, 50, 50, 50], pollMs: 30 } } });
  const api = await signedIn(server.url, server.admin);
  const hook = await receiver(() => 'x', 100);
  t.teardown(hook.close);
  const created = (await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.error', 'batch.done'] })).body;
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  server.app.webhooks.runEnded(workspace, { id: 'b', status: 'done', preview: false } as never);
  await until(() => hook.calls() >= 5);
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal(hook.calls(), 5, 'five attempts in all');
  t.match((await api.get(`/api/workspace/webhooks/${created.id}/deliveries`)).body, [{ status: 'failed', attempts: 5, last_result: 'HTTP 503' }]);

  const strict = await startServer(t, { overrides: { webhooks: { retryDelaysMs: [], pollMs: 30 } } });
  const admin = await signedIn(strict.url, strict.admin);
  const refused = (await admin.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done'] })).body;
  strict.app.webhooks.runEnded((await admin.get('/api/auth/me')).body.workspace.id, { id: 'b', status: 'done', preview: false } as never);
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.match((await admin.get(`/api/workspace/webhooks/${refused.id}/deliveries`)).body, [{ status: 'failed', last_result: 'refused address' }], 'loopback refused without ALLOW_PRIVATE_FETCH');
  t.equal(hook.calls(), 5, 'nothing reached it');

  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  t.equal((await other.get(`/api/workspace/webhooks/${created.id}/deliveries`)).status, 404, "another workspace's webhook");
  t.equal((await other.send('DELETE', `/api/workspace/webhooks/${created.id}`)).status, 404);
  t.same((await other.get('/api/workspace/webhooks')).body, []);
  t.equal((await api.send('POST', '/api/workspace/webhooks', { url: 'ftp://x.example', events: ['batch.done'] })).status, 400);
  t.equal((await api.send('DELETE', `/api/workspace/webhooks/${created.id}`)).status, 204);
});

t.test('two processes on one database send each attempt once', async (t) => {
  const server = await startServer(t, { env: { ALLOW_PRIVATE_FETCH: '1' }, overrides: { webhooks: { pollMs: 60_000 } } });
  const api = await signedIn(server.url, server.admin);
  const hook = await receiver(() => 'x');
  t.teardown(hook.close);
  await api.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done'] });
  const workspace = (await api.get('/api/auth/me')).body.workspace.id;
  // A second service on the same database stands for the CLI's run beside the server.
  const beside = new WebhooksService(server.app.db, { fetch: { allowPrivate: true, allowedHosts: [] }, log: server.app.log });
  for (let i = 0; i < 5; i++) server.app.webhooks.runEnded(workspace, { id: `b${i}`, status: 'done', preview: false } as never);
  await Promise.all([server.app.webhooks.sendDue(), beside.sendDue(), server.app.webhooks.sendDue(), beside.sendDue()]);
  await until(() => hook.received.length === 5);
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal(hook.calls(), 5, 'five deliveries, each sent once');
});
