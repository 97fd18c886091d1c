import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French grocery import: Produit holds the name, Format the pack and its content, Rayon the category.
 * Rows copied from test/fixtures/real-headers/fr-etshop-import.csv (github.com/CrokNoks/et-shop, `import_produits.csv`); long cells cut as in the fixture.
 */

const lait: Product = {
  Produit: 'Lait Demi-Écrémé',
  Ref_EAN: '3017620422003',
  Format: 'Brique 1L',
  Rayon: 'Produits Laitiers',
};
const pate: Product = {
  Produit: 'Pâte à Tartiner',
  Ref_EAN: '3017620422003',
  Format: 'Pot 400g',
  Rayon: 'Épicerie Sucrée',
};
const penne: Product = {
  Produit: 'Pâtes Penne',
  Ref_EAN: '8000300144854',
  Format: 'Paquet 500g',
  Rayon: 'Épicerie Salée',
};
const file = [lait, pate, penne];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Produit is the product name', row: lait, file: others(lait), field: { output: 'Nom' }, want: 'Lait Demi-Écrémé' },
  { why: 'Ref_EAN is the EAN', row: lait, file: others(lait), field: { output: 'EAN' }, want: '3017620422003' },
  { why: 'Rayon is the category', row: lait, file: others(lait), field: { output: 'Catégorie' }, want: 'Produits Laitiers' },
  { why: 'Brique 1L states the content', row: lait, file: others(lait), field: { output: 'Contenance', type: 'float', expectedUnit: 'l' }, want: 1, todo: 'Format (read as dimensions) holding a pack and its content is not read as a capacity' },
  { why: 'Pot 400g states the net weight', row: pate, file: others(pate), field: { output: 'Poids net', type: 'integer', expectedUnit: 'g' }, want: 400, todo: 'Format (read as dimensions) holding a pack and its content is not read as a weight' },
];

export default cases;
