import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Swiss Odoo product export (bicycle parts, headers half English half German): Cost (the purchase price), Product Type holding Odoo's stock type, Einkauf ME (purchase unit).
 * Rows read from test/fixtures/real-headers/en-mint-odoo.csv (github.com/Mint-System/Odoo-Demodaten, `product.template.csv`).
 */

const {
  rows: [rahmen, , oberrohr],
  others,
} = realFile('en-mint-odoo.csv');

const cases: CorpusCase[] = [
  { why: 'Cost is the purchase price', row: rahmen, file: others(rahmen), field: { output: 'Purchase price', type: 'float' }, want: 85.25 },
  { why: 'Cost is no selling price', row: rahmen, file: others(rahmen), field: { output: 'Price', type: 'float' }, want: null, reason: 'not_found' },
  { why: "Odoo's Product Type (a stock type) is no category", row: rahmen, file: others(rahmen), field: { output: 'Category' }, want: null, todo: "Product Type reads as a category, Odoo's holds the stock type" },
  { why: 'Internal Reference is the SKU', row: rahmen, file: others(rahmen), field: { output: 'SKU' }, want: 'M1000' },
  { why: 'Name is the name', row: oberrohr, file: others(oberrohr), field: { output: 'Name' }, want: 'Oberrohr' },
];

export default cases;
