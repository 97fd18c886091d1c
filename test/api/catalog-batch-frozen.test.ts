import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { batchProducts, catalogBatches } from '../../db/schema.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer, TEST_PASSWORD } from '../helpers/server.ts';
import { valuesOf } from '../helpers/values.ts';
import { csv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

// The workspace settings and value lists a run uses are frozen when it starts: a run resumed after a
// restart produces what it would have produced, whatever changed in between.
const file = csv([
  ['Name', 'Brand', 'Colour', 'Material'],
  ['Desk 1', 'Bureau', 'red', 'Oak'],
  ['Desk 2', 'Bureau', 'Blue', 'Walnut'],
]);
const settings = (language: string, useLabel: boolean) => ({
  generate_options: { language, tone: null, min_words: null, max_words: null },
  search_options: { blacklist: [], whitelist: [] },
  use_label: useLabel,
});

t.test('a resumed run uses the settings and value lists of its start', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-frozen-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let server = await startServer(t, { dataDir });
  const ada = await server.addUser('ada@example.com', 'Default');
  let api = await signedIn(server.url, ada);
  t.equal((await api.send('PUT', '/api/workspace', settings('fr', true))).status, 200);
  const list = await api.send('POST', '/api/value-list', {
    name: 'Desk colours',
    values: [
      { code: 'R', label: 'Red' },
      { code: 'B', label: 'Blue' },
    ],
  });
  t.equal(list.status, 201);
  const upload = await api.upload('/api/file/my_drive', fileForm('desks.csv', file));
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Desks',
    about: { identifiers: [], contents: ['Name'], attributes: ['Brand', 'Colour'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string', value_list_id: list.body.id },
      { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE', min_words: 8, max_words: 20 },
    ],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'], brand: ['Brand'] },
  });
  t.equal(config.status, 200);
  const start = async () => {
    const started = await api.send('POST', '/api/catalog/batch', {
      catalog_config_name: config.body.name,
      input_filename: upload.body.name,
      nb_products_found: 2,
      destination: [{ type: 'own_format', value: null }],
    });
    t.equal(started.status, 201);
    await server.app.batchRunner.idle();
    return started.body.id as string;
  };
  const outputs = (id: string) => valuesOf(api, id);

  const id = await start();
  const first = await outputs(id);
  t.match(
    first,
    [
      { Name: 'Desk 1', Colour: 'Red' },
      { Name: 'Desk 2', Colour: 'Blue' },
    ],
    'labels (use_label on), list of the start',
  );

  // As if the server had died mid-run: the run in progress, its products pending.
  await server.app.store.transaction(async (db) => {
    await db.update(catalogBatches).set({ status: 'in_progress', progress: 0, results: [] }).where(eq(catalogBatches.id, id));
    await db.update(batchProducts).set({ status: 'pending', attempts: 0 }).where(eq(batchProducts.batchId, id));
  });
  // Meanwhile the workspace changes its settings and its list.
  t.equal((await api.send('PUT', '/api/workspace', settings('en', false))).status, 200);
  t.equal(
    (
      await api.send('PUT', `/api/value-list/${list.body.id}/values`, {
        values: [
          { code: 'RR', label: 'red' },
          { code: 'BB', label: 'blue' },
        ],
      })
    ).status,
    200,
  );
  await server.close();

  server = await startServer(t, { dataDir });
  api = await signedIn(server.url, { email: 'ada@example.com', password: TEST_PASSWORD });
  await server.app.batchRunner.idle();
  t.equal((await api.get(`/api/catalog/batch/poll/${id}`)).body.status, 'done');
  t.same(await outputs(id), first, 'the resumed run produced exactly what it did before');

  const fresh = await outputs(await start());
  t.match(fresh, [{ Colour: 'RR' }, { Colour: 'BB' }], 'a new run takes the new list and use_label');
  t.not(fresh[0]?.Short, first[0]?.Short, 'and the new language');
});
