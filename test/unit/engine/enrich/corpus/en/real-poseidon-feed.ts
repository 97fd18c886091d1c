import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Google Merchant feed (Poseidon Shell): the price with its currency in the cell, the shipping weight in pounds.
 * Rows read from test/fixtures/real-headers/en-poseidon-google-feed.csv (github.com/poseidonshellsd-maker/PoseidonProductPush, `google_feed.csv`).
 */

const {
  rows: [green],
  others,
} = realFile('en-poseidon-google-feed.csv');

const cases: CorpusCase[] = [
  { why: 'the price is read from "72.5 USD"', row: green, file: others(green), field: { output: 'Price', type: 'float' }, want: 72.5 },
  { why: 'a price in USD is no price in euros', row: green, file: others(green), field: { output: 'Price (€)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'shipping_weight is the parcel’s weight, not the product’s', row: green, file: others(green), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'the shipping weight in pounds, converted to grams when asked', row: green, file: others(green), field: { output: 'Shipping weight (g)', type: 'integer' }, want: 28 },
  { why: 'title is the name', row: green, file: others(green), field: { output: 'Name' }, want: 'Green Abalone Blanks' },
  { why: 'no brand column: no brand', row: green, file: others(green), field: { output: 'Brand' }, want: null, reason: 'not_found' },
];

export default cases;
