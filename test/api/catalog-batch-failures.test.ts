import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import t from 'tap';
import { BatchValuesRepository } from '../../server/repositories/batch-values.repository.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { openAiServer } from '../helpers/openai-server.ts';
import { startServer } from '../helpers/server.ts';
import { startRun } from '../helpers/template-run.ts';

// Some products' generated copy fails at the assistant (500s, empty answers): the run finishes `done`,
// the failed cell (not its product) is recorded with its reason and refunded exactly once, the
// product's other values are kept; a call is tried a bounded number of times.
const N = 20;
const isBroken = (i: number) => i === 3 || i === 11;
const isEmpty = (i: number) => i === 7;
const names = Array.from({ length: N }, (_, i) => (isBroken(i) ? `Lamp BROKEN ${i}` : isEmpty(i) ? `Lamp EMPTY ${i}` : `Lamp ${i}`));
const file = csv([['Name', 'Brand', 'Weight', 'Colour'], ...names.map((name, i) => [name, 'Lux', `${i + 1} kg`, 'Black'])]);
const mapping = [
  { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
  { source_column: 'Weight', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'integer', expected_unit: 'kg' },
  { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE' },
];
const template = (label: string, format: 'csv' | 'xlsx') => ({
  label,
  about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Weight', 'Colour'], categories: [], price: [], others: [] },
  ownFormatMapping: mapping,
  outputFileFormat: format === 'csv' ? { file_format: 'csv', delimiter: ',' } : { file_format: 'xlsx' },
  source_fields: { product_name: ['Name'], brand: ['Brand'] },
});
const PAID_FIELDS = 2;
const UNREACHABLE = 'The assistant could not be reached for Short; run the cell again later.';
const UNUSABLE = 'The assistant gave an answer for Short that could not be used; run the cell again.';
const ATTEMPTS_PER_CALL = 4; // OpenAiAssistant's default maxAttempts

t.test('failed cells: run done, refunds exact, other values kept, Error column and Errors sheet', async (t) => {
  const calls = new Map<string, number>();
  const llm = await openAiServer({
    reply: (body) => {
      const name = names.find((n) => body.messages[1]?.content.includes(`"${n}"`)) ?? '?';
      calls.set(name, (calls.get(name) ?? 0) + 1);
      if (name.includes('BROKEN')) return { status: 500, message: 'upstream key sk-live-SECRET123 rejected' };
      if (name.includes('EMPTY')) return { content: '   ' };
      return { content: JSON.stringify({ Short: `The ${name} by Lux comes in black and weighs ${names.indexOf(name) + 1} kg.` }) };
    },
  });
  t.teardown(llm.close);
  const server = await startServer(t, { env: { ASSISTANT_PROVIDER: 'openai', OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'k' } });
  const api = await signedIn(server.url, server.admin);
  // Two runs of the same work side by side: the cache would let the second reuse the first's cells.
  const settings = (await api.get('/api/workspace')).body;
  await api.send('PUT', '/api/workspace', { ...settings, use_cache: false });
  const upload = await api.upload('/api/file/my_drive', fileForm('lamps.csv', file));
  const runs: Record<'csv' | 'xlsx', string> = { csv: '', xlsx: '' };
  for (const format of ['csv', 'xlsx'] as const) {
    const created = await api.send('POST', '/api/catalog/config', template(`Lamps ${format}`, format));
    runs[format] = await startRun(api, created.body.name, upload.body.name, N);
  }
  await server.app.batchRunner.idle();

  const failedCount = names.filter((n) => n.includes('BROKEN') || n.includes('EMPTY')).length;
  for (const [format, id] of Object.entries(runs)) {
    const run = (await api.get(`/api/catalog/batch/poll/${id}`)).body;
    t.equal(run.status, 'done', `${format}: the run finishes done`);
    const [debit, refund] = await ledgerByKind(server.app.store, id);
    t.same(debit, { kind: 'debit', n: 1, total: -N * PAID_FIELDS }, `${format}: one debit`);
    // Products that finish together are recorded together, with one refund for their failed cells.
    t.match(refund, { kind: 'refund', total: failedCount }, `${format}: a credit back for each failed cell`);
    t.ok(refund && refund.n >= 1 && refund.n <= failedCount, `${format}: in at most one refund per failed cell`);
    const products = await server.app.batches.batches.products(id);
    t.ok(
      products.every((p) => p.status === 'done' && p.attempts === 1),
      `${format}: every product done, tried once`,
    );
    const failed = (await api.get(`/api/catalog/batch/${id}/values?status=failed`)).body;
    t.same(
      failed.rows.map((row: { product: number; cells: Record<string, { status: string; error?: string }> }) => [row.product, row.cells.Short?.error, row.cells.Weight?.status]),
      names.flatMap((_, i) => (isBroken(i) ? [[i, 'assistant_unavailable', 'ok']] : isEmpty(i) ? [[i, 'assistant_bad_answer', 'ok']] : [])),
      `${format}: the failed cells with their reason; the rows' other values kept`,
    );
  }
  for (const name of names.filter((n) => n.includes('BROKEN') || n.includes('EMPTY'))) {
    t.equal(calls.get(name), 2 * ATTEMPTS_PER_CALL, `${name}: 2 runs × bounded call attempts`);
  }

  const download = async (id: string, kind: 'csv' | 'xlsx') => {
    const run = (await api.get(`/api/catalog/batch/poll/${id}`)).body;
    const result = run.results.find((r: { name: string }) => r.name.endsWith(`.${kind}`));
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(result.name)}`, {
      headers: { authorization: `Bearer ${api.tokens.access_token}` },
    });
    return Buffer.from(await response.arrayBuffer());
  };
  const csvBytes = await download(runs.csv, 'csv');
  t.notMatch(csvBytes.toString('utf8'), /SECRET123|upstream key/, "the provider's own text is never in an output");
  for (const id of Object.values(runs)) t.notMatch(JSON.stringify((await api.get(`/api/catalog/batch/${id}`)).body), /SECRET123/, 'nor in an API answer');
  const records: Record<string, string>[] = parse(csvBytes, { columns: true, bom: true });
  t.same(Object.keys(records[0] ?? {}), ['Name', 'Weight', 'Short', 'Error']);
  records.forEach((record, i) => {
    if (isBroken(i)) t.same(record, { Name: names[i], Weight: String(i + 1), Short: '', Error: UNREACHABLE }, `row ${i}: its reason, in a sentence`);
    else if (isEmpty(i)) t.same(record, { Name: names[i], Weight: String(i + 1), Short: '', Error: UNUSABLE });
    else t.same(record, { Name: names[i], Weight: String(i + 1), Short: `The ${names[i]} by Lux comes in black and weighs ${i + 1} kg.`, Error: '' });
  });

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await download(runs.xlsx, 'xlsx')).buffer);
  t.equal(book.getWorksheet('Products')?.rowCount, N + 1);
  const errors = book.getWorksheet('Errors');
  t.ok(errors, 'an Errors sheet');
  const rows = [] as unknown[][];
  errors?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  t.same(rows[0], ['Row', 'Error']);
  t.same(
    rows.slice(1).map((r) => r[0]),
    names.flatMap((n, i) => (n.includes('BROKEN') || n.includes('EMPTY') ? [i + 1] : [])),
  );
  t.equal(String(rows[1]?.[1]), UNREACHABLE);
});

t.test('output files that cannot be written: the run ends in error and is refunded whole', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const upload = await api.upload('/api/file/my_drive', fileForm('lamps.csv', file));
  const created = await api.send('POST', '/api/catalog/config', { ...template('Lamps local', 'csv'), ownFormatMapping: mapping.slice(0, 2) });
  // Where the run's files would go is taken by a plain file: every write fails.
  const results = `${server.dataDir}/results`;
  fs.rmSync(results, { recursive: true, force: true });
  fs.writeFileSync(results, 'not a folder');
  const id = await startRun(api, created.body.name, upload.body.name, N);
  await server.app.batchRunner.idle();
  const run = (await api.get(`/api/catalog/batch/${id}`)).body;
  t.match(run, { status: 'error', results: [] });
  t.equal(run.error, 'output_failed');
  const period = await server.app.credits.currentPeriod(JSON.parse(Buffer.from(api.tokens.access_token.split('.')[1] as string, 'base64url').toString()).ws);
  t.equal(period?.used_credits, 0, 'the whole run refunded');
});

t.test('a full disk: the run ends in error with all its credits back once writes are taken again; the next run works', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const upload = await api.upload('/api/file/my_drive', fileForm('lamps-disk.csv', file));
  const created = await api.send('POST', '/api/catalog/config', template('Lamps on a full disk', 'csv'));
  const start = async () => (await api.send('POST', '/api/catalog/batch', { catalog_config_name: created.body.name, input_filename: upload.body.name, destination: [{ type: 'own_format' }] })).body.id as string;
  // The database refuses the run's values as SQLite does on a full disk, until space is back.
  const save = BatchValuesRepository.prototype.saveMany;
  let full = true;
  let refusals = 0;
  BatchValuesRepository.prototype.saveMany = async function (this: BatchValuesRepository, ...args: Parameters<typeof save>) {
    if (full) {
      refusals += 1;
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    }
    return save.apply(this, args);
  };
  t.teardown(() => {
    BatchValuesRepository.prototype.saveMany = save;
  });
  const id = await start();
  // In cluster mode the run's first job starts when the queue hands it out: wait for the first refusal.
  for (let waited = 0; refusals < 2 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  t.not((await api.get(`/api/catalog/batch/${id}`)).body.status, 'done', 'nothing can be kept while the disk is full');
  full = false;
  await server.app.batchRunner.idle();
  const view = (await api.get(`/api/catalog/batch/${id}`)).body;
  t.same([view.status, view.error], ['error', 'output_failed'], 'the run ends in error, not in progress forever');
  const ledger = await ledgerByKind(server.app.store, id);
  t.equal(
    ledger.reduce((sum, entry) => sum + entry.total, 0),
    0,
    'every credit it took is given back',
  );
  const next = await start();
  await server.app.batchRunner.idle();
  t.equal((await api.get(`/api/catalog/batch/${next}`)).body.status, 'done', 'the next run works once space is back');
});
