import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German wholesale article list (semicolons): Artikelnummer, Name, Einheit, Preis with a decimal comma.
 * Rows read from test/fixtures/real-headers/de-pinkstories-artikel.csv (github.com/pinkstories/tool, `Artikel.csv`).
 */

const {
  rows: [whimsy],
  others,
} = realFile('de-pinkstories-artikel.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'Preis', type: 'float' }, want: 780 },
  { why: 'Name is the name', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'Name' }, want: 'Starterset Whimsy 100% (24 colours and 6 shelfs)' },
  { why: 'Artikelnummer is the SKU', row: whimsy, file: others(whimsy), delimiter: ';', field: { output: 'SKU' }, want: '2384' },
];

export default cases;
