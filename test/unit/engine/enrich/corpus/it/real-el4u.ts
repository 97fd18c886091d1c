import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian B2B listino: prezzo_vendita (the B2B price) beside prezzo_pubblico (the public price), categoria1..3, marchio.
 * Rows read from test/fixtures/real-headers/it-el4u-listino-b2b.csv (github.com/el4u-b2b/listino-b2b, `listino_B2B.csv`).
 */

const {
  rows: [cucina],
  others,
} = realFile('it-el4u-listino-b2b.csv');

const cases: CorpusCase[] = [
  { why: 'prezzo_pubblico is the price, never the B2B prezzo_vendita', row: cucina, file: others(cucina), field: { output: 'Prezzo', type: 'float' }, want: 549 },
  { why: 'Price is the prezzo_pubblico', row: cucina, file: others(cucina), field: { output: 'Price', type: 'float' }, want: 549 },
  { why: "the B2B prezzo_vendita is the reseller's purchase price", row: cucina, file: others(cucina), field: { output: "Prezzo d'acquisto", type: 'float' }, want: 422.86, todo: 'prezzo_vendita has no purchase meaning' },
  { why: 'marchio is the brand', row: cucina, file: others(cucina), field: { output: 'Marca' }, want: 'GLEM' },
  { why: 'categoria1 is the category', row: cucina, file: others(cucina), field: { output: 'Categoria' }, want: 'GED COTTURA' },
  { why: 'ean is the EAN', row: cucina, file: others(cucina), field: { output: 'EAN' }, want: '8054187279461' },
];

export default cases;
