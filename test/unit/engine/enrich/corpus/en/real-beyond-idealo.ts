import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real idealo export of an ePages Beyond shop: camelCase headers (basePrice, categoryPath), the base price per kilo in one cell, a size that is a net content.
 * Rows read from test/fixtures/real-headers/en-beyond-idealo.csv (github.com/unabris/import_files, `idealo.csv`).
 */

const {
  rows: [regular, chocolate],
  others,
} = realFile('en-beyond-idealo.csv');

const cases: CorpusCase[] = [
  { why: 'price is the price, not the basePrice', row: regular, file: others(regular), field: { output: 'Price', type: 'float' }, want: 9.9 },
  { why: 'basePrice is the price per kilo', row: regular, file: others(regular), field: { output: 'Price per kg', type: 'float' }, want: 10 },
  { why: 'brand is the brand', row: regular, file: others(regular), field: { output: 'Brand' }, want: 'Manufacturer RP1' },
  { why: 'categoryPath is the category', row: regular, file: others(regular), field: { output: 'Category' }, want: 'Meta Export, Alle Produkte' },
  { why: 'title is the name', row: regular, file: others(regular), field: { output: 'Name' }, want: 'Regular Product 1' },
  { why: 'size is the size', row: chocolate, file: others(chocolate), field: { output: 'Size' }, want: '1kg' },
  { why: 'deliveryCosts is a shipping cost, never the price', row: regular, file: others(regular), field: { output: 'Shipping cost', type: 'float' }, want: 5, todo: 'camelCase deliveryCosts_… is one word: no price meaning' },
];

export default cases;
