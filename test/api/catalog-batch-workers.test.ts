import t from 'tap';
import { WorkerPool } from '../../server/lib/worker-pool.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { startServer } from '../helpers/server.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// docs/decisions.md: a worker that throws, exits, runs out of memory or hangs on a chunk → its products
// are retried one by one, the culprit is recorded failed (and refunded) after two tries, the pool is
// back to full size, the run finishes.
const FLAKY = new URL('../fixtures/flaky-enrich-chunk.ts', import.meta.url).href;
const THREADS = 2;

const N = 60;
const MARKERS: Record<number, string> = { 5: 'THROW', 30: 'EXIT', 40: 'OOM', 55: 'HANG' };
const names = Array.from({ length: N }, (_, i) => `Vase ${MARKERS[i] ?? ''} ${i}`.replace('  ', ' '));
const mapping = [
  { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
  { source_column: 'Height', dest_property: 'Height', batch_action: 'EXTRACT', type: 'integer', expected_unit: 'cm' },
  { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
];

t.test('a worker that throws, exits, runs out of memory or hangs: products retried alone, run done, pool whole', async (t) => {
  // The real pool, whose enrich-chunk task is the flaky fixture (everything else unchanged).
  const pool = new WorkerPool({ threads: THREADS, maxPerOwner: THREADS * 4, maxOldGenerationSizeMb: 128, taskFiles: { 'enrich-chunk': FLAKY }, onError: () => {} });
  // Threads started and the task file loaded, so the short task timeout below only bounds the work.
  const plain = { plans: [], sources: {}, products: [{ Name: 'ok' }] };
  await Promise.all(Array.from({ length: THREADS * 2 }, () => pool.run('enrich-chunk', plain)));
  const server = await startServer(t, { overrides: { pool, runner: { taskTimeoutMs: 1500 } } });
  const api = await signedIn(server.url, server.admin);
  const upload = await api.upload('/api/file/my_drive', fileForm('vases.csv', csv([['Name', 'Brand', 'Height'], ...names.map((n, i) => [n, 'Verre', `${20 + i} cm`])])));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Vases',
    about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Height'], categories: [], price: [], others: [] },
    ownFormatMapping: mapping,
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'], brand: ['Brand'] },
  });

  const { app } = server;
  const started = Date.now();
  const { body: run } = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: config.body.name,
    input_filename: upload.body.name,
    destination: [{ type: 'own_format', value: null }],
  });
  await app.batchRunner.idle();
  t.comment(`finished in ${Date.now() - started} ms`);

  t.equal((await api.send('GET', `/api/catalog/batch/${run.id}`)).body.status, 'done', 'the run finishes');
  const products = await app.batches.batches.products(run.id);
  const failed = products.filter((p) => p.status === 'failed');
  t.same(
    failed.map((p) => [p.rowIndex, p.attempts]),
    Object.keys(MARKERS).map((i) => [Number(i), 2]),
    'only the culprits fail, after two tries',
  );
  t.equal(failed.find((p) => p.rowIndex === 5)?.error, 'worker_failed', 'a throw');
  t.equal(failed.find((p) => p.rowIndex === 55)?.error, 'worker_timeout', 'a hang');
  t.equal(failed.find((p) => p.rowIndex === 30)?.error, 'worker_failed', 'an exit');
  // A thread filling its heap may pass the task's 1.5 s before the limit ends it on a loaded machine: either way it fails alone.
  t.match(failed.find((p) => p.rowIndex === 40)?.error, /^worker_(failed|timeout)$/, 'out of memory');
  // Their chunk-mates were retried alone and succeeded on their second try.
  const mate = products.find((p) => p.rowIndex === 6);
  t.match(mate, { status: 'done', attempts: 2 });
  const values = (await api.get(`/api/catalog/batch/${run.id}/values?offset=5&limit=2`)).body;
  t.match(values.rows, [
    { product: 5, state: 'failed', cells: { Name: { status: 'failed', error: 'worker_failed' }, Title: { status: 'failed', error: 'worker_failed' } } },
    { product: 6, state: 'done', cells: { Name: { value: 'Vase 6' }, Height: { value: 26 }, Title: { value: 'Verre Vase 6' } } },
  ]);
  // The first chunk, the thrower's, holds at least rows 0–5 (chunks are 5 to 25 products): each was tried again alone.
  t.ok(products.filter((p) => p.rowIndex < 5).every((p) => p.status === 'done' && p.attempts === 2));
  const ledger = (await ledgerByKind(app.store, run.id)).map(({ kind, total }) => ({ kind, total }));
  t.same(ledger, [
    { kind: 'debit', total: -N * 2 },
    { kind: 'refund', total: 4 * 2 },
  ]);

  // Every dead or terminated thread was replaced: the pool runs THREADS tasks side by side again.
  const results = await Promise.all(Array.from({ length: THREADS * 2 }, () => pool.run('enrich-chunk', plain)));
  t.equal(results.length, THREADS * 2);
  t.equal(pool.piscina.threads.length, THREADS, 'the pool is back to full size');
});
