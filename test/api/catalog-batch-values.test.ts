import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import t, { type Test } from 'tap';
import WebSocket from 'ws';
import { catalogBatches } from '../../db/schema.ts';
import type { ServerEvent } from '../../domain/events.ts';
import type { ValuesPage } from '../../domain/values.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerEntries } from '../helpers/ledger.ts';
import { startServer } from '../helpers/server.ts';
import { searchEngine } from '../helpers/search-engine.ts';
import { valuesOf } from '../helpers/values.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// The review of a run: every value stored with its evidence (column, value-list item, web page and
// sentence, generator, a user's edit), readable while the run works; edits rewrite every output
// file; reruns of chosen cells are charged only for the cells that succeed.
const names = ['Oak table', 'Pine table', 'Ash table', 'Elm table'];
const N = names.length;
const file = csv([['Name', 'Brand', 'Colour', 'Material'], ...names.map((name, i) => [name, 'Bois', i % 2 === 0 ? 'Rouge vif' : 'bleu', 'Chêne'])]);

const SHORT_WORDS = { min_words: 6, max_words: 20 };

async function setUp(t: Test, env: Record<string, string> = {}) {
  const engine = await searchEngine();
  t.teardown(engine.close);
  // Held searches stay held until released, however slow the machine.
  const server = await startServer(t, { env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: engine.url, ALLOW_PRIVATE_FETCH: '1', SEARCH_TIMEOUT_SECONDS: '120', ...env } });
  const api = await signedIn(server.url, server.admin);
  const list = await api.send('POST', '/api/value-list', {
    name: 'Couleurs',
    values: [
      { code: 'RED', label: 'Rouge' },
      { code: 'BLU', label: 'Bleu' },
    ],
  });
  const upload = await api.upload('/api/file/my_drive', fileForm('tables.csv', file));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Tables',
    about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Colour'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id, use_label: false },
      { source_column: 'Weight', dest_property: 'Weight (g)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'g' },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE', ...SHORT_WORDS },
    ],
    outputFileFormat: { file_format: 'xlsx' },
    source_fields: { product_name: ['Name'], brand: ['Brand'] },
  });
  const start = async () => {
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: config.body.name,
      input_filename: upload.body.name,
      nb_products_found: N,
      destination: [{ type: 'own_format', value: null }],
    });
    t.equal(started.status, 201);
    return started.body.id as string;
  };
  const values = async (id: string, query = '') => (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values${query}`)).body;
  const ledger = (id: string) => ledgerEntries(server.app.store, id);
  const download = async (id: string, extension: string) => {
    const run = (await api.get(`/api/catalog/batch/${id}`)).body;
    const result = run.results.find((r: { name: string }) => r.name.endsWith(extension));
    const response = await fetch(`${server.url}/api/file/results?catalog_id=${id}&file_name=${encodeURIComponent(result.name)}`, {
      headers: { authorization: `Bearer ${api.tokens.access_token}` },
    });
    return Buffer.from(await response.arrayBuffer());
  };
  return { engine, server, api, start, values, ledger, download };
}

/** Ledger entries summed by kind. */
function totals(entries: { kind: string; amount: number }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const entry of entries) sums[entry.kind] = (sums[entry.kind] ?? 0) + entry.amount;
  return sums;
}

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

t.test('values appear as products finish, each with its evidence; edits only once done', async (t) => {
  const { engine, server, api, start, values } = await setUp(t);
  engine.state.held = new Set(names.slice(1));
  const id = await start();

  const early = await until(
    () => values(id),
    (page) => page.rows[0]?.state === 'done',
  );
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.status, 'in_progress', 'the run is still working');
  t.equal(early.total, N);
  t.same(early.fields, ['Name', 'Colour', 'Weight (g)', 'Short']);
  t.same(
    early.rows.slice(1).map((row) => [row.state, row.cells]),
    names.slice(1).map(() => ['pending', {}]),
    'products not finished have no cells yet',
  );
  t.same(early.rows[0]?.key, 'Oak table', 'a product is named by its identifier or name');
  const first = early.rows[0]?.cells ?? {};
  t.same(first.Name, { value: 'Oak table', status: 'ok', source: { kind: 'column', column: 'Name' } });
  t.same(first.Colour, { value: 'RED', status: 'ok', source: { kind: 'value_list', column: 'Colour', list: 'Couleurs', code: 'RED', label: 'Rouge' } });
  t.match(first['Weight (g)'], { value: 3500, status: 'ok', source: { kind: 'web', url: `${engine.url}/p/Bois%20Oak%20table`, quote: 'Weight: 3,5 kg.' } });
  t.match(first.Short, { status: 'ok', source: { kind: 'generated', provider: 'local', model: null } });
  t.match(first.Short?.value, /table/i);

  const early409 = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 0, field: 'Name', value: 'x' });
  t.same([early409.status, early409.body.detail?.error_code], [409, 'conflict'], 'no edit while the run works');

  engine.release();
  await server.app.batchRunner.idle();
  const after = await values(id);
  t.ok(
    after.rows.every((row) => row.state === 'done' && Object.keys(row.cells).length === 4),
    'every cell stored',
  );
  t.same(
    after.columns.map((column) => [column.name, column.action, column.counts]),
    [
      ['Name', 'COPY', { ok: 4, empty: 0, failed: 0, edited: 0 }],
      ['Colour', 'EXTRACT', { ok: 4, empty: 0, failed: 0, edited: 0 }],
      ['Weight (g)', 'EXTRACT', { ok: 4, empty: 0, failed: 0, edited: 0 }],
      ['Short', 'GENERATE', { ok: 4, empty: 0, failed: 0, edited: 0 }],
    ],
    'each column: its action and its counts',
  );
  t.same(
    (await values(id, '?offset=1&limit=2')).rows.map((row) => row.product),
    [1, 2],
    'paged',
  );
  const one = await values(id, '?field=Colour&limit=1');
  t.same([one.total, one.fields, Object.keys(one.rows[0]?.cells ?? {})], [N, ['Colour'], ['Colour']], 'one field only');
  t.same((await values(id, '?status=failed')).total, 0);
  t.equal((await api.get(`/api/catalog/batch/${id}/values?field=Nope`)).status, 400, 'an unknown field to filter by');
});

t.test('an edit is stored as manual, rewrites every output and costs nothing', async (t) => {
  const { server, api, start, values, ledger, download } = await setUp(t);
  const id = await start();
  await server.app.batchRunner.idle();
  const charged = await ledger(id);
  const pdfBefore = await download(id, '.pdf');

  const edit = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 1, field: 'Short', value: '  Hand-written copy for the pine table.  ' });
  t.equal(edit.status, 200);
  t.match(edit.body, { value: 'Hand-written copy for the pine table.', status: 'edited', source: { kind: 'manual', user: 'Ada Lovelace', at: /^\d{4}-\d\d-\d\dT/ } });
  const weight = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 2, field: 'Weight (g)', value: '1 200,5' });
  t.same([weight.status, weight.body.value], [200, 1200.5], 'a number field takes a number, in either decimal style');
  const cleared = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 3, field: 'Colour', value: '' });
  t.match(cleared.body, { value: null, status: 'edited' }, 'a blank edit empties the cell');

  const refusals = [
    [{ product: 0, field: 'Nope', value: 'x' }, 404, 'not_found'],
    [{ product: 99, field: 'Name', value: 'x' }, 404, 'not_found'],
    [{ product: 0, field: 'Weight (g)', value: 'heavy' }, 400, 'bad_request'],
    [{ product: 0, field: 'Name' }, 400, 'bad_request'],
  ] as const;
  for (const [body, status, code] of refusals) {
    const answer = await api.send('PATCH', `/api/catalog/batch/${id}/values`, body);
    t.same([answer.status, answer.body.detail?.error_code], [status, code], JSON.stringify(body));
  }

  const page = await values(id, '?status=edited');
  t.same(
    page.rows.map((row) => row.product),
    [1, 2, 3],
    'the edited filter',
  );
  t.same((await values(id)).columns.find((column) => column.name === 'Short')?.counts, { ok: 3, empty: 0, failed: 0, edited: 1 });

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await download(id, '.xlsx')).buffer);
  const products = book.getWorksheet('Products');
  t.equal(products?.getRow(3).getCell(4).value, 'Hand-written copy for the pine table.', 'the download says the edit');
  t.equal(products?.getRow(4).getCell(3).value, 1200.5);
  t.equal(products?.getRow(5).getCell(2).value, null);
  const sources: unknown[][] = [];
  book.getWorksheet('Sources')?.eachRow((row) => {
    sources.push((row.values as unknown[]).slice(1));
  });
  t.same(sources[0], ['Product', 'Field', 'Source', 'Column or URL', 'Quote', 'Detail', 'Reason']);
  t.match(
    sources.find((row) => row[0] === 'Pine table' && row[1] === 'Short'),
    ['Pine table', 'Short', 'manual', undefined, undefined, /^Ada Lovelace, /],
  );
  t.match(
    sources.find((row) => row[0] === 'Oak table' && row[1] === 'Weight (g)'),
    ['Oak table', 'Weight (g)', 'web', /\/p\/Bois%20Oak%20table$/, 'Weight: 3,5 kg.'],
  );
  t.notSame(await download(id, '.pdf'), pdfBefore, 'the PDF is rewritten too');
  t.same(await ledger(id), charged, 'edits cost nothing');
});

t.test('rerun of failed cells: charged only for those that succeed; edited cells kept unless named', async (t) => {
  const { engine, server, api, start, values, ledger, download } = await setUp(t);
  engine.state.mode = 'down';
  const id = await start();
  await server.app.batchRunner.idle();
  const run = await values(id, '?status=failed');
  t.same(
    run.rows.map((row) => [row.product, row.cells['Weight (g)']]),
    names.map((_, i) => [i, { value: null, status: 'failed', source: null, error: 'search_unavailable', reason: { code: 'search_unavailable', says: { key: 'search_unavailable', params: { field: 'Weight (g)', error: 'search_unavailable' } } } }]),
    'the search engine down: the weights failed, the rest done',
  );
  const charged = await ledger(id);
  t.same(totals(charged), { debit: -N * 3, refund: N }, 'failed cells are refunded');

  const prediction = await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { failed_only: true });
  t.same(prediction.body, { required_credits: N, cells: N, products: N, changed_fields: [] }, 'one credit a failed cell');

  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(api.tokens.access_token)}`);
  const events: ServerEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  t.teardown(() => socket.close());

  engine.state.mode = 'up';
  engine.state.failFor = new Set(names.slice(2));
  const rerun = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { failed_only: true });
  t.same([rerun.status, rerun.body.status], [200, 'in_progress']);
  const busy = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { failed_only: true });
  t.same([busy.status, busy.body.detail?.error_code], [409, 'conflict'], 'one pass at a time');
  await server.app.batchRunner.idle();
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.status, 'done');
  const statuses = events.flatMap((event) => (event.type === 'batch.updated' && event.batch.id === id ? [event.batch.status] : []));
  t.same([statuses[0], statuses.at(-1)], ['in_progress', 'done'], 'the rerun is live like a run');

  const weights = (await values(id)).rows.map((row) => row.cells['Weight (g)']);
  t.match(weights, [{ value: 3500, status: 'ok', source: { kind: 'web' } }, { value: 3500, status: 'ok' }, { status: 'failed' }, { status: 'failed' }]);
  t.same(totals((await ledger(id)).slice(charged.length)), { debit: -N, refund: 2 }, 'the rerun charged the cells that succeeded');
  const records: Record<string, string>[] = [];
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await download(id, '.xlsx')).buffer);
  book.getWorksheet('Products')?.eachRow((row, n) => {
    if (n > 1) records.push({ weight: String((row.values as unknown[])[3] ?? '') });
  });
  t.same(records, [{ weight: '3500' }, { weight: '3500' }, { weight: '' }, { weight: '' }], 'the outputs say the rerun');

  // An edited cell stays through reruns that do not name it in both lists.
  await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 3, field: 'Short', value: 'Mine.' });
  const unnamed = await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { fields: ['Short'] });
  t.same(unnamed.body, { required_credits: 3, cells: 3, products: 3, changed_fields: [] }, 'a column rerun leaves the edited cell out');
  await api.send('POST', `/api/catalog/batch/${id}/rerun`, { fields: ['Short'] });
  await server.app.batchRunner.idle();
  t.match((await values(id, '?offset=3')).rows[0]?.cells.Short, { value: 'Mine.', status: 'edited' });
  await api.send('POST', `/api/catalog/batch/${id}/rerun`, { products: [3], fields: ['Short'] });
  await server.app.batchRunner.idle();
  t.match((await values(id, '?offset=3')).rows[0]?.cells.Short, { status: 'ok', source: { kind: 'generated' } }, 'named in both lists, it is re-run');

  const nothing = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { products: [0, 1], failed_only: true });
  t.same([nothing.status, nothing.body.detail?.error_code], [400, 'bad_request'], 'no failed cell there');
  const unknown = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { fields: ['Nope'] });
  t.equal(unknown.status, 400);

  const [batch] = await server.app.store.run((db) => db.select({ ws: catalogBatches.workspaceId }).from(catalogBatches).where(eq(catalogBatches.id, id)).limit(1));
  await server.app.credits.setPlan(batch?.ws as string, { creditsPerPeriod: 0, frequency: 'MONTHLY', startDate: '2020-01-01', endDate: null });
  const poor = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { failed_only: true });
  t.same([poor.status, poor.body.detail?.error_code], [409, 'insufficient_credits'], 'refused when the balance is short');
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.status, 'done', 'and the run is unchanged');
});

t.test('a rerun that cannot read its file ends in error, keeps the values it was to recompute and refunds itself', async (t) => {
  const { server, api, start, values, ledger } = await setUp(t);
  const id = await start();
  await server.app.batchRunner.idle();
  const before = await values(id);
  const net = async () => (await ledger(id)).reduce((sum, entry) => sum + entry.amount, 0);
  const charged = await net();
  // The uploaded file gone: from DATA_DIR, and from the copy the processes share (cluster mode).
  for (const entry of fs.readdirSync(server.dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.csv') || entry.parentPath.includes('results')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.rmSync(file);
    await server.app.sharedFiles.remove(path.relative(server.dataDir, file));
  }
  const rerun = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { fields: ['Short'] });
  t.equal(rerun.status, 200);
  await server.app.batchRunner.idle();
  const run = (await api.get(`/api/catalog/batch/${id}`)).body;
  t.same([run.status, run.error], ['error', 'input_unreadable']);
  const after = await values(id);
  t.same(after.rows, before.rows, 'every value as it was');
  t.equal(await net(), charged, 'the rerun refunded whole');
});

t.test("another workspace's run: 404 on its values, edits and reruns", async (t) => {
  const { server, api, start } = await setUp(t);
  const id = await start();
  await server.app.batchRunner.idle();
  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  const answers = [await other.get(`/api/catalog/batch/${id}/values`), await other.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 0, field: 'Name', value: 'x' }), await other.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, {}), await other.send('POST', `/api/catalog/batch/${id}/rerun`, {})];
  t.same(
    answers.map((answer) => answer.status),
    [404, 404, 404, 404],
  );
  t.match((await valuesOf(api, id))[0], { Name: 'Oak table' }, 'the owner still sees its values unchanged');
});
