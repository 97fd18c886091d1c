import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Slovak list of printers: Id, Nazov (the name, without its accent), Produktovy kod, and three unnamed empty columns. Rows read
 * from test/fixtures/real-headers/sk-zive-produkty.csv (github.com/ladislavP/zive-it-2020, `produkty.csv`).
 */

const {
  rows: [first],
  others,
} = realFile('sk-zive-produkty.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Nazov is the name', row: first, file: others(first), delimiter: ';', field: { output: 'Názov produktu' }, want: 'HP Color LaserJet Enterprise M652dn' },
  { why: 'Produktovy kod is the reference, never the Id', row: first, file: others(first), delimiter: ';', field: { output: 'Kód produktu' }, want: '389' },
];

export default cases;
