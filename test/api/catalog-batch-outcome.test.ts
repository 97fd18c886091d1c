import t from 'tap';
import type { BatchView } from '../../domain/batch.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// A user pays for the values they got, sees at once when a run left cells empty or failed, and a
// template either fits the file it runs on or says what does not before any credit is spent.
const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

const priceList = csv(
  [
    ['Artikel', 'Preis'],
    ['Tischleuchte Iris', '49,90'],
    ['Stehleuchte Nova', '129,00'],
    ['Wandleuchte Alba', '39,50'],
  ],
  { delimiter: ';' },
);
const extract = (field: string) => ({ source_column: '', dest_property: field, batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' });

t.test('cells left empty cost nothing: the prediction says at most, the run what it did cost, its view the empty cells', async (t) => {
  const setup = await templateOnFile(api, {
    file: { name: 'preisliste.csv', content: priceList },
    label: 'Preisliste',
    mapping: [{ source_column: 'Artikel', dest_property: 'Name', batch_action: 'COPY' }, extract('Gewicht')],
  });
  const prediction = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${setup.configName}&input_filename=${setup.upload}`)).body;
  t.equal(prediction.required_credits, 3, 'the most the run can cost: one EXTRACT cell a product');
  const id = await setup.start(3);
  await server.app.batchRunner.idle();
  t.same(
    (await ledgerByKind(server.app.store, id)).map((entry) => [entry.kind, entry.total]),
    [
      ['debit', -3],
      ['refund', 3],
    ],
    'no weight stated in the file: every credit given back',
  );
  const view = (await api.get<BatchView>(`/api/catalog/batch/${id}`)).body;
  t.equal(view.status, 'done', 'the status stays the spec’s');
  t.same(view.outcome, { values: 3, empty: 3, failed: 0, charged: 0, refunded: 3 }, 'the view counts values, empty and failed cells, and what the run cost');
  const listed = (await api.get(`/api/catalog/batch?limit=10`)).body.data.find((run: BatchView) => run.id === id);
  t.same(listed.outcome, view.outcome, 'the catalogues list has it too');
  t.same((await api.get(`/api/catalog/batch/poll/${id}`)).body.outcome, view.outcome, 'and the run’s snapshot, which its events and the waiting dialog carry');
  t.same((await api.get('/api/catalog/batch/notifications/count')).body, { count: 1, gaps: 3 }, 'the bell counts the new run and the cells it left empty');
  t.match(
    (await api.get('/api/subscription/history')).body,
    [
      { kind: 'refund', credits: 3, run: { id, template: 'Preisliste', file: 'preisliste.csv' }, note: null },
      { kind: 'debit', credits: -3, run: { id, template: 'Preisliste', file: 'preisliste.csv' }, note: null },
    ],
    'the credits history: the charge, and what was given back for empty cells as one line',
  );
  await api.send('POST', `/api/catalog/batch/dismiss/${id}`);
  t.same((await api.get('/api/catalog/batch/notifications/count')).body, { count: 0, gaps: 0 }, 'a run seen leaves the bell');
});

t.test('a template reused on a file whose headers differ in case copies; one none of whose columns the file has is refused before any credit', async (t) => {
  const first = await templateOnFile(api, {
    file: {
      name: 'first.csv',
      content: csv([
        ['SKU', 'Name'],
        ['A-1', 'Desk'],
      ]),
    },
    label: 'Reused',
    mapping: [
      { source_column: 'SKU', dest_property: 'SKU', batch_action: 'COPY' },
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    ],
  });
  const lower = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'second.csv',
      csv([
        ['sku', ' name '],
        ['B-2', 'Chair'],
      ]),
    ),
  );
  const prediction = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${first.configName}&input_filename=${lower.body.name}`)).body;
  t.same(
    prediction.columns,
    {
      missing: [],
      renamed: [
        { from: 'SKU', to: 'sku' },
        { from: 'Name', to: 'name' },
      ],
    },
    'the start page is told how the columns meet',
  );
  const id = await first.start(1, first.configName);
  await server.app.batchRunner.idle();
  const reused = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: first.configName,
    input_filename: lower.body.name,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(reused.status, 201);
  await server.app.batchRunner.idle();
  t.ok(id);
  const values = (await api.get(`/api/catalog/batch/${reused.body.id}/values`)).body;
  t.match(values.rows[0]?.cells, { SKU: { value: 'B-2', status: 'ok' }, Name: { value: 'Chair', status: 'ok' } }, 'every cell copied from the file’s own column names');

  const renamed = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'renamed.csv',
      csv([
        ['Référence', 'Désignation'],
        ['C-3', 'Lamp'],
      ]),
    ),
  );
  const byMeaning = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${first.configName}&input_filename=${renamed.body.name}`)).body;
  t.same(byMeaning.columns.missing, [], 'columns renamed in another language are found by their meaning');
  t.same(
    byMeaning.columns.renamed.map((pair: { to: string }) => pair.to),
    ['Référence', 'Désignation'],
  );

  const other = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'other.csv',
      csv([
        ['Colour', 'Stock'],
        ['Red', '4'],
      ]),
    ),
  );
  const before = (await api.get('/api/subscription')).body;
  const refused = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: first.configName,
    input_filename: other.body.name,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(refused.status, 409);
  t.match(refused.body.detail, { error_code: 'template_columns_missing', columns: 'SKU, Name', error_message: /none of the columns the template copies \(SKU, Name\)/ });
  t.same((await api.get('/api/subscription')).body, before, 'nothing charged');
});

t.test('a number the file settles is not ambiguous: 0.353 beside 17.353 in a comma-delimited file', async (t) => {
  const setup = await templateOnFile(api, {
    file: {
      name: 'boxes.csv',
      content: csv([
        ['SKU', 'Name', 'weight', 'length'],
        ['X-1', 'Box', '0.353', '17.353'],
      ]),
    },
    label: 'Boxes',
    mapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'length', dest_property: 'Length', batch_action: 'EXTRACT', type: 'float', expected_unit: null },
    ],
  });
  const id = await setup.start(1);
  await server.app.batchRunner.idle();
  const values = (await api.get(`/api/catalog/batch/${id}/values`)).body;
  t.match(values.rows[0]?.cells.Length, { value: 17.353, status: 'ok' }, 'the file’s other column proves the decimal point');
});
