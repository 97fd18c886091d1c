import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { WebhooksService } from '../../server/services/webhooks.service.ts';
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
  const refused = (await admin.send('POST', '/api/workspace/webhooks', { url: hook.url, events: ['batch.done'] })).body;
  await strict.app.webhooks.runEnded((await admin.get('/api/auth/me')).body.workspace.id, { id: 'b', status: 'done', preview: false } as never);
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.match((await admin.get(`/api/workspace/webhooks/${refused.id}/deliveries`)).body, [{ status: 'failed', last_result: 'refused address' }], 'loopback refused without ALLOW_PRIVATE_FETCH');
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
