import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Czech ski resort's day tickets: Název jízdenky (the ticket's name), a price a column for each age (Dospělí, Děti, Junioři,
 * Senioři) named by no price word, and Poznámka. Rows read from test/fixtures/real-headers/cs-kohutka-cenik.csv
 * (github.com/filipzapletalcs/kohutka-web, `pricing_csv/denni.csv`).
 */

const {
  rows: [first],
  others,
} = realFile('cs-kohutka-cenik.csv');

const cases: CorpusCase[] = [
  { why: 'Název jízdenky is the name', row: first, file: others(first), field: { output: 'Název' }, want: '1-denní (od 8:30 do 16:00 hod.)' },
  { why: 'an empty Poznámka leaves the notes empty', row: first, file: others(first), field: { output: 'Poznámka' }, want: null, reason: 'source_empty' },
];

export default cases;
