import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French grocery sheet: Prix HT with the VAT rate beside it and an empty TTC column, the EAN as Code EAN.
 * Rows copied from test/fixtures/real-headers/fr-epicerie-gacilly.csv (github.com/epiceriedelagacilly-wq/boutique, `produits.csv`); long cells cut as in the fixture.
 */

const jambon: Product = {
  'Code EAN': '3250391584123',
  'Nom de l’article': 'Jambon Superieur',
  Type: 'Frais',
  Famille: '',
  'Prix HT': '3.50',
  TVA: '0.055',
  TTC: '',
  stock: '10',
  Nature: '',
  Usage: '',
  Moment: '',
  Image: 'images/3250391584123.jpg',
};
const coca: Product = {
  'Code EAN': '5449000000996',
  'Nom de l’article': 'Coca Cola 1.5L',
  Type: 'Boisson',
  Famille: '',
  'Prix HT': '1.20',
  TVA: '0.20',
  TTC: '',
  stock: '24',
  Nature: '',
  Usage: '',
  Moment: '',
  Image: 'images/5449000000996.jpg',
};
const lasagnes: Product = {
  'Code EAN': '3560070494321',
  'Nom de l’article': 'Plat Lasagnes',
  Type: 'Traiteur',
  Famille: '',
  'Prix HT': '5.90',
  TVA: '0.10',
  TTC: '',
  stock: '5',
  Nature: '',
  Usage: '',
  Moment: '',
  Image: 'images/3560070494321.jpg',
};
const file = [jambon, coca, lasagnes];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Prix HT is the price', row: jambon, file: others(jambon), field: { output: 'Prix', type: 'float' }, want: 3.5 },
  { why: 'Prix HT is the price tax excluded', row: jambon, file: others(jambon), field: { output: 'Prix HT', type: 'float' }, want: 3.5 },
  { why: 'the TTC column is empty: no price tax included', row: jambon, file: others(jambon), field: { output: 'Prix TTC', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Code EAN is the EAN', row: jambon, file: others(jambon), field: { output: 'EAN' }, want: '3250391584123' },
  { why: 'Nom de l\'article is the name', row: jambon, file: others(jambon), field: { output: 'Nom' }, want: 'Jambon Superieur' },
  { why: 'stock is the stock', row: jambon, file: others(jambon), field: { output: 'Stock', type: 'integer' }, want: 10 },
  { why: 'the name states 1.5 L', row: coca, file: others(coca), field: { output: 'Contenance', type: 'float', expectedUnit: 'l' }, want: 1.5, todo: 'a quantity in the name, unlabelled, is not read' },
];

export default cases;
