import fs from 'node:fs';
import t from 'tap';
import { parseTable } from '../../../../engine/parsers/index.ts';
import { isBlankRow } from '../../../../engine/parsers/table.ts';
import { fileStructure, variantCount } from '../../../../engine/structure/products.ts';

/**
 * Products, not rows, on real exports (test/fixtures/variants, README.md for their sources): each
 * file's structure as a person reads it, counted by hand (expected.json) — products, variant rows,
 * picture rows, and which rows make each product.
 */
interface Expected {
  shape: string;
  products: number;
  variants: number;
  imageRows: number;
  /** `product` null: the product's own row is not in the file (a combinations file, Akeneo's variant products). */
  groups: { product: number | null; variants: number[]; images: number[] }[];
}

const DIR = new URL('../../../fixtures/variants/', import.meta.url);
const expected = JSON.parse(fs.readFileSync(new URL('expected.json', DIR), 'utf8')) as Record<string, Expected>;

for (const [file, want] of Object.entries(expected)) {
  t.test(`${file} (${want.shape})`, async (t) => {
    const table = await parseTable(fs.readFileSync(new URL(file, DIR)), 'csv', file.split('.').pop() ?? 'csv');
    const rows = table.rows.filter((row) => !isBlankRow(row));
    const structure = fileStructure(table.headers, rows);
    t.same({ products: structure.products.length, variants: variantCount(structure), imageRows: structure.products.reduce((sum, product) => sum + product.images.length, 0) }, { products: want.products, variants: want.variants, imageRows: want.imageRows }, 'the counts');
    const sorted = (rows: readonly number[]) => [...rows].sort((a, b) => a - b);
    want.groups.forEach((group, i) => {
      const found = structure.products[i];
      t.same(sorted(found?.variants ?? []), sorted(group.variants), `product ${i + 1}: its variants`);
      t.same(sorted(found?.images ?? []), sorted(group.images), `product ${i + 1}: its picture rows`);
      if (group.product !== null) t.equal(found?.product, group.product, `product ${i + 1}: its own row`);
    });
  });
}

t.test('a file without structure: every row a product', async (t) => {
  const rows = [
    ['Chair', 'CH-1', '12.50'],
    ['Table', 'TA-1', '99'],
    ['Lamp', 'LA-1', '15'],
  ];
  const structure = fileStructure(['Name', 'SKU', 'Price'], rows);
  t.equal(structure.by, 'rows');
  t.same(
    structure.products.map((product) => [product.product, product.variants]),
    [
      [0, []],
      [1, []],
      [2, []],
    ],
  );
  t.equal(
    fileStructure(
      ['Id', 'ArticleId', 'Title', 'Worth'],
      [
        ['1', 'A1', 'Hochland', '600'],
        ['10', 'A13', '', ''],
      ],
    ).products.length,
    2,
    'an unnamed row with an identifier alone is a product with gaps, not a variant',
  );
});

t.test('one name on several rows: variants only when their options tell them apart', async (t) => {
  const headers = ['Name', 'SKU', 'Price', 'Colour'];
  const seven = ['4.50', '4.80', '6.20', '6.50', '8.90', '9.20', '11.00'].map((price, i) => ['T-Shirt kurzarm', `TS00${i + 1}`, price, '']);
  t.same(
    fileStructure(headers, seven).products.map((product) => product.variants.length),
    Array(7).fill(0),
    'seven rows of one name with their own SKUs and prices, no option among them: seven products',
  );
  const twins = [
    ['Mug', 'MUG-1', '9.90', 'Blue'],
    ['Mug', 'MUG-2', '9.90', 'Blue'],
  ];
  t.equal(fileStructure(headers, twins).products.length, 2, 'two rows identical but for the SKU stay two products');
  const colours = [
    ['Mug', 'MUG-B', '9.90', 'Blue'],
    ['Mug', 'MUG-W', '9.90', 'White'],
  ];
  t.same(fileStructure(headers, colours).products, [{ product: 0, variants: [0, 1], images: [] }], 'a colour of its own on each row: one product, two variants');
});

t.test('Magento continuation lines are no product of their own', async (t) => {
  const headers = ['sku', '_store', 'name', 'price', '_category', '_media_image'];
  const rows = [
    ['MUG-1', '', 'Mug', '9.90', 'Kitchen', 'mug.jpg'],
    ['', '', '', '', 'Kitchen/Cups', ''],
    ['', 'german', 'Becher', '9.90', '', ''],
    ['', '', '', '', '', 'mug-side.jpg'],
    ['PLATE-1', '', 'Plate', '12.00', 'Kitchen', 'plate.jpg'],
    ['PLATE-1', 'german', 'Teller', '12.00', '', ''],
  ];
  t.same(
    fileStructure(headers, rows).products,
    [
      { product: 0, variants: [], images: [3] },
      { product: 4, variants: [], images: [] },
    ],
    'a second category, a store view’s name and price (on an empty or a repeated SKU) join their product unsold; a picture line is its picture',
  );
  t.equal(
    fileStructure(
      ['sku', 'name', 'price'],
      [
        ['A-1', 'Mug', '9.90'],
        ['', 'Cup', '4.50'],
      ],
    ).products.length,
    2,
    'without a store view column, a named row without a SKU is a product with a gap',
  );
});

t.test('rows stating a brand and model are products, even without a name or a price (on request)', async (t) => {
  // A real B2B price list (test/fixtures/real-headers/de-tradestation-preisliste.csv, README.md there): iPhone 8 parts, two on request.
  const file = 'de-tradestation-preisliste.csv';
  const table = await parseTable(fs.readFileSync(new URL(`../../../fixtures/real-headers/${file}`, import.meta.url)), 'csv', 'csv');
  const structure = fileStructure(
    table.headers,
    table.rows.filter((row) => !isBlankRow(row)),
  );
  t.same(
    structure.products.map((product) => [product.product, product.variants.length]),
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    'three parts, none a detail line of the one with a price',
  );
});

t.test('Magento 1 configurable: its child SKUs, one a continuation line, are its variants', async (t) => {
  // Written by hand after Magento 1's import format (no public export with a configurable was found).
  const headers = ['sku', '_store', '_type', 'name', 'price', 'color', '_category', '_super_products_sku', '_super_attribute_code', '_super_attribute_option'];
  const rows = [
    ['TEE-RED', '', 'simple', 'Tee Red', '20', 'Red', 'Shirts', '', '', ''],
    ['TEE-BLUE', '', 'simple', 'Tee Blue', '20', 'Blue', 'Shirts', '', '', ''],
    ['TEE', '', 'configurable', 'Tee', '20', '', 'Shirts', 'TEE-RED', 'color', 'Red'],
    ['', '', '', '', '', '', '', 'TEE-BLUE', 'color', 'Blue'],
    ['', '', '', '', '', '', 'Shirts/Summer', '', '', ''],
    ['', 'french', '', 'T-shirt', '20', '', '', '', '', ''],
    ['MUG', '', 'simple', 'Mug', '9', 'White', 'Kitchen', '', '', ''],
  ];
  t.same(
    fileStructure(headers, rows).products,
    [
      { product: 2, variants: [0, 1], images: [] },
      { product: 6, variants: [], images: [] },
    ],
    'the configurable and its two children; its category and French lines are no product',
  );
});
