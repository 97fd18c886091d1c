import fs from 'node:fs';
import t from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { csv } from '../fixtures/products.ts';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';

// Variants' own values first, and no variants invented (issue 39): a variant's colour is its own option,
// never its product's list of every colour; rows sharing a name with nothing telling them apart are
// products of their own; a price of 0 (on request) is no price, and says so.

// Velofant's Shopify export (test/fixtures/variants/README.md): the KEN bar's colour metafield on its
// product row lists 'black; silver', each of its two variants has its own 'Färg' option.
const velofant = fs.readFileSync(new URL('../fixtures/variants/sv-velofant-shopify.csv', import.meta.url));

// Written by hand, the shape of a supplier's price list: one name on seven rows, each with its own
// article number and price, no colour, size or option; one price of 0 (on request).
const sevenTies = csv([
  ['Name', 'SKU', 'Price'],
  ['Cable tie', 'CT-100', '4.50'],
  ['Cable tie', 'CT-150', '4.80'],
  ['Cable tie', 'CT-200', '6.20'],
  ['Cable tie', 'CT-250', '6.50'],
  ['Cable tie', 'CT-300', '0'],
  ['Cable tie', 'CT-370', '9.20'],
  ['Cable tie', 'CT-430', '11.00'],
]);

t.test('a variant’s colour is its own option, not its product’s list of colours', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, {
    file: { name: 'products_export_1.csv', content: velofant },
    label: 'Velofant',
    about: { contents: ['Title'], identifiers: ['Variant SKU'], attributes: ['Option1 Value'] },
    mapping: [
      { source_column: 'Variant SKU', dest_property: 'SKU', batch_action: 'COPY' },
      { source_column: 'Colour', dest_property: 'Colour', batch_action: 'EXTRACT', type: 'string' },
    ],
    sourceFields: { product_name: ['Title'], partnumber: ['Variant SKU'] },
  });
  const id = await template.start(14);
  await server.app.batchRunner.idle();
  const rows = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body.rows;
  const bars = rows.filter((row) => String(row.cells.SKU?.value ?? '').startsWith('HB-MID-'));
  t.same(
    bars.map((row) => [row.cells.SKU?.value, row.cells.Colour?.value]),
    [
      ['HB-MID-BLK-72-X', 'black'],
      ['HB-MID-SIL-72-X', 'silver'],
    ],
    'each bar its own colour, never “black; silver”',
  );
  t.match(bars[1]?.cells.Colour, { status: 'ok', source: { kind: 'column', column: 'Option1 Value' } }, 'read from its option');
});

t.test('seven rows of one name, nothing telling them apart: seven products; a price of 0 is empty, not plausible', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const template = await templateOnFile(api, {
    file: { name: 'cable-ties.csv', content: sevenTies },
    label: 'Cable ties',
    about: { contents: ['Name'], identifiers: ['SKU'], price: ['Price'] },
    mapping: [
      { source_column: 'SKU', dest_property: 'SKU', batch_action: 'COPY' },
      { source_column: 'Price', dest_property: 'Price', batch_action: 'EXTRACT', type: 'float' },
    ],
    sourceFields: { product_name: ['Name'], partnumber: ['SKU'] },
  });
  const analysis = (await api.send('POST', '/api/assistant/analyze', { input: template.upload })).body;
  t.equal(analysis.nb_products_found, 7, 'seven products');
  t.equal(analysis.nb_variants_found, 0, 'no variants invented from a shared name');
  const id = await template.start(7);
  await server.app.batchRunner.idle();
  const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=100`)).body;
  t.same(
    page.rows.map((row) => row.group),
    [0, 1, 2, 3, 4, 5, 6],
    'each row sells a product of its own',
  );
  t.same(
    page.rows.map((row) => row.cells.Price?.value ?? null),
    [4.5, 4.8, 6.2, 6.5, null, 9.2, 11],
  );
  t.match(page.rows[4]?.cells.Price, { value: null, status: 'empty', reason: { code: 'not_plausible', column: 'Price', value: '0' } }, 'a price of 0 is no price, and says why');
});
