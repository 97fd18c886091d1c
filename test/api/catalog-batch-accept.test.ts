/**
 * POST /api/catalog/batch/{id}/values/accept (issue 46): a value the run found, accepted in the review,
 * keeps its value, status and evidence and says who accepted it and when; an empty cell, an edited
 * one, a run still working, an unknown field and another workspace's run are refused.
 */
import t from 'tap';
import type { ValueCell, ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';

const server = await startServer(t);
const api = await signedIn(server.url, server.admin);
const list = await api.send('POST', '/api/value-list', {
  name: 'Colours',
  values: [
    { code: 'RED', label: 'Red' },
    { code: 'BLU', label: 'Blue' },
  ],
});
const upload = await api.upload(
  '/api/file/my_drive',
  fileForm(
    'chairs.csv',
    csv([
      ['Name', 'Colour'],
      ['Oak chair', 'Red'],
      ['Pine chair', 'Green'],
    ]),
  ),
);
const config = await api.send('POST', '/api/catalog/config', {
  label: 'Chairs',
  about: { identifiers: [], contents: ['Name'], attributes: ['Colour'], categories: [], price: [], others: [] },
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id, use_label: true },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Name'] },
});
const started = await api.send('POST', '/api/catalog/batch', {
  catalog_config_name: config.body.name,
  input_filename: upload.body.name,
  destination: [{ type: 'own_format', value: null }],
});
const id = started.body.id as string;
const accept = (body: object, run = id, client = api) => client.send<ValueCell>('POST', `/api/catalog/batch/${run}/values/accept`, body);

t.test('refused while the run works', async (t) => {
  const early = await accept({ product: 0, field: 'Colour' });
  // A very quick run may already be done: then the accept is the next test's.
  if ((await api.get(`/api/catalog/batch/${id}`)).body.status !== 'done') t.equal(early.status, 409);
  await server.app.batchRunner.idle();
});

t.test('an accepted value keeps its value and evidence and says who and when', async (t) => {
  const before = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body.rows[0]?.cells.Colour;
  t.match(before, { value: 'Red', status: 'ok', source: { kind: 'value_list', list: 'Colours', code: 'RED' } });
  const answer = await accept({ product: 0, field: 'Colour' });
  t.equal(answer.status, 200);
  t.match(answer.body, { value: 'Red', status: 'ok', source: { kind: 'value_list', list: 'Colours', code: 'RED', reviewed: { user: String, at: String } } });
  t.ok(Date.parse(answer.body.source?.reviewed?.at ?? '') <= Date.now(), 'when');
  const after = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body.rows[0]?.cells.Colour;
  t.same(after, answer.body, 'stored as answered');
});

t.test('an empty cell, an edited one, an unknown field or product cannot be accepted', async (t) => {
  const empty = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values`)).body.rows[1]?.cells.Colour;
  t.equal(empty?.status, 'empty', 'Green is not in the list');
  t.equal((await accept({ product: 1, field: 'Colour' })).status, 409);
  t.equal((await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 0, field: 'Name', value: 'Oak armchair' })).status, 200);
  t.equal((await accept({ product: 0, field: 'Name' })).status, 409, 'an edited value is already the user’s');
  t.equal((await accept({ product: 0, field: 'Weight' })).status, 404);
  t.equal((await accept({ product: 9, field: 'Colour' })).status, 404);
  t.equal((await accept({ product: 0 })).status, 400);
});

t.test('another workspace’s run answers 404', async (t) => {
  const stranger = await signedIn(server.url, await server.addUser('stranger@example.com'));
  t.equal((await accept({ product: 0, field: 'Colour' }, id, stranger)).status, 404);
});
