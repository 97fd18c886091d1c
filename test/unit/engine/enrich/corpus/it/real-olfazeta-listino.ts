import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian perfume listino (semicolons): one Cod. and one Prezzo per bottle size ('Prezzo 15ml', 'Prezzo 30ml'), prices with ' €', Marca, Genere.
 * Rows read from test/fixtures/real-headers/it-olfazeta-listino.csv (github.com/benitopellegrino-ui/luxury-catalog, `listino.csv`).
 */

const {
  rows: [oneMillion, opium, blackAfgano],
  others,
} = realFile('it-olfazeta-listino.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Prezzo 30ml is the price of the 30 ml bottle', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo 30ml', type: 'float' }, want: 18, todo: 'the first Prezzo <size> column is taken, not the one of the same name' },
  { why: 'a price per bottle size is not the price of the product', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: null, todo: "the first bottle size's price is read as the price" },
  { why: "a Prezzo 50ml of '-' is no price", row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo 50ml', type: 'float' }, want: null, todo: 'the first Prezzo <size> column is taken, not the one of the same name' },
  { why: 'Marca is the brand', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Marca' }, want: 'PACO RABANNE' },
  { why: 'Nome Olfazeta is the name', row: opium, file: others(opium), delimiter: ';', field: { output: 'Nome' }, want: 'OPIUM' },
  { why: 'Categoria is the category', row: blackAfgano, file: others(blackAfgano), delimiter: ';', field: { output: 'Categoria' }, want: 'LUXURY' },
];

export default cases;
