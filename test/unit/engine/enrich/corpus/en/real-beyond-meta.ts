import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Meta (Facebook) catalogue feed of an ePages Beyond shop: prices and sale prices with the currency in the cell, shipping_weight in grams.
 * Rows read from test/fixtures/real-headers/en-beyond-meta.csv (github.com/unabris/import_files, `meta.csv`).
 */

const {
  rows: [strawberry, smooth],
  others,
} = realFile('en-beyond-meta.csv');

const cases: CorpusCase[] = [
  { why: 'price is the price', row: strawberry, file: others(strawberry), field: { output: 'Price', type: 'float' }, want: 14.3 },
  { why: 'sale_price is the sale price', row: strawberry, file: others(strawberry), field: { output: 'Sale price', type: 'float' }, want: 14 },
  { why: 'an empty sale_price is no sale price', row: smooth, file: others(smooth), field: { output: 'Sale price', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'brand is the brand', row: strawberry, file: others(strawberry), field: { output: 'Brand' }, want: 'ePages GmbH' },
  { why: 'an empty brand is no brand', row: smooth, file: others(smooth), field: { output: 'Brand' }, want: null, reason: 'source_empty' },
  { why: 'shipping_weight (1500 g) is the parcel’s weight: the product’s is the 2kg its title states', row: strawberry, file: others(strawberry), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 2, read: '2kg' },
  { why: 'shipping_weight is the parcel’s weight, not the product’s, and the title states none', row: smooth, file: others(smooth), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'the shipping weight in grams, converted to kilograms when asked', row: strawberry, file: others(strawberry), field: { output: 'Shipping weight', type: 'float', expectedUnit: 'kg' }, want: 1.5 },
  { why: 'title is the name', row: strawberry, file: others(strawberry), field: { output: 'Name' }, want: 'Master Product 1 2kg Strawberry' },
];

export default cases;
