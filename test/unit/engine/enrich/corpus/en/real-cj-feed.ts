import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real dropshipping feed (CJ Dropshipping): a price range in one cell, an empty brand.
 * Rows read from test/fixtures/real-headers/en-cj-merchant-feed.csv (github.com/delevite/Google-merchant-ecomm, `feed.csv`).
 */

const {
  rows: [outfit, watch, gloves],
  others,
} = realFile('en-cj-merchant-feed.csv');

const cases: CorpusCase[] = [
  { why: 'price is the price', row: outfit, file: others(outfit), field: { output: 'Price', type: 'float' }, want: 9.12 },
  { why: 'a price range is no one price', row: gloves, file: others(gloves), field: { output: 'Price', type: 'float' }, want: null, reason: 'not_one_quantity' },
  { why: 'category is the category', row: outfit, file: others(outfit), field: { output: 'Category' }, want: 'Suits & Sets' },
  { why: 'an empty brand is no brand', row: outfit, file: others(outfit), field: { output: 'Brand' }, want: null, reason: 'source_empty' },
  { why: 'title is the name', row: watch, file: others(watch), field: { output: 'Name' }, want: 'Natural Tigereye Maillard Advanced Chain Watch' },
];

export default cases;
