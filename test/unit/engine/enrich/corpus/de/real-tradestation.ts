import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German repair-parts price list: Preis with a decimal comma, an empty Preis, stock as words.
 * Rows read from test/fixtures/real-headers/de-tradestation-preisliste.csv (github.com/masoudbrasco-max/tradestation-b2b-preisliste, `data/preisliste.csv`).
 */

const {
  rows: [display, displayFhd],
  others,
} = realFile('de-tradestation-preisliste.csv');

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: display, file: others(display), field: { output: 'Preis', type: 'float' }, want: 9 },
  { why: 'an empty Preis is no price', row: displayFhd, file: others(displayFhd), field: { output: 'Preis', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'Marke is the brand', row: display, file: others(display), field: { output: 'Marke' }, want: 'Apple' },
  { why: 'Kategorie is the category', row: display, file: others(display), field: { output: 'Kategorie' }, want: 'Smartphone' },
  { why: '"Viel Bestand" is no stock count', row: display, file: others(display), field: { output: 'Bestand', type: 'integer' }, want: null, reason: 'not_readable' },
];

export default cases;
