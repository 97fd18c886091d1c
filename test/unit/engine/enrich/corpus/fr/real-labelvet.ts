import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French pet-food list with comma-and-tab separators: Prix (€) beside Prix/kg, Poids (kg), Quantité.
 * Rows copied from test/fixtures/real-headers/fr-labelvet-produits.csv (github.com/Mosty2b/labelvet-csv, `produits.csv`); long cells cut as in the fixture.
 */

const chien: Product = {
  'Nom produit': 'Croquettes pour chien Purina Pro-Plan',
  '\tPrix (€)': '\t60',
  '\tPoids (kg)': '\t14',
  '\tPrix/kg': '\t4.29',
  '\tQuantité': '\t30',
  '\tRéférence produit': '\t1234567',
};
const chat: Product = {
  'Nom produit': 'Croquettes pour chat Whiskas',
  '\tPrix (€)': '\t40',
  '\tPoids (kg)': '\t10',
  '\tPrix/kg': '\t4.00',
  '\tQuantité': '\t26',
  '\tRéférence produit': '\t7654321',
};
const file = [chien, chat];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Prix (€) is the price, its tab dropped', row: chien, file: others(chien), field: { output: 'Prix', type: 'float' }, want: 60 },
  { why: 'Prix/kg is the price per kilo', row: chien, file: others(chien), field: { output: 'Prix au kilo', type: 'float' }, want: 4.29 },
  { why: 'Poids (kg) is the weight', row: chien, file: others(chien), field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: 14 },
  { why: 'Nom produit is the name', row: chat, file: others(chat), field: { output: 'Nom' }, want: 'Croquettes pour chat Whiskas' },
  { why: 'Référence produit is the reference', row: chat, file: others(chat), field: { output: 'Référence' }, want: '7654321' },
];

export default cases;
