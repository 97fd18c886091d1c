import http from 'node:http';
import t from 'tap';
import { request } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

t.test('healthcheck answers without a token', async (t) => {
  const server = await startServer(t);
  const response = await request(`${server.url}/api/healthcheck`);
  t.equal(response.status, 200);
  t.same(response.body, { status: 'ok' });
});

t.test('unknown /api routes answer the error envelope', async (t) => {
  const server = await startServer(t);
  const response = await request(`${server.url}/api/no/such/route`);
  t.equal(response.status, 404);
  t.same(response.body, { detail: { error_code: 'not_found', error_message: 'The requested resource was not found.' } });
});

t.test('pages fall back to the client, but a missing asset is a 404', async (t) => {
  const server = await startServer(t);
  const asset = await request(`${server.url}/assets/index-from-an-older-build.js`);
  t.equal(asset.status, 404);
  const page = await request(`${server.url}/catalog-templates/edit/anything`);
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /text\/html/);
});

t.test('built assets are cached for good, pages never', async (t) => {
  const server = await startServer(t);
  const page = await request(`${server.url}/home`);
  t.equal(page.headers.get('cache-control'), 'no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(String(page.body))?.[1];
  if (!script) throw new Error('the page names no script');
  const asset = await request(`${server.url}${script}`);
  t.equal(asset.status, 200);
  t.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const icon = await request(`${server.url}/favicon.svg`);
  t.equal(icon.status, 200);
  t.equal(icon.headers.get('cache-control'), 'no-cache', 'a file outside assets/ is revalidated');
});

t.test('with SERVER_HOSTS, another Host name reaches nothing (DNS rebinding); loopback still does', async (t) => {
  const server = await startServer(t, { env: { SERVER_HOSTS: 'fiche.example.com' } });
  const { port } = new URL(server.url);
  const asHost = (host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/healthcheck', headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
  const refused = await asHost('attacker.example:3000');
  t.equal(refused.status, 421);
  t.match(JSON.parse(refused.body), { detail: { error_code: 'host_not_allowed' } });
  t.equal((await asHost('fiche.example.com')).status, 200, 'the name it serves');
  t.equal((await asHost(`localhost:${port}`)).status, 200, 'a check on the machine itself');
  t.equal((await request(`${server.url}/api/healthcheck`)).status, 200, 'its loopback address');
});

t.test('finding 4: behind TRUST_PROXY, X-Forwarded-Host does not pass SERVER_HOSTS; the Host header is checked', async (t) => {
  const server = await startServer(t, { env: { SERVER_HOSTS: 'fiche.example.com', TRUST_PROXY: '127.0.0.1' } });
  const { port } = new URL(server.url);
  const status = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/healthcheck', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });
  t.equal(await status({ host: 'attacker.example', 'x-forwarded-host': 'fiche.example.com' }), 421, 'a forwarded name does not stand for the Host');
  t.equal(await status({ host: 'fiche.example.com', 'x-forwarded-host': 'attacker.example' }), 200, 'the Host served, whatever the forwarded name');
  t.equal(await status({ host: `[::1]:${port}` }), 200, 'an IPv6 loopback Host with its port');
});
