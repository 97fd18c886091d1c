/**
 * The review of a run (issue 15): 500 products × 30 output fields (10 COPY, 14 EXTRACT, 6 GENERATE),
 * offline assistant, on a server in its own process.
 *   node --import tsx bench/review.bench.ts
 * 1. Time to first cell: from the start request's answer to the first values page holding a
 *    finished product (polled every 5 ms), and the run's wall time.
 * 2. GET …/values latency (p50/p99) once the run is done: a grid block of 100 rows at a random
 *    offset, the failed-cells filter, one field, and all 500 rows.
 * 3. An edit (PATCH), which answers at once, and an edit followed by a download, which waits for
 *    the xlsx and PDF outputs to be rewritten.
 */
import fs from 'node:fs';
import { GENERATION_TOOLS } from '../domain/mapping.ts';
import { FR_HEADERS, productCsv } from '../test/fixtures/products.ts';
import { fileForm } from '../test/fixtures/upload.ts';
import { signedIn } from '../test/helpers/api.ts';
import { SPAWN_ADMIN, spawnServer } from '../test/helpers/process.ts';
import { printTable } from './lib.ts';

const N = 500;
const SAMPLES = 200;

const copies = FR_HEADERS.map((column) => ({ source_column: column, dest_property: `${column} (copie)`, batch_action: 'COPY' }));
const extracts = [
  ['Couleur', 'string', null],
  ['Taille', 'string', null],
  ['Prix (EUR)', 'float', null],
  ['Marque', 'string', null],
  ['Catégorie', 'string', null],
  ['Référence', 'string', null],
  ['EAN', 'string', null],
  ['Poids (g)', 'float', 'g'],
  ['Hauteur (cm)', 'float', 'cm'],
  ['Largeur (cm)', 'float', 'cm'],
  ['Matière', 'string', null],
  ['Prix TTC', 'float', null],
  ['Description courte', 'string', null],
  ['Garantie', 'string', null],
].map(([name, type, unit]) => ({ source_column: '', dest_property: name, batch_action: 'EXTRACT', type, expected_unit: unit }));
const generates = [...GENERATION_TOOLS, 'ac_product_title'].map((tool, i) => ({
  source_column: tool,
  dest_property: `Texte ${i + 1}`,
  batch_action: 'GENERATE',
}));
const mapping = [...copies, ...extracts, ...generates];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function timed(samples: number, call: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

const server = await spawnServer({ env: { WORKERS: '2' } });
try {
  const api = await signedIn(server.url, SPAWN_ADMIN);
  const upload = await api.upload('/api/file/my_drive', fileForm('shoes.csv', productCsv(N)));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Review bench',
    about: { identifiers: ['EAN'], contents: ['Désignation', 'Description'], attributes: ['Couleur', 'Taille', 'Marque'], categories: ['Catégorie'], price: ['Prix'], others: [] },
    ownFormatMapping: mapping,
    outputFileFormat: { file_format: 'xlsx' },
    source_fields: { product_name: ['Désignation'], brand: ['Marque'], public_identifiers: ['EAN'], description: ['Description'] },
  });
  if (config.status >= 300) throw new Error(`template refused: ${JSON.stringify(config.body)}`);
  const fields = mapping.length;

  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: config.body.name,
    input_filename: upload.body.name,
    nb_products_found: N,
    destination: [{ type: 'own_format', value: null }],
  });
  const id = started.body.id as string;
  const startedAt = performance.now();
  let firstCellMs = 0;
  for (;;) {
    const page = (await api.get(`/api/catalog/batch/${id}/values?limit=100`)).body;
    if (page.rows?.some((row: { state: string }) => row.state !== 'pending')) {
      firstCellMs = performance.now() - startedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  for (;;) {
    const run = (await api.get(`/api/catalog/batch/${id}`)).body;
    if (run.status === 'done' || run.status === 'error') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const runMs = performance.now() - startedAt;
  printTable(`Run of ${N} products × ${fields} fields (offline assistant, 2 workers)`, [
    { measure: 'time to first cell (ms)', value: Math.round(firstCellMs) },
    { measure: 'run wall time (ms)', value: Math.round(runMs) },
  ]);

  const block = await timed(SAMPLES, () => api.get(`/api/catalog/batch/${id}/values?offset=${Math.floor(Math.random() * 4) * 100}&limit=100`));
  const failed = await timed(SAMPLES, () => api.get(`/api/catalog/batch/${id}/values?status=empty&limit=100`));
  const field = await timed(SAMPLES, () => api.get(`/api/catalog/batch/${id}/values?field=Couleur&limit=100`));
  const all = await timed(50, () => api.get(`/api/catalog/batch/${id}/values?limit=500`));
  const edit = await timed(10, (i) => api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: i, field: 'Couleur', value: `Bleu ${i}` }));
  const xlsx = (await api.get(`/api/catalog/batch/${id}`)).body.results.find((result: { name: string }) => result.name.endsWith('.xlsx')).name;
  const editThenDownload = await timed(10, async (i) => {
    await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: i, field: 'Couleur', value: `Vert ${i}` });
    await api.get(`/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(xlsx)}`);
  });
  const ms = (value: number) => value.toFixed(1);
  printTable('GET /api/catalog/batch/{id}/values and PATCH, done run (ms)', [
    { request: 'block of 100 rows, random offset', p50: ms(block.p50), p99: ms(block.p99) },
    { request: 'status=empty filter, 100 rows', p50: ms(failed.p50), p99: ms(failed.p99) },
    { request: 'one field, 100 rows', p50: ms(field.p50), p99: ms(field.p99) },
    { request: 'all 500 rows', p50: ms(all.p50), p99: ms(all.p99) },
    { request: 'PATCH one cell (answers before the rewrite)', p50: ms(edit.p50), p99: ms(edit.p99) },
    { request: 'PATCH then download the xlsx (waits for the rewrite)', p50: ms(editThenDownload.p50), p99: ms(editThenDownload.p99) },
  ]);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
