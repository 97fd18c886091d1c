import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian perfume listino (semicolons): one Cod. and one Prezzo per bottle size ('Prezzo 15ml', 'Prezzo 30ml'), prices with ' €', Marca, Genere.
 * Rows copied from test/fixtures/real-headers/it-olfazeta-listino.csv (github.com/benitopellegrino-ui/luxury-catalog, `listino.csv`); long cells cut as in the fixture.
 */

const oneMillion: Product = {
  'Nome Olfazeta': 'ONE MILLION',
  'Ispirato a:': 'Paco Rabanne',
  Marca: 'PACO RABANNE',
  Categoria: '',
  'Cod. 15ml': 'T001',
  'Prezzo 15ml': '11.90 €',
  'Cod. 30ml': '301',
  'Prezzo 30ml': '18.00 €',
  'Cod. 70ml': '001',
  'Prezzo 70ml': '35.00 €',
  'Cod. 50ml': '',
  'Prezzo 50ml': '-',
  Genere: 'Uomo',
  '': '',
};
const opium: Product = {
  'Nome Olfazeta': 'OPIUM',
  'Ispirato a:': 'Opium',
  Marca: 'YSL',
  Categoria: '',
  'Cod. 15ml': 'T006',
  'Prezzo 15ml': '11.90 €',
  'Cod. 30ml': '306',
  'Prezzo 30ml': '18.00 €',
  'Cod. 70ml': '006',
  'Prezzo 70ml': '35.00 €',
  'Cod. 50ml': '',
  'Prezzo 50ml': '',
  Genere: 'Donna',
  '': '',
};
const blackAfgano: Product = {
  'Nome Olfazeta': 'BLACK AFGANO',
  'Ispirato a:': 'Black Afgano',
  Marca: 'Nasomatto',
  Categoria: 'LUXURY',
  'Cod. 15ml': 'T074',
  'Prezzo 15ml': '19.90 €',
  'Cod. 30ml': '',
  'Prezzo 30ml': '',
  'Cod. 70ml': '',
  'Prezzo 70ml': '',
  'Cod. 50ml': '074',
  'Prezzo 50ml': '52.00 €',
  Genere: 'Uomo',
  '': '',
};
const file = [oneMillion, opium, blackAfgano];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Prezzo 30ml is the price of the 30 ml bottle', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo 30ml', type: 'float' }, want: 18, todo: 'the first Prezzo <size> column is taken, not the one of the same name' },
  { why: 'a price per bottle size is not the price of the product', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: null, todo: 'the first bottle size\'s price is read as the price' },
  { why: 'a Prezzo 50ml of \'-\' is no price', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Prezzo 50ml', type: 'float' }, want: null, todo: 'the first Prezzo <size> column is taken, not the one of the same name' },
  { why: 'Marca is the brand', row: oneMillion, file: others(oneMillion), delimiter: ';', field: { output: 'Marca' }, want: 'PACO RABANNE' },
  { why: 'Nome Olfazeta is the name', row: opium, file: others(opium), delimiter: ';', field: { output: 'Nome' }, want: 'OPIUM' },
  { why: 'Categoria is the category', row: blackAfgano, file: others(blackAfgano), delimiter: ';', field: { output: 'Categoria' }, want: 'LUXURY' },
];

export default cases;
