import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Google Merchant feed (Poseidon Shell): the price with its currency in the cell, the shipping weight in pounds.
 * Rows copied from test/fixtures/real-headers/en-poseidon-google-feed.csv (github.com/poseidonshellsd-maker/PoseidonProductPush, `google_feed.csv`); long cells cut as in the fixture.
 */

const green: Product = {
  id: '849430768',
  title: 'Green Abalone Blanks',
  description: '',
  link: 'https://www.poseidonshell.com/online-store#!/Green-Abalone-Blanks/p/849430768',
  image_link: 'https://d2j6dbq0eux0bg.cloudfront.net/images/42429290/products/849430768/5897428357.jpg',
  price: '72.5 USD',
  availability: 'in stock',
  condition: 'new',
  shipping_weight: '0.0625 lb',
};
const pink: Product = {
  id: '849418836',
  title: 'Pink Abalone Blanks',
  description: 'Beautiful natural Pink abalone shell blanks with strong color and clean finish. Perfect for inlays, jewelry, and craft projects. Hand‑prepared for consistent quality.\nAll of our products are considere…',
  link: 'https://www.poseidonshell.com/online-store#!/Pink-Abalone-Blanks/p/849418836',
  image_link: 'https://d2j6dbq0eux0bg.cloudfront.net/images/42429290/products/849418836/5897392627.jpg',
  price: '68.5 USD',
  availability: 'in stock',
  condition: 'new',
  shipping_weight: '0.0625 lb',
};
const file = [green, pink];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'the price is read from "72.5 USD"', row: green, file: others(green), field: { output: 'Price', type: 'float' }, want: 72.5 },
  { why: 'a price in USD is no price in euros', row: green, file: others(green), field: { output: 'Price (€)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'shipping_weight is the parcel’s weight, not the product’s', row: green, file: others(green), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'the shipping weight in pounds, converted to grams when asked', row: green, file: others(green), field: { output: 'Shipping weight (g)', type: 'integer' }, want: 28 },
  { why: 'title is the name', row: green, file: others(green), field: { output: 'Name' }, want: 'Green Abalone Blanks' },
  { why: 'no brand column: no brand', row: green, file: others(green), field: { output: 'Brand' }, want: null, reason: 'not_found' },
];

export default cases;
