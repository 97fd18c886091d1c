import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Swedish shop register's products: Typ, ID, Namn, Pris, four Extra columns, LagerAntal.
 * Rows read from test/fixtures/real-headers/sv-butik-produkter.csv (github.com/Yazan-al-khalili/Inventory-and-Cash-Register-System, `produkter.csv`).
 */

const {
  rows: [bello, , eldenRing],
  others,
} = realFile('sv-butik-produkter.csv');

const cases: CorpusCase[] = [
  { why: 'Namn is the name', row: bello, file: others(bello), field: { output: 'Namn' }, want: 'Bello Gallico et Civili' },
  { why: 'Pris is the price', row: bello, file: others(bello), field: { output: 'Pris', type: 'float' }, want: 449 },
  { why: 'LagerAntal is the stock', row: eldenRing, file: others(eldenRing), field: { output: 'Lagersaldo', type: 'integer' }, want: 4 },
  { why: 'no column names the brand', row: eldenRing, file: others(eldenRing), field: { output: 'Tillverkare' }, want: null, reason: 'not_found' },
];

export default cases;
