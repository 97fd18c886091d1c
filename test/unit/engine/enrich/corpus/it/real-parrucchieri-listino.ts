import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian hair salon's product listino: categoria holding 'Prodotto - <line>', formato holding the bottle content ('280 ml', '100 gr'), prezzo.
 * Rows read from test/fixtures/real-headers/it-parrucchieri-listino.csv (github.com/JustMatte0202/Negozio-di-parrucchieri, `listino_prodotti.csv`).
 */

const {
  rows: [shampooArgento, minuShampoo, washBar],
  others,
} = realFile('it-parrucchieri-listino.csv');

const cases: CorpusCase[] = [
  { why: "formato '280 ml' is the content", row: shampooArgento, file: others(shampooArgento), field: { output: 'Capacità', type: 'integer', expectedUnit: 'ml' }, want: 280, todo: 'formato (read as dimensions) holding a content is not read as a capacity' },
  { why: 'prezzo is the price', row: shampooArgento, file: others(shampooArgento), field: { output: 'Prezzo', type: 'float' }, want: 22 },
  { why: 'nome is the name', row: minuShampoo, file: others(minuShampoo), field: { output: 'Nome' }, want: 'MINU/ Shampoo' },
  { why: "formato '100 gr' is the weight", row: washBar, file: others(washBar), field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: 100, todo: 'formato (read as dimensions) holding a content is not read as a weight' },
  { why: 'categoria is the category', row: washBar, file: others(washBar), field: { output: 'Categoria' }, want: 'Prodotto - Grow Beautiful' },
];

export default cases;
