import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French grocery import: Produit holds the name, Format the pack and its content, Rayon the category.
 * Rows read from test/fixtures/real-headers/fr-etshop-import.csv (github.com/CrokNoks/et-shop, `import_produits.csv`).
 */

const {
  rows: [lait, pate],
  others,
} = realFile('fr-etshop-import.csv');

const cases: CorpusCase[] = [
  { why: 'Produit is the product name', row: lait, file: others(lait), field: { output: 'Nom' }, want: 'Lait Demi-Écrémé' },
  { why: 'Ref_EAN is the EAN', row: lait, file: others(lait), field: { output: 'EAN' }, want: '3017620422003' },
  { why: 'Rayon is the category', row: lait, file: others(lait), field: { output: 'Catégorie' }, want: 'Produits Laitiers' },
  { why: 'Brique 1L states the content', row: lait, file: others(lait), field: { output: 'Contenance', type: 'float', expectedUnit: 'l' }, want: 1, todo: 'Format (read as dimensions) holding a pack and its content is not read as a capacity' },
  { why: 'Pot 400g states the net weight', row: pate, file: others(pate), field: { output: 'Poids net', type: 'integer', expectedUnit: 'g' }, want: 400, todo: 'Format (read as dimensions) holding a pack and its content is not read as a weight' },
];

export default cases;
