import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French grocery sheet: Prix HT with the VAT rate beside it and an empty TTC column, the EAN as Code EAN.
 * Rows read from test/fixtures/real-headers/fr-epicerie-gacilly.csv (github.com/epiceriedelagacilly-wq/boutique, `produits.csv`).
 */

const {
  rows: [jambon, coca],
  others,
} = realFile('fr-epicerie-gacilly.csv');

const cases: CorpusCase[] = [
  { why: 'Prix HT is the price', row: jambon, file: others(jambon), field: { output: 'Prix', type: 'float' }, want: 3.5 },
  { why: 'Prix HT is the price tax excluded', row: jambon, file: others(jambon), field: { output: 'Prix HT', type: 'float' }, want: 3.5 },
  { why: 'the TTC column is empty: no price tax included', row: jambon, file: others(jambon), field: { output: 'Prix TTC', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Code EAN is the EAN', row: jambon, file: others(jambon), field: { output: 'EAN' }, want: '3250391584123' },
  { why: "Nom de l'article is the name", row: jambon, file: others(jambon), field: { output: 'Nom' }, want: 'Jambon Superieur' },
  { why: 'stock is the stock', row: jambon, file: others(jambon), field: { output: 'Stock', type: 'integer' }, want: 10 },
  { why: 'the name states 1.5 L', row: coca, file: others(coca), field: { output: 'Contenance', type: 'float', expectedUnit: 'l' }, want: 1.5 },
];

export default cases;
