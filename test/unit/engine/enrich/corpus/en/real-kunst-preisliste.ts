import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German art-rental price list with English headers: Worth for the price, Width and Height in cm (no unit said), IsAvailable / IsArchived flags.
 * Rows read from test/fixtures/real-headers/en-kunst-preisliste.csv (github.com/philfreshman/kunst-app, `Preisliste.csv`).
 */

const {
  rows: [hochland, empty],
  others,
} = realFile('en-kunst-preisliste.csv');

const cases: CorpusCase[] = [
  { why: 'Worth is the price', row: hochland, file: others(hochland), field: { output: 'Price', type: 'float' }, want: 600, todo: 'Worth is not a price word' },
  { why: 'a bare Width kept as written when no unit is asked', row: hochland, file: others(hochland), field: { output: 'Width', type: 'float' }, want: 120 },
  { why: 'a bare Width is not certain in centimetres', row: hochland, file: others(hochland), field: { output: 'Width', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'unit_unknown' },
  { why: 'Title is the name', row: hochland, file: others(hochland), field: { output: 'Name' }, want: 'HOCHLAND' },
  { why: 'an empty Worth is no price', row: empty, file: others(empty), field: { output: 'Price', type: 'float' }, want: null, reason: 'not_found' },
];

export default cases;
