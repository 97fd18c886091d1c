import fs from 'node:fs';
import t from 'tap';
import { enrichRow } from '../../../../engine/enrich/plan.ts';
import { parseTable } from '../../../../engine/parsers/index.ts';
import { isBlankRow } from '../../../../engine/parsers/table.ts';
import { fileProducts } from '../../../../engine/structure/items.ts';
import { extract } from '../enrich/plans.ts';

/** What a run sells of a real export (test/fixtures/variants), with the cells its variants take from their product. */
async function itemsOf(file: string) {
  const text = fs.readFileSync(new URL(`../../../fixtures/variants/${file}`, import.meta.url));
  const table = await parseTable(text, 'csv', file.split('.').pop() ?? 'csv');
  return fileProducts(
    table.headers,
    table.rows.filter((row) => !isBlankRow(row)),
  );
}

t.test('Shopify: each variant takes its product’s name, vendor and option names, keeps its own SKU and price', async (t) => {
  const { items, products } = await itemsOf('en-shopify-template.csv');
  t.equal(items.length, 16, '12 + 3 variants, and the beanie');
  t.equal(products.length, 3);
  const green = items[1];
  t.equal(green?.cells.Title, 'Example T-Shirt');
  t.equal(green?.cells.Vendor, items[0]?.cells.Vendor);
  t.equal(green?.cells['Option1 Name'], 'Color');
  t.equal(green?.cells['Variant SKU'], 'SRT_COT_122', 'its own SKU');
  t.ok(green?.inherited.includes('Title') && !green.inherited.includes('Variant SKU') && !green.inherited.includes('Variant Price'));
  t.same(enrichRow([extract('Colour'), extract('Size')], green?.cells ?? {}, {}).values, { Colour: 'Green', Size: 'M' }, 'its options read as attributes');
  const beanie = items[15];
  t.equal(beanie?.product, 2);
  t.same(beanie?.inherited, [], 'a product without variants takes nothing');
  t.equal(enrichRow([extract('Colour')], beanie?.cells ?? {}, {}).values.Colour, null, '‘Default Title’ is no option');
  t.match(products[1]?.['Image Src'], /, /, 'the jeans’ own cells gather the pictures of its picture row');
});

t.test('Magento: a simple row takes its configurable’s description and reads its own entry of the variations list', async (t) => {
  const { items } = await itemsOf('en-magento-configurable.csv');
  const first = items[0];
  t.match(first?.cells.configurable_variations, /^sku=[^|]+$/, 'only its own entry');
  t.same(enrichRow([extract('size'), extract('color')], first?.cells ?? {}, {}).values, { size: 'XS', color: 'Black' });
});

t.test('continuation rows with the options as two lists: names on the product row, values on each variant’s', async (t) => {
  const { items } = await itemsOf('de-handwritten-continuation.csv');
  const plans = [extract('Größe'), extract('Farbe'), extract('Name')];
  t.same(enrichRow(plans, items[0]?.cells ?? {}, {}).values, { Größe: 'S', Farbe: 'weiß', Name: 'Basic T-Shirt Bio-Baumwolle' });
  const socks = items.filter((item) => item.cells.Bezeichnung === 'Socken 3er-Pack');
  t.same(
    socks.map((item) => enrichRow(plans, item.cells, {}).values.Größe),
    ['39-42', '43-46'],
    'one option alone',
  );
  t.notOk(
    items.some((item) => item.cells.Artikelnummer === 'TS-100'),
    'the row that only names the product is not sold',
  );
});

t.test('Magento 1: the rows below a SKU continue its product; the French store view’s name is never sold', async (t) => {
  const { items, structure } = await itemsOf('en-magento1-import-sample.csv');
  t.same(
    items.map((item) => item.cells.name),
    ['New Product1', 'New Product2'],
    'two products, each sold once',
  );
  t.equal(items[0]?.cells._media_image, 'new_product1.jpg, new_product2.jpg', 'the picture line adds its picture');
  t.equal(structure.products.length, 2);
});
