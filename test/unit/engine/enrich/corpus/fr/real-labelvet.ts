import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French pet-food list with comma-and-tab separators: Prix (€) beside Prix/kg, Poids (kg), Quantité.
 * Rows read from test/fixtures/real-headers/fr-labelvet-produits.csv (github.com/Mosty2b/labelvet-csv, `produits.csv`).
 */

const {
  rows: [chien, chat],
  others,
} = realFile('fr-labelvet-produits.csv');

const cases: CorpusCase[] = [
  { why: 'Prix (€) is the price, its tab dropped', row: chien, file: others(chien), field: { output: 'Prix', type: 'float' }, want: 60 },
  { why: 'Prix/kg is the price per kilo', row: chien, file: others(chien), field: { output: 'Prix au kilo', type: 'float' }, want: 4.29 },
  { why: 'Poids (kg) is the weight', row: chien, file: others(chien), field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: 14 },
  { why: 'Nom produit is the name', row: chat, file: others(chat), field: { output: 'Nom' }, want: 'Croquettes pour chat Whiskas' },
  { why: 'Référence produit is the reference', row: chat, file: others(chat), field: { output: 'Référence' }, want: '7654321' },
];

export default cases;
