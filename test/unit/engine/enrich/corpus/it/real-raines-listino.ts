import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian supplier listino (semicolons): COSTO beside IVA, the carton format, the sales unit, an empty COSTO AL METRO.
 * Rows read from test/fixtures/real-headers/it-raines-listino.csv (github.com/alicco/catalogoraines, `public/DBRAINESCOMPLETO.csv`).
 */

const {
  rows: [deodorante],
  others,
} = realFile('it-raines-listino.csv', ';');

const cases: CorpusCase[] = [
  { why: 'COSTO is the purchase price', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: "Prezzo d'acquisto", type: 'float' }, want: 1.55 },
  { why: 'a file with only a cost has no selling price', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'CATEGORIA is the category', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Categoria' }, want: 'DETERGENTI DISINFETTANTI' },
  { why: 'the description states 300 ml', row: deodorante, file: others(deodorante), delimiter: ';', field: { output: 'Capacità', type: 'integer', expectedUnit: 'ml' }, want: 300 },
];

export default cases;
