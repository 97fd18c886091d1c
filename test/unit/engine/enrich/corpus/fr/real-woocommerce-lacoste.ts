import { CONDITIONS } from '../lists.ts';
import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French WooCommerce export (a children's clothes shop): prices in FCFA with a thousands space, UGS for the SKU, État de la TVA, sizes as attribute values.
 * Rows read from test/fixtures/real-headers/fr-woocommerce-lacoste.csv (github.com/MisterMarveil/wc-csv-importer, `produits.csv`).
 */

const {
  rows: [ensemble, tommy08],
  others,
} = realFile('fr-woocommerce-lacoste.csv');

const cases: CorpusCase[] = [
  { why: 'Tarif régulier is the price', row: ensemble, file: others(ensemble), field: { output: 'Prix', type: 'integer' }, want: 15000 },
  { why: 'Tarif promo is the sale price', row: ensemble, file: others(ensemble), field: { output: 'Prix promo', type: 'integer' }, want: 12000 },
  { why: 'a price in FCFA is no price in euros', row: ensemble, file: others(ensemble), field: { output: 'Prix (€)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'UGS is the SKU', row: ensemble, file: others(ensemble), field: { output: 'SKU' }, want: 'EV- 0001' },
  { why: 'the taille attribute value is the size', row: tommy08, file: others(tommy08), field: { output: 'Taille' }, want: '08 ans' },
  { why: 'Catégories is the category', row: ensemble, file: others(ensemble), field: { output: 'Catégorie' }, want: 'Vêtements, Enfants, Garçons > Ensemble Vêtements Enfants' },
  { why: 'Nom is the name', row: ensemble, file: others(ensemble), field: { output: 'Nom' }, want: 'Ensemble Lacoste Junior "Chic Élégant"' },
  { why: 'an empty Poids (kg) is no weight', row: ensemble, file: others(ensemble), field: { output: 'Poids', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'source_empty' },
  { why: 'État de la TVA (taxable) is no condition', row: ensemble, file: others(ensemble), field: { output: 'État', valueList: CONDITIONS }, want: null, reason: 'not_in_list' },
  { why: 'En stock ? is a flag, Stock is empty: no stock count', row: ensemble, file: others(ensemble), field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'a set of a grey, a red and a black piece has no one colour', row: ensemble, file: others(ensemble), field: { output: 'Couleur' }, want: null, reason: 'not_found' },
];

export default cases;
