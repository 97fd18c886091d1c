/**
 * Products, not rows (issue 26): telling a file's products from its rows, at analysis and at a run's
 * start, in one thread — a Shopify-shaped export at the row cap (500 products × 10 variant rows,
 * 5,000 rows, option names on the product row only) and a flat file of 5,000 products (no structure
 * found: the rule's cost on every ordinary file) — then what a run sells of them, with the cells each
 * variant takes from its product row.
 *   node --import tsx bench/structure.bench.ts
 */
import { fileProducts } from '../engine/structure/items.ts';
import { fileStructure } from '../engine/structure/products.ts';
import { EN_HEADERS, productRows } from '../test/fixtures/products.ts';
import { bestOf, printTable } from './lib.ts';

const ROUNDS = 5;
const SHOPIFY = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Tags', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Variant SKU', 'Variant Grams', 'Variant Price', 'Variant Barcode', 'Image Src', 'Image Position'];
const COLOURS = ['Red', 'Blue', 'Green', 'Black', 'White'];

const shopify: string[][] = [];
for (let p = 0; p < 500; p++) {
  for (let v = 0; v < 10; v++) {
    const first = v === 0;
    const colour = COLOURS[v % 5] ?? 'Red';
    const size = v < 5 ? 'M' : 'L';
    shopify.push([
      `product-${p}`,
      first ? `Product ${p}` : '',
      first ? `<p>A fine product number ${p}, made to last.</p>` : '',
      first ? 'Acme' : '',
      first ? 'Shirts' : '',
      first ? 'cotton, summer' : '',
      first ? 'Color' : '',
      colour,
      first ? 'Size' : '',
      size,
      `SKU-${p}-${v}`,
      '180',
      '19.90',
      '',
      v < 2 ? `https://cdn.example.com/${p}-${v}.jpg` : '',
      v < 2 ? String(v + 1) : '',
    ]);
  }
}
const flat = productRows(5000);

const best = (work: () => unknown): number => Number(bestOf(ROUNDS, work).toFixed(1));

const shopifyStructure = fileStructure(SHOPIFY, shopify);
const shopifyItems = fileProducts(SHOPIFY, shopify).items;
printTable('Products from rows, one thread (best of 5)', [
  {
    file: 'Shopify export, 500 × 10 variants',
    rows: shopify.length,
    products: shopifyStructure.products.length,
    'sold (variants)': shopifyItems.length,
    'structure (ms)': best(() => fileStructure(SHOPIFY, shopify)),
    'with inheritance (ms)': best(() => fileProducts(SHOPIFY, shopify)),
  },
  {
    file: 'flat file, no structure',
    rows: flat.length,
    products: fileStructure(EN_HEADERS, flat).products.length,
    'sold (variants)': fileProducts(EN_HEADERS, flat).items.length,
    'structure (ms)': best(() => fileStructure(EN_HEADERS, flat)),
    'with inheritance (ms)': best(() => fileProducts(EN_HEADERS, flat)),
  },
]);
