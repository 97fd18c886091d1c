import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import t from 'tap';
import { batchProducts } from '../../db/schema.ts';
import type { ValuesPage } from '../../domain/values.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

// Products, not rows: Shopify's own product template (3 products; the T-shirt's 12 variants, the
// jeans' 3 and a row holding only a picture, the beanie alone) reads as 3 products with 15 variants;
// a run sells 16 things — each variant, and the beanie — each variant taking its product row's
// cells, with the copy about a product written once, shared by its variants and charged once.
const shopify = fs.readFileSync(new URL('../fixtures/variants/en-shopify-template.csv', import.meta.url));

const mapping = [
  { source_column: 'Title', dest_property: 'Title', batch_action: 'COPY' },
  { source_column: 'Variant SKU', dest_property: 'SKU', batch_action: 'COPY' },
  { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
  { source_column: 'ac_short_description', dest_property: 'Short', batch_action: 'GENERATE', min_words: 6, max_words: 30 },
];

t.test('a Shopify export: products with variants from the upload to the run', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, {
    file: { name: 'products_export.csv', content: shopify },
    label: 'Shopify',
    about: { contents: ['Title', 'Body (HTML)'], identifiers: ['Variant SKU'], attributes: ['Option1 Value'] },
    mapping,
    sourceFields: { product_name: ['Title'], partnumber: ['Variant SKU'], description: ['Body (HTML)'] },
  });

  const analysis = (await api.send('POST', '/api/assistant/analyze', { input: template.upload })).body;
  t.equal(analysis.nb_products_found, 3, 'three products, not seventeen rows');
  t.equal(analysis.nb_variants_found, 15);

  const predicted = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${template.configName}&input_filename=${template.upload}`)).body;
  t.match(predicted, { required_credits: 19, cached_cells: 0, charged_cells: 19, nb_products: 16 }, 'one credit per variant’s EXTRACT cell (16), one per product’s copy (3)');

  const id = await template.start(3);
  await server.app.batchRunner.idle();
  t.equal((await api.get(`/api/catalog/batch/${id}`)).body.nb_products, 16, 'one output row per variant, and the beanie');
  const outcome = (await api.get(`/api/catalog/batch/${id}`)).body.outcome;
  t.ok(outcome.empty > 0, 'some cells the file does not fill');
  t.same(
    (await ledgerByKind(server.app.store, id)).map((entry) => [entry.kind, entry.total]),
    [
      ['debit', -19],
      ['refund', outcome.empty + outcome.failed],
    ],
    'charged as predicted, the cells left empty given back',
  );
  t.equal(outcome.charged, 19 - outcome.empty - outcome.failed);

  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body;
  t.equal(page.rows.length, 16);
  t.same(
    page.rows.map((row) => row.group),
    [...Array(12).fill(0), 1, 1, 1, 2],
    'each row names the product it sells',
  );
  t.same([page.rows[5]?.name, page.rows[13]?.name, page.rows[15]?.name], ['Example T-Shirt', 'Example Jeans', 'Example Beanie'], 'and its name, which the review’s product headers show');
  const green = page.rows[1]?.cells ?? {};
  t.match(green.Title, { value: 'Example T-Shirt', status: 'ok', source: { kind: 'column', column: 'Title', from_product: true } }, 'a variant takes its product’s name, and says so');
  t.match(green.SKU, { value: 'SRT_COT_122', source: { kind: 'column', column: 'Variant SKU' } }, 'its own SKU');
  t.notOk(green.SKU?.source && 'from_product' in green.SKU.source, 'its own cell is its own');
  t.match(green.Colour, { value: 'Green', status: 'ok' }, 'the option named on the product row, valued on the variant’s');
  t.same(
    page.rows.slice(0, 12).map((row) => row.cells.Colour?.value),
    ['Green', 'Green', 'Green', 'Blue', 'Blue', 'Blue', 'Gray', 'Gray', 'Gray', 'Purple', 'Purple', 'Purple'].map((colour, i) => (i === 0 ? page.rows[0]?.cells.Colour?.value : colour)),
  );
  const shirtCopy = new Set(page.rows.slice(0, 12).map((row) => row.cells.Short?.value));
  t.equal(shirtCopy.size, 1, 'the T-shirt’s copy written once, shared by its twelve variants');
  t.match([...shirtCopy][0], /T-Shirt/i);
  t.notSame(page.rows[12]?.cells.Short?.value, [...shirtCopy][0], 'the jeans have copy of their own');
  t.match(page.rows[15]?.cells.Title, { value: 'Example Beanie', source: { kind: 'column', column: 'Title' } });
  t.equal(page.rows[15]?.cells.Colour?.value ?? null, null, '‘Default Title’ is no option');

  const edited = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 13, field: 'Short', value: 'Stone-washed jeans, tapered, in three waist sizes.' });
  t.equal(edited.status, 200);
  const afterEdit = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body;
  t.same(
    afterEdit.rows.slice(12, 15).map((row) => [row.cells.Short?.value, row.cells.Short?.status]),
    Array(3).fill(['Stone-washed jeans, tapered, in three waist sizes.', 'edited']),
    'an edit of a product’s copy is every variant’s',
  );
  t.equal(afterEdit.rows[11]?.cells.Short?.value, [...shirtCopy][0], 'another product’s copy is untouched');
  const titleEdit = await api.send('PATCH', `/api/catalog/batch/${id}/values`, { product: 13, field: 'Title', value: 'Jeans 30' });
  t.equal(titleEdit.status, 200);
  const titles = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body.rows.slice(12, 15).map((row) => row.cells.Title?.value);
  t.same(titles, ['Example Jeans', 'Jeans 30', 'Example Jeans'], 'a copied cell is the variant’s own');

  const preview = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: template.configName,
    input_filename: template.upload,
    nb_products_found: 3,
    destination: [{ type: 'own_format', value: null }],
    sample_size: 1,
  });
  t.equal(preview.status, 201);
  t.equal(preview.body.nb_products, 12, 'a preview of one product takes it whole, with its variants');

  const perVariant = await api.send('POST', '/api/catalog/config', {
    label: 'Shopify, copy per variant',
    about: { identifiers: ['Variant SKU'], contents: ['Title', 'Body (HTML)'], attributes: ['Option1 Value'], categories: [], price: [], others: [] },
    ownFormatMapping: mapping.map((entry) => (entry.batch_action === 'GENERATE' ? { ...entry, per_variant: true } : entry)),
    outputFileFormat: { file_format: 'csv', delimiter: ';' },
    source_fields: { product_name: ['Title'], partnumber: ['Variant SKU'], description: ['Body (HTML)'] },
  });
  t.equal(perVariant.status, 200);
  const saved = (await api.get(`/api/catalog/config/${perVariant.body.name}`)).body;
  t.equal(saved.ownFormatMapping.find((entry: { dest_property: string }) => entry.dest_property === 'Short').per_variant, true, 'the template keeps the choice');
  const perVariantPrediction = (await api.get(`/api/subscription/used-credits-prediction?catalog_config_name=${perVariant.body.name}&input_filename=${template.upload}`)).body;
  t.match(perVariantPrediction, { required_credits: 13, cached_cells: 19, charged_cells: 13, nb_products: 16 }, 'a text per variant is charged per variant; cached: the EXTRACT cells and the texts of rows that are their whole product (each first row, the beanie)');
  const perVariantRun = await template.start(3, perVariant.body.name);
  await server.app.batchRunner.idle();
  t.same(
    (await ledgerByKind(server.app.store, perVariantRun)).map((entry) => [entry.kind, entry.total]),
    [['debit', -13]],
  );
  const perVariantRows = (await api.get<ValuesPage>(`/api/catalog/batch/${perVariantRun}/values?limit=100`)).body.rows;
  t.ok(
    perVariantRows.slice(0, 12).every((row) => row.cells.Short?.status === 'ok'),
    'each variant has its own text',
  );
});

t.test('a run started before products were told from rows reruns on rows, as it started', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, {
    file: { name: 'products_export.csv', content: shopify },
    label: 'Shopify',
    about: { contents: ['Title', 'Body (HTML)'], identifiers: ['Variant SKU'] },
    mapping: mapping.slice(0, 2),
    sourceFields: { product_name: ['Title'] },
  });
  const id = await template.start(3);
  await server.app.batchRunner.idle();
  // As the 0010 migration leaves the runs before it: no product group.
  await server.app.store.run((db) => db.update(batchProducts).set({ productGroup: null }).where(eq(batchProducts.batchId, id)));
  const rerun = await api.send('POST', `/api/catalog/batch/${id}/rerun`, { products: [1], fields: ['Title'] });
  t.equal(rerun.status, 200);
  await server.app.batchRunner.idle();
  const row = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body.rows[1];
  t.equal(row?.cells.Title?.value ?? null, null, 'its product 1 is the file’s row 1 again, whose own Title is empty');
});
