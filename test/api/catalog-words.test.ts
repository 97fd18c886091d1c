import { eq } from 'drizzle-orm';
import t from 'tap';
import { catalogConfigs } from '../../db/schema.ts';
import { wordCount } from '../../engine/generate/words.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { csv, ean13 } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

t.test('a template saved with min words above max words before the rule still runs', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const upload = await api.upload(
    '/api/file/my_drive',
    fileForm(
      'chairs.csv',
      csv([
        ['EAN', 'Product name', 'Brand', 'Colour', 'Material'],
        [ean13(1), 'Chair 1', 'Acme', 'Black', 'Oak'],
        [ean13(2), 'Chair 2', 'Acme', 'White', 'Beech'],
      ]),
    ),
  );
  const template = (min_words: number, max_words: number) => ({
    label: 'Reversed',
    about: { identifiers: ['EAN'], contents: ['Product name'], attributes: ['Brand', 'Colour', 'Material'], categories: [], price: [], others: [] },
    ownFormatMapping: [
      { source_column: 'Product name', dest_property: 'Title', batch_action: 'COPY' },
      { source_column: 'ac_product_description', dest_property: 'Description', batch_action: 'GENERATE', min_words, max_words },
    ],
    source_fields: { product_name: ['Product name'], public_identifiers: ['EAN'], brand: ['Brand'] },
  });
  t.equal((await api.send('POST', '/api/catalog/config', template(60, 20))).status, 400, 'saving refuses it now');
  const created = await api.send('POST', '/api/catalog/config', template(20, 60));
  // As an older Fiche stored it.
  await server.app.store.transaction(async (db) => {
    for (const config of await db.select().from(catalogConfigs)) {
      const mapping = config.body.ownFormatMapping as Record<string, unknown>[];
      mapping[1] = { ...mapping[1], min_words: 60, max_words: 20 };
      await db.update(catalogConfigs).set({ body: config.body }).where(eq(catalogConfigs.id, config.id));
    }
  });
  t.match((await api.get(`/api/catalog/config/${created.body.name}`)).body.ownFormatMapping[1], { min_words: 60, max_words: 20 });
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    destination: [{ type: 'own_format', value: null }],
  });
  t.equal(started.status, 201);
  await server.app.batchRunner.idle();
  const done = (await api.get(`/api/catalog/batch/poll/${started.body.id}`)).body;
  t.equal(done.status, 'done');
  const file = await fetch(`${server.url}/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(done.results[0].name)}`, {
    headers: { authorization: `Bearer ${api.tokens.access_token}` },
  }).then((r) => r.text());
  const descriptions = file
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',').slice(1).join(','));
  t.equal(descriptions.length, 2);
  for (const description of descriptions) {
    const words = wordCount(description.replace(/^"|"$/g, ''));
    t.ok(words > 0 && words <= 20, `the maximum stands, nothing swapped (${words} words)`);
  }
});
