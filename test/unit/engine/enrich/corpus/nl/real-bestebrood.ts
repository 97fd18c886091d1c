import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Dutch bread comparison list: Beeld (empty), Merk, Naam, Prijs beside a rating and match counts.
 * Rows read from test/fixtures/real-headers/nl-bestebrood-resultaten.csv (github.com/sabrina-liu/beste-brood, `results.csv`).
 */

const {
  rows: [croissant, bol],
  others,
} = realFile('nl-bestebrood-resultaten.csv');

const cases: CorpusCase[] = [
  { why: 'Merk is the brand', row: croissant, file: others(croissant), field: { output: 'Brand' }, want: 'AH' },
  { why: 'Prijs is the price, not the rating', row: croissant, file: others(croissant), field: { output: 'Verkoopprijs', type: 'float' }, want: 0.89 },
  { why: 'Naam is the name', row: bol, file: others(bol), field: { output: 'Productnaam' }, want: 'Italiaanse bol wit' },
  { why: 'an empty Beeld leaves the image empty', row: bol, file: others(bol), field: { output: 'Afbeelding' }, want: null, reason: 'source_empty' },
];

export default cases;
