/**
 * Model calls and the result cache (issue 16): 200 products × (1 COPY + 2 EXTRACT + 3 GENERATE) with
 * the openai provider on a local OpenAI-compatible endpoint answering after 100 ms, and web search on
 * a local SearXNG stand-in whose pages do not state the EXTRACT values (so the model is asked).
 *   node --import tsx bench/cache.bench.ts
 * Reports model requests and tokens per product for a first run, then the same file again: its
 * wall time, model requests and credits charged.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { csv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { openAiServer } from '../test/helpers/openai-server.ts';
import { SPAWN_ADMIN, spawnServer } from '../test/helpers/process.ts';
import { printTable } from './lib.ts';

const N = 200;
const DELAY_MS = 100;

const search = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/search') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const port = (search.address() as AddressInfo).port;
    res.end(JSON.stringify({ results: [{ url: `http://127.0.0.1:${port}/p/${encodeURIComponent(url.searchParams.get('q') ?? '')}`, content: 'snippet' }] }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<html><body><p>A handmade lamp in brushed brass, delivered assembled.</p></body></html>');
});
await new Promise<void>((resolve) => search.listen(0, '127.0.0.1', resolve));
const llm = await openAiServer({ delayMs: DELAY_MS });
const server = await spawnServer({
  env: {
    ASSISTANT_PROVIDER: 'openai',
    OPENAI_BASE_URL: llm.url,
    OPENAI_API_KEY: 'k',
    ASSISTANT_CONCURRENCY: '16',
    SEARCH_PROVIDER: 'searxng',
    SEARXNG_URL: `http://127.0.0.1:${(search.address() as AddressInfo).port}`,
    ALLOW_PRIVATE_FETCH: '1',
  },
});
try {
  const api = await signedIn(server.url, SPAWN_ADMIN);
  const rows = Array.from({ length: N }, (_, i) => [`Lamp ${i}`, 'Lux', `Brass lamp number ${i}, with a linen shade.`]);
  const upload = await api.upload('/api/file/my_drive', fileForm('lamps.csv', csv([['Name', 'Brand', 'Description'], ...rows])));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Cache bench',
    about: { identifiers: [], contents: ['Name', 'Description'], attributes: ['Brand'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: '', dest_property: 'Weight (kg)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
      { source_column: '', dest_property: 'Bulb socket', batch_action: 'EXTRACT', type: 'string' },
      { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
      { source_column: 'ac_seo_meta_description', dest_property: 'Meta', batch_action: 'GENERATE' },
    ],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'], brand: ['Brand'], description: ['Description'] },
  });
  const run = async () => {
    const calls = llm.calls();
    const started = performance.now();
    const { body } = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: config.body.name,
      input_filename: upload.body.name,
      destination: [{ type: 'own_format', value: null }],
    });
    let view = body;
    while (view.status !== 'done' && view.status !== 'error') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      view = (await api.get(`/api/catalog/batch/${body.id}`)).body;
    }
    const charged = (await api.get('/api/subscription/active')).body.used_credits;
    return { view, seconds: (performance.now() - started) / 1000, calls: llm.calls() - calls, charged };
  };
  const first = await run();
  const second = await run();
  const perProduct = (value: number) => (value / N).toFixed(1);
  printTable(`${N} products × (1 COPY + 2 EXTRACT + 3 GENERATE), openai endpoint answering after ${DELAY_MS} ms`, [
    {
      run: 'first',
      status: first.view.status,
      'wall (s)': first.seconds.toFixed(2),
      'model requests': first.calls,
      'requests / product': perProduct(first.calls),
      'prompt tokens / product': perProduct(first.view.usage.prompt_tokens),
      'completion tokens / product': perProduct(first.view.usage.completion_tokens),
      'credits charged': first.charged,
      'cached cells': first.view.cached_cells,
    },
    {
      run: 'same file again',
      status: second.view.status,
      'wall (s)': second.seconds.toFixed(2),
      'model requests': second.calls,
      'requests / product': perProduct(second.calls),
      'prompt tokens / product': perProduct(second.view.usage.prompt_tokens),
      'completion tokens / product': perProduct(second.view.usage.completion_tokens),
      'credits charged': second.charged - first.charged,
      'cached cells': second.view.cached_cells,
    },
  ]);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  await llm.close();
  search.close();
}
