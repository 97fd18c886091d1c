import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian first-aid kit sheet: Prodotto holds the name, Prezzo (€) with a decimal comma.
 * Rows read from test/fixtures/real-headers/it-raines-kit.csv (github.com/alicco/catalogoraines, `prodotti.csv`).
 */

const {
  rows: [guanti, soluzione],
  others,
} = realFile('it-raines-kit.csv');

const cases: CorpusCase[] = [
  { why: 'Prezzo (€) is the price', row: guanti, file: others(guanti), field: { output: 'Prezzo', type: 'float' }, want: 4.5 },
  { why: 'Prodotto is the product name', row: guanti, file: others(guanti), field: { output: 'Nome' }, want: 'Guanti Sterili' },
  { why: 'Categoria is the category', row: guanti, file: others(guanti), field: { output: 'Categoria' }, want: 'Protezione' },
  { why: 'the description states 500 ml', row: soluzione, file: others(soluzione), field: { output: 'Capacità', type: 'integer', expectedUnit: 'ml' }, want: 500 },
];

export default cases;
