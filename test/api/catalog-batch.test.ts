import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import t, { type Test } from 'tap';
import WebSocket from 'ws';
import { catalogBatches } from '../../db/schema.ts';
import type { BatchStatus } from '../../domain/batch.ts';
import type { ServerEvent } from '../../domain/events.ts';
import { wordCount } from '../../engine/generate/words.ts';
import { csv, ean13, productCsv } from '../fixtures/products.ts';
import { type Api, fileForm } from '../fixtures/upload.ts';
import { workbookBytes } from '../fixtures/xlsx.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const N = 30;
const HEADERS = ['EAN', 'Name', 'Brand', 'Weight', 'Colour', 'Description', 'Notes'];
const COLOURS = ['Navy blue', 'red', 'ÉCRU'];
const NOTES = ['=HYPERLINK("http://evil.example")', '-5', '+SUM(A1)', '@cmd', 'plain'];
const rows = Array.from({ length: N }, (_, i) => [ean13(i + 1), `Chair ${i + 1}`, 'Acme', `1,${i % 10} kg`, COLOURS[i % 3] as string, `Solid oak chair. Height: 9${i % 10} cm.`, NOTES[i % 5] as string]);

const mapping = [
  { source_column: 'Name', dest_property: 'Title', batch_action: 'COPY' },
  { source_column: 'Notes', dest_property: 'Notes', batch_action: 'COPY' },
  { source_column: 'Weight (g)', dest_property: 'Weight (g)', batch_action: 'EXTRACT', type: 'float', expected_unit: 'g' },
  { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list: 'colours', use_label: false },
  { source_column: 'Height', dest_property: 'Height', batch_action: 'EXTRACT', type: 'integer', expected_unit: 'mm' },
  { source_column: 'ac_product_description', dest_property: 'Description FR', batch_action: 'GENERATE', language: 'fr', min_words: 8, max_words: 60 },
  { source_column: 'ac_product_title', dest_property: 'SEO title', batch_action: 'GENERATE' },
];
const template = (label: string, format: 'csv' | 'xlsx') => ({
  label,
  about: {
    identifiers: ['EAN'],
    contents: ['Name', 'Description', 'Notes'],
    attributes: ['Brand', 'Weight', 'Colour'],
    categories: [],
    price: [],
    others: [],
    value_lists: {
      colours: [
        { code: 'NVY', label: 'Navy blue' },
        { code: 'RED', label: 'Red' },
        { code: 'ECR', label: 'Écru' },
      ],
    },
  },
  ownFormatMapping: mapping,
  outputFileFormat: format === 'csv' ? { file_format: 'csv', delimiter: ';' } : { file_format: 'xlsx' },
  source_fields: { product_name: ['Name'], brand: ['Brand'], public_identifiers: ['EAN'], description: ['Description'] },
});
const COST = N * 5;

function claims(token: string): { ws: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
}

async function upload(api: Api, name: string, data: Buffer): Promise<string> {
  const response = await api.upload('/api/file/my_drive', fileForm(name, data));
  if (response.status !== 200) throw new Error(`upload failed ${response.status}`);
  return response.body.name;
}

async function createTemplate(api: Api, label: string, format: 'csv' | 'xlsx'): Promise<string> {
  const response = await api.send('POST', '/api/catalog/config', template(label, format));
  if (response.status >= 300) throw new Error(`template failed ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.name;
}

function expectRow(t: Test, row: Record<string, unknown>, i: number, numbers: 'text' | 'typed') {
  const num = (n: number) => (numbers === 'typed' ? n : String(n));
  t.equal(row.Title, `Chair ${i + 1}`);
  const note = NOTES[i % 5] as string;
  if (numbers === 'text') t.equal(row.Notes, note === '-5' || note === 'plain' ? note : `'${note}`, 'CSV: formula-like cells neutralised, numbers kept');
  else t.equal(row.Notes, note === '-5' ? -5 : note, 'XLSX: a number copied as text is a number, other text as written (a text cell is never a formula)');
  t.equal(row['Weight (g)'], num(1000 + 100 * (i % 10)));
  t.equal(row.Colour, ['NVY', 'RED', 'ECR'][i % 3]);
  t.equal(row.Height, num(900 + 10 * (i % 10)));
  const description = String(row['Description FR']);
  t.match(description, new RegExp(`^(Découvrez|Voici|Présentation de) Chair ${i + 1} d'Acme\\. (Cet article|Ce produit) (existe|est disponible|se décline) en [^.]+\\. (Cet article|Ce produit) (pèse|affiche un poids de) 1(,\\d)? kg\\.$`), 'its facts in French; its English description left out');
  const words = wordCount(description);
  t.ok(words >= 8 && words <= 60, `${words} words`);
  t.equal(row['SEO title'], `Acme Chair ${i + 1} – ${COLOURS[i % 3]}`);
}

t.test('batch runs: start rules, a full CSV and XLSX run, events, listing, downloads, workspaces', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const other = await signedIn(server.url, await server.addUser('eve@example.com'));
  const ws = claims(api.tokens.access_token).ws;

  const csvName = await upload(api, 'chairs.csv', csv([HEADERS, ...rows]));
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Products');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  const xlsxName = await upload(api, 'chairs.xlsx', await workbookBytes(wb));
  const bigName = await upload(api, 'big.csv', productCsv(501));
  const csvTemplate = await createTemplate(api, 'Chairs CSV', 'csv');
  const xlsxTemplate = await createTemplate(api, 'Chairs XLSX', 'xlsx');
  const otherFile = await upload(other, 'mine.csv', csv([HEADERS, ...rows.slice(0, 3)]));

  const body = (over: Record<string, unknown> = {}) => ({
    catalog_config_name: csvTemplate,
    input_filename: csvName,
    input_delimiter: ',',
    nb_products_found: N,
    destination: [{ type: 'own_format', value: null }],
    ...over,
  });

  await t.test('every start rule answers its error and charges nothing', async (t) => {
    const codes = async (over: Record<string, unknown>) => {
      const response = await api.send('POST', '/api/catalog/batch', body(over));
      return [response.status, response.body.detail?.error_code];
    };
    t.same(await codes({ catalog_config_name: 'nope' }), [404, 'not_found']);
    t.same(await codes({ input_filename: 'ffffffff-ffff-4fff-8fff-ffffffffffff.csv' }), [404, 'file_not_found']);
    t.same(await codes({ input_filename: otherFile }), [404, 'file_not_found']);
    t.same(await codes({ destination: [] }), [400, 'bad_request']);
    t.same(await codes({ destination: [{ type: 'marketplace', value: 'amazon' }] }), [400, 'marketplace_not_available']);
    t.same(await codes({ destination: [{ type: 'ftp' }] }), [400, 'bad_request']);
    t.same(await codes({ input_filename: bigName, nb_products_found: 10 }), [400, 'file_above_products_limit']);
    // The other workspace cannot use this workspace's template.
    const foreign = await other.send('POST', '/api/catalog/batch', body({ input_filename: otherFile }));
    t.equal(foreign.status, 404);
    await server.app.credits.setPlan(claims(other.tokens.access_token).ws, { creditsPerPeriod: 5, frequency: 'MONTHLY', startDate: '2020-01-01', endDate: null });
    const otherTemplate = await createTemplate(other, 'Small', 'csv');
    const poor = await other.send('POST', '/api/catalog/batch', body({ catalog_config_name: otherTemplate, input_filename: otherFile }));
    t.same([poor.status, poor.body.detail?.error_code], [409, 'insufficient_credits']);
    t.equal((await server.app.credits.currentPeriod(ws))?.used_credits, 0);
    t.equal((await api.get('/api/catalog/batch')).body.total, 0);
  });

  const token = api.tokens.access_token;
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
  const events: ServerEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once('open', resolve));
  const otherSocket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(other.tokens.access_token)}`);
  const otherEvents: unknown[] = [];
  otherSocket.on('message', (data) => otherEvents.push(JSON.parse(String(data))));
  await new Promise((resolve) => otherSocket.once('open', resolve));
  t.teardown(() => {
    socket.close();
    otherSocket.close();
  });

  const waitDone = async (id: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (events.some((e) => e.type === 'batch.updated' && e.batch.id === id && (e.batch.status === 'done' || e.batch.status === 'error'))) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the run did not finish');
  };

  let csvRun = '';
  await t.test('a CSV run: one debit, idempotent start, events in order, output cell by cell', async (t) => {
    const started = await api.send('POST', '/api/catalog/batch', body());
    await waitDone(started.body.id);
    const first = await fetch(`${server.url}/api/catalog/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      body: JSON.stringify(body()),
    }).then((r) => r.json() as Promise<{ id: string; status: string }>);
    const again = await fetch(`${server.url}/api/catalog/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      body: JSON.stringify(body()),
    }).then((r) => r.json() as Promise<{ id: string }>);
    t.equal(again.id, first.id, 'a repeated start answers the same run');
    t.equal(started.status, 201);
    t.match(started.body, { catalog_config_name: csvTemplate, input_filename: 'chairs.csv', status: 'creating', progress: 0, nb_products: N, downloaded_once: false });
    csvRun = started.body.id;
    await waitDone(csvRun);
    await waitDone(first.id);
    await server.app.batchRunner.idle();
    t.equal((await server.app.credits.currentPeriod(ws))?.used_credits, COST, 'the same file again reuses every paid cell: charged nothing');
    t.match((await api.get(`/api/catalog/batch/${first.id}`)).body, { status: 'done', cached_cells: COST });

    const mine = events.filter((e) => e.type === 'batch.updated' && e.batch.id === csvRun).map((e) => (e.type === 'batch.updated' ? e.batch : null));
    const statuses = [...new Set(mine.map((b) => b?.status))];
    t.same(statuses, ['creating', 'in_progress', 'finalizing', 'done']);
    const progress = mine.map((b) => b?.progress ?? 0);
    t.same(
      progress,
      [...progress].sort((a, b) => a - b),
      'progress never goes back',
    );
    t.equal(progress.at(-1), 1);
    t.same(otherEvents, [], 'no event reaches another workspace');

    const done = (await api.get(`/api/catalog/batch/poll/${csvRun}`)).body;
    t.equal(done.status, 'done');
    t.same(
      done.results.map((r: { content_type: string }) => r.content_type),
      ['text/csv', 'application/pdf'],
    );
    t.equal((await api.get('/api/catalog/batch/notifications/count')).body.count, 2);

    const file = done.results[0].name as string;
    const download = await fetch(`${server.url}/api/file/results?catalog_id=${csvRun}&file_name=${encodeURIComponent(file)}`, { headers: { authorization: `Bearer ${token}` } });
    t.equal(download.status, 200);
    t.match(download.headers.get('content-disposition'), `attachment; filename="${file}"; filename*=UTF-8''${file}`);
    const text = await download.text();
    const records: Record<string, string>[] = parse(text, { delimiter: ';', columns: true, bom: true });
    t.same(
      Object.keys(records[0] ?? {}),
      mapping.map((m) => m.dest_property),
      'output fields in mapping order',
    );
    t.equal(records.length, N);
    records.forEach((record, i) => {
      expectRow(t, record, i, 'text');
    });
    const pdf = await fetch(`${server.url}/api/file/results?catalog_id=${csvRun}&file_name=${encodeURIComponent(done.results[1].name)}`, { headers: { authorization: `Bearer ${token}` } });
    t.equal(pdf.headers.get('content-type'), 'application/pdf');
    t.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    const seen = (await api.get(`/api/catalog/batch/poll/${csvRun}`)).body;
    t.equal(seen.downloaded_once, true, 'a download marks the run seen');
    t.equal((await api.get('/api/catalog/batch/notifications/count')).body.count, 1);
    t.ok(events.some((e) => e.type === 'notifications.count' && e.count === 1));

    const refused = await api.get(`/api/file/results?catalog_id=${csvRun}&file_name=..%2F..%2Ffiles`);
    t.equal(refused.status, 404, 'only listed files are served');
  });

  await t.test('an XLSX run: typed cells, formulas neutralised', async (t) => {
    const started = await api.send('POST', '/api/catalog/batch', body({ catalog_config_name: xlsxTemplate, input_filename: xlsxName }));
    t.equal(started.status, 201);
    await waitDone(started.body.id);
    const done = (await api.get(`/api/catalog/batch/poll/${started.body.id}`)).body;
    t.equal(done.results[0].content_type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = await fetch(`${server.url}/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(done.results[0].name)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const out = book.getWorksheet('Products');
    t.ok(out);
    if (!out) throw new Error('no Products sheet');
    const header = (out.getRow(1).values as unknown[]).slice(1);
    t.same(
      header,
      mapping.map((m) => m.dest_property),
    );
    for (let i = 0; i < N; i++) {
      const values = (out.getRow(i + 2).values as unknown[]).slice(1);
      expectRow(t, Object.fromEntries(header.map((h, j) => [h as string, values[j]])), i, 'typed');
    }
    const notes = header.indexOf('Notes') + 1;
    t.equal(out.getRow(2).getCell(notes).type, ExcelJS.ValueType.String, "'=HYPERLINK(…)' is a text cell, not a formula");
    t.equal(out.getRow(2).getCell(header.indexOf('Weight (g)') + 1).type, ExcelJS.ValueType.Number, 'numbers are number cells');
    t.notOk(book.getWorksheet('Errors'), 'no error sheet when every product succeeded');
  });

  await t.test('listing, filters, dismiss, delete and other workspaces', async (t) => {
    const list = (await api.get('/api/catalog/batch?offset=0&limit=2&order_by=start_date&order_direction=desc')).body;
    t.equal(list.total, 3);
    t.equal(list.data.length, 2);
    const filtered = async (filters: string) => (await api.get(`/api/catalog/batch?filters=${encodeURIComponent(filters)}`)).body;
    t.equal((await filtered(`catalog_config_name:eq:${xlsxTemplate}`)).total, 1);
    t.equal((await filtered('status:eq:done|start_date:date_last_hour')).total, 3);
    t.equal((await filtered('downloaded_once:eq:false|status:in:done,error')).total, 1, 'the xlsx run was downloaded');
    t.equal((await filtered('start_date:date_after:2999-01-01T00:00:00Z')).total, 0);
    for (const bad of ['status:eq:nope', 'colour:eq:x', 'start_date:date_last_year', 'status:in:done,weird', 'start_date:date_after:soon']) {
      t.equal((await api.get(`/api/catalog/batch?filters=${encodeURIComponent(bad)}`)).status, 400, bad);
    }
    t.same(
      (await api.get('/api/catalog/batch/filters/statuses')).body.map((o: { label: string }) => o.label),
      ['Creating', 'In Progress', 'Finalizing', 'Done', 'Error'],
    );
    t.same((await api.get('/api/catalog/batch/filters/catalog-configs')).body, [csvTemplate, xlsxTemplate].sort());
    t.same((await api.get('/api/catalog/batch/filters/catalog-config-options')).body, [
      { value: csvTemplate, label: 'Chairs CSV' },
      { value: xlsxTemplate, label: 'Chairs XLSX' },
    ]);
    t.ok(
      list.data.every((run: { catalog_config_label: string }) => run.catalog_config_label.startsWith('Chairs ')),
      'runs carry the label',
    );
    t.equal((await api.get('/api/catalog/batch/filters/date-ranges')).body.length, 4);

    for (const [method, path] of [
      ['GET', `/api/catalog/batch/poll/${csvRun}`],
      ['POST', `/api/catalog/batch/dismiss/${csvRun}`],
      ['DELETE', `/api/catalog/batch/${csvRun}`],
      ['GET', `/api/file/results?catalog_id=${csvRun}&file_name=x.csv`],
    ] as const) {
      t.equal((await other.send(method, path)).status, 404, `${method} ${path} from another workspace`);
    }
    t.equal((await other.get('/api/catalog/batch')).body.total, 0);

    const dismissed = await api.send('POST', `/api/catalog/batch/dismiss/${list.data[0].id}`);
    t.equal(dismissed.body.downloaded_once, true);

    const setStatus = (status: BatchStatus) => server.app.store.run((db) => db.update(catalogBatches).set({ status }).where(eq(catalogBatches.id, csvRun)));
    await setStatus('in_progress');
    t.equal((await api.send('DELETE', `/api/catalog/batch/${csvRun}`)).status, 409, 'a run still going cannot be deleted');
    await setStatus('done');
    t.equal((await api.send('DELETE', `/api/catalog/batch/${csvRun}`)).status, 200);
    t.equal((await api.get(`/api/catalog/batch/poll/${csvRun}`)).status, 404);
    t.equal((await api.get(`/api/file/results?catalog_id=${csvRun}&file_name=x`)).status, 404);
  });

  await t.test('a template asking for csv and xlsx writes both, and the PDF', async (t) => {
    const created = await api.send('POST', '/api/catalog/config', {
      ...template('Chairs both', 'csv'),
      outputFileFormat: { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: ';' },
    });
    t.equal(created.status, 200);
    const started = await api.send('POST', '/api/catalog/batch', body({ catalog_config_name: created.body.name }));
    t.equal(started.status, 201);
    await waitDone(started.body.id);
    const done = (await api.get(`/api/catalog/batch/poll/${started.body.id}`)).body;
    t.equal(done.status, 'done');
    t.same(
      done.results.map((r: { content_type: string }) => r.content_type),
      ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
    );
    const result = (index: number) =>
      fetch(`${server.url}/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(done.results[index].name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const records: Record<string, string>[] = parse(await (await result(0)).text(), { delimiter: ';', columns: true, bom: true });
    t.equal(records.length, N, 'the CSV with its delimiter');
    records.forEach((record, i) => {
      expectRow(t, record, i, 'text');
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await result(1)).arrayBuffer());
    const sheet = book.getWorksheet('Products');
    if (!sheet) throw new Error('no Products sheet');
    t.same(
      (sheet.getRow(1).values as unknown[]).slice(1),
      mapping.map((m) => m.dest_property),
      'the workbook, same fields',
    );
    t.equal(sheet.rowCount, N + 1);
    t.ok(book.getWorksheet('Sources'), 'with its Sources sheet');
  });
});
