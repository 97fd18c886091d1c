import t from 'tap';
import { request } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

t.test('healthcheck answers without a token', async (t) => {
  const server = await startServer();
  t.teardown(server.close);
  const response = await request(`${server.url}/api/healthcheck`);
  t.equal(response.status, 200);
  t.same(response.body, { status: 'ok' });
});

t.test('unknown /api routes answer the error envelope', async (t) => {
  const server = await startServer();
  t.teardown(server.close);
  const response = await request(`${server.url}/api/no/such/route`);
  t.equal(response.status, 404);
  t.same(response.body, { detail: { error_code: 'not_found', error_message: 'The requested resource was not found.' } });
});

t.test('pages fall back to the client, but a missing asset is a 404', async (t) => {
  const server = await startServer();
  t.teardown(server.close);
  const asset = await request(`${server.url}/assets/index-from-an-older-build.js`);
  t.equal(asset.status, 404);
  const page = await request(`${server.url}/catalog-templates/edit/anything`);
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /text\/html/);
});
