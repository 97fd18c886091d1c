import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French tile shop's supplier tarif (semicolons, quoted): PRIX PUBLIC TTC beside PRIX PROMO TTC (' 48 € '), DIMENSION as glued centimetres (3060 = 30 × 60), FOURNISSEUR holding the maker, COLLISAGE in m² per box.
 * Rows copied from test/fixtures/real-headers/fr-carrelage-tarifs.csv (github.com/tnntwister/static-catalog, `tarifs.csv`); long cells cut as in the fixture.
 */

const arkistone3060: Product = {
  'INT/EXT': 'INT ',
  'CODE FOURNISSEUR': '100',
  'CODE COLLECTION': 'B',
  'CODE COULEUR': '1',
  CATEGORIE: ' CARRELAGE ',
  DIMENSION: '3060',
  COULEUR: 'IVOIRE',
  REF1: 'MC',
  REF2: 'AE',
  DIMENSION2: '3060',
  'PRIX PUBLIC TTC': ' 48 € ',
  'PRIX PROMO TTC': ' 34 € ',
  FOURNISSEUR: 'MARCA CORONA',
  COLLECTION: 'ARKISTONE',
  COLLISAGE: '1,26',
  UNITE: 'm²',
  FINITION: '0',
};
const plinthe: Product = {
  'INT/EXT': 'INT ',
  'CODE FOURNISSEUR': '100',
  'CODE COLLECTION': 'B',
  'CODE COULEUR': '1',
  CATEGORIE: ' PLINTHE ',
  DIMENSION: '780',
  COULEUR: 'IVOIRE',
  REF1: 'MC',
  REF2: 'AE',
  DIMENSION2: '780',
  'PRIX PUBLIC TTC': ' 27 € ',
  'PRIX PROMO TTC': ' 19 € ',
  FOURNISSEUR: 'MARCA CORONA',
  COLLECTION: 'ARKISTONE',
  COLLISAGE: '6,4',
  UNITE: 'ml',
  FINITION: '0',
};
const light3060: Product = {
  'INT/EXT': 'INT ',
  'CODE FOURNISSEUR': '100',
  'CODE COLLECTION': 'B',
  'CODE COULEUR': '2',
  CATEGORIE: ' CARRELAGE ',
  DIMENSION: '3060',
  COULEUR: 'LIGHT',
  REF1: 'MC',
  REF2: 'AE',
  DIMENSION2: '3060',
  'PRIX PUBLIC TTC': ' 48 € ',
  'PRIX PROMO TTC': ' 48 € ',
  FOURNISSEUR: 'MARCA CORONA',
  COLLECTION: 'ARKISTONE',
  COLLISAGE: '1,26',
  UNITE: 'm²',
  FINITION: '0',
};
const file = [arkistone3060, plinthe, light3060];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'PRIX PUBLIC TTC is the price with VAT', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix TTC', type: 'float' }, want: 48 },
  { why: 'PRIX PROMO TTC is the sale price', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix promo', type: 'float' }, want: 34 },
  { why: 'COULEUR is the colour', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Couleur' }, want: 'IVOIRE' },
  { why: 'a glued DIMENSION (3060) is no length', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Longueur (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'UNITE m² makes the price a price per m²', row: arkistone3060, file: others(arkistone3060), delimiter: ';', field: { output: 'Prix au m²', type: 'float' }, want: 48, todo: 'a unit column (\'m²\') does not make the price one per m²' },
  { why: 'a plinth sold by the metre has no price per m²', row: plinthe, file: others(plinthe), delimiter: ';', field: { output: 'Prix au m²', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'CATEGORIE is the category, spaces trimmed', row: plinthe, file: others(plinthe), delimiter: ';', field: { output: 'Catégorie' }, want: 'PLINTHE' },
];

export default cases;
