import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French tile shop's supplier tarif (semicolons, quoted): PRIX PUBLIC TTC beside PRIX PROMO TTC (' 48 € '), DIMENSION as glued centimetres (3060 = 30 × 60), FOURNISSEUR holding the maker, COLLISAGE in m² per box.
 * Rows read from test/fixtures/real-headers/fr-carrelage-tarifs.csv (github.com/tnntwister/static-catalog, `tarifs.csv`).
 */

const {
  rows: [arkistone3060, plinthe],
  others,
} = realFile('fr-carrelage-tarifs.csv', ';');

const cases: CorpusCase[] = [
  { why: 'PRIX PUBLIC TTC is the price with VAT', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix TTC', type: 'float' }, want: 48 },
  { why: 'PRIX PROMO TTC is the sale price', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix promo', type: 'float' }, want: 34 },
  { why: 'COULEUR is the colour', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Couleur' }, want: 'IVOIRE' },
  { why: 'a glued DIMENSION (3060) is no length', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Longueur (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'UNITE m² makes the price a price per m²', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix au m²', type: 'float' }, want: 48, todo: "a unit column ('m²') does not make the price one per m²" },
  { why: 'a plinth sold by the metre has no price per m²', row: plinthe, file: others(plinthe), delimiter: ';', field: { output: 'Prix au m²', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'CATEGORIE is the category, spaces trimmed', row: plinthe, file: others(plinthe), delimiter: ';', field: { output: 'Catégorie' }, want: 'PLINTHE' },
];

export default cases;
