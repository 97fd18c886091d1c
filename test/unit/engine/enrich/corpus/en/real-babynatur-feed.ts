import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Google Ads feed of a Shopify shop (Baby Natur, Croatia): Item title, Price and Sale price with the currency in the cell.
 * Rows read from test/fixtures/real-headers/en-babynatur-ads-feed.csv (github.com/Vozimisko/shopify-google-feed, `feed.csv`).
 */

const {
  rows: [small, , large],
  others,
} = realFile('en-babynatur-ads-feed.csv');

const cases: CorpusCase[] = [
  { why: 'Price is the price', row: small, file: others(small), field: { output: 'Price', type: 'float' }, want: 55 },
  { why: 'Sale price is the sale price', row: large, file: others(large), field: { output: 'Sale price', type: 'float' }, want: 57 },
  { why: 'Item title is the name', row: small, file: others(small), field: { output: 'Name' }, want: 'Dvoslojna muslin vreća s volanima i nogavicama - Cvjetići / 6–18 mjeseci' },
  { why: 'Price (€) reads the price in EUR', row: small, file: others(small), field: { output: 'Price (€)', type: 'float' }, want: 55 },
];

export default cases;
