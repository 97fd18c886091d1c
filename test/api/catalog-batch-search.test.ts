import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import type { ValuesPage } from '../../domain/values.ts';
import { startServer } from '../helpers/server.ts';
import { valuesOf } from '../helpers/values.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// EXTRACT falls back to web search (SearXNG's JSON API, then the result pages) when the row lacks the
// value, honouring the template's whitelist/blacklist; the engine down leaves the row-only values.
const names = ['Oak table', 'Pine table', 'Ash table'];
const file = csv([['Name', 'Brand', 'Colour'], ...names.map((name) => [name, 'Bois', 'Brown'])]);

/** One handler on two loopback hosts (two "sites"): /search is SearXNG, /p/<site>/<slug> a product page. */
async function web() {
  const fetched: string[] = [];
  const queries: string[] = [];
  let ports: { a: number; b: number } = { a: 0, b: 0 };
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/search') {
      queries.push(url.searchParams.get('q') ?? '');
      t.equal(url.searchParams.get('format'), 'json');
      const slug = encodeURIComponent(url.searchParams.get('q') ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          results: [
            { url: `http://127.0.0.2:${ports.b}/p/b/${slug}`, title: 'B', content: 'snippet' },
            { url: `http://127.0.0.1:${ports.a}/p/a/${slug}`, title: 'A', content: 'snippet' },
          ],
        }),
      );
      return;
    }
    fetched.push(`${req.headers.host}${url.pathname}`);
    const site = url.pathname.split('/')[2];
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><body><h1>Table</h1><script>var weight = "99 kg";</script><p>Weight: ${site === 'a' ? '3,5 kg' : '9 kg'}</p></body></html>`);
  };
  const a = http.createServer(handler);
  const b = http.createServer(handler);
  await new Promise<void>((resolve) => a.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => b.listen(0, '127.0.0.2', resolve));
  ports = { a: (a.address() as AddressInfo).port, b: (b.address() as AddressInfo).port };
  return {
    url: `http://127.0.0.1:${ports.a}`,
    fetched,
    queries,
    close: () => Promise.all([new Promise((r) => a.close(r)), new Promise((r) => b.close(r))]),
  };
}

const template = (label: string, search: { whitelist?: string[]; blacklist?: string[] }) => ({
  label,
  about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Colour'], categories: [], price: [], others: [] },
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'Weight', dest_property: 'Weight (g)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'g' },
    { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Name'], brand: ['Brand'] },
  search_options: search,
});

async function runWith(server: Awaited<ReturnType<typeof startServer>>, search: { whitelist?: string[]; blacklist?: string[] }, label: string) {
  const api = await signedIn(server.url, server.admin);
  const upload = await api.upload('/api/file/my_drive', fileForm('tables.csv', file));
  const created = await api.send('POST', '/api/catalog/config', template(label, search));
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    nb_products_found: names.length,
    destination: [{ type: 'own_format', value: null }],
  });
  await server.app.batchRunner.idle();
  const run = (await api.get(`/api/catalog/batch/poll/${started.body.id}`)).body;
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${started.body.id}/values`)).body;
  return { status: run.status as string, outputs: await valuesOf(api, started.body.id), weights: page.rows.map((row) => row.cells['Weight (g)']) };
}

t.test('searxng: row first, then search pages honouring blacklist and whitelist; engine down → row only', async (t) => {
  const site = await web();
  t.teardown(site.close);
  const server = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: site.url, ALLOW_PRIVATE_FETCH: '1' } });

  const blacklisted = await runWith(server, { blacklist: ['127.0.0.2'] }, 'Blacklist');
  t.equal(blacklisted.status, 'done');
  t.same(
    blacklisted.outputs,
    names.map((name) => ({ Name: name, 'Weight (g)': 3500, Colour: 'Brown' })),
    'the weight comes from the allowed page (scripts ignored); the colour from the row',
  );
  t.same(
    site.queries,
    names.map((name) => `Bois ${name}`),
    'one search per product, by brand and name',
  );
  t.match(
    blacklisted.weights,
    names.map((name) => ({ status: 'ok', source: { kind: 'web', url: new RegExp(`^http://127\\.0\\.0\\.1:\\d+/p/a/${encodeURIComponent(`Bois ${name}`)}$`), quote: 'Weight: 3,5 kg' } })),
    'a web value names its page and the sentence it was read in',
  );
  t.notOk(
    site.fetched.some((page) => page.startsWith('127.0.0.2')),
    'the blacklisted site is never fetched',
  );

  site.fetched.length = 0;
  const whitelisted = await runWith(server, { whitelist: ['127.0.0.2'] }, 'Whitelist');
  t.same(
    whitelisted.outputs.map((o) => o['Weight (g)']),
    names.map(() => 9000),
    'only the whitelisted site is used',
  );
  t.ok(site.fetched.length > 0 && site.fetched.every((page) => page.startsWith('127.0.0.2')));

  const down = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'http://127.0.0.1:9/', ALLOW_PRIVATE_FETCH: '1' } });
  const rowOnly = await runWith(down, {}, 'Down');
  const searchDown = { code: 'search_unavailable', says: { key: 'search_unavailable', params: { field: 'Weight (g)', error: 'search_unavailable' } } };
  t.equal(rowOnly.status, 'done', 'the run finishes with the engine down');
  t.same(
    rowOnly.outputs,
    names.map((name) => ({ Name: name, 'Weight (g)': null, Colour: 'Brown' })),
  );
  t.same(
    rowOnly.weights,
    names.map(() => ({ value: null, status: 'failed', source: null, error: 'search_unavailable', reason: searchDown })),
    'the cells search could not fill are failed, not empty, and say so',
  );
});

t.test('without ALLOW_PRIVATE_FETCH the loopback pages are refused', async (t) => {
  const site = await web();
  t.teardown(site.close);
  const server = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: site.url } });
  const result = await runWith(server, {}, 'Private');
  t.equal(result.status, 'done');
  t.same(site.fetched, [], 'no page fetched');
  // The result snippets stand in for refused pages; they hold no weight.
  t.same(
    result.outputs.map((o) => o['Weight (g)']),
    names.map(() => null),
  );
});
