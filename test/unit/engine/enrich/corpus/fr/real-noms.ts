import type { CorpusCase } from '../types.ts';

/**
 * Real French product names holding their facts, from two public repositories:
 * github.com/ismailhelali/inventaire2024, `newproducts.js` (a grocer's inventory names: brands in capitals, weights);
 * github.com/DevRedious/a-budget, `src/produitsImport.js` (a food wholesaler's prod_lib, packs written 1X10KG, a fraction 2/3CM).
 */

const abricot = { name: 'Abricot sec MILADY 1kg', category: 'EPICES -  FECULENTS ET FRUITS' };
const baies = { name: '5 baies Harmony  35g', category: 'EPICES -  FECULENTS ET FRUITS' };
const serviettes = { name: 'Serviettes 2plis Luy 20x20cm x 100unt', category: 'EMBALLAGE ALIMENTAIRE' };
const cepes = { prod_lib: 'CEPES MORCEAUX NON BLANCHI 2/3CM IQF CAT A 1X10KG (CCE10005)', unit_price: '7.92' };

const cases: CorpusCase[] = [
  { why: '1kg dans le nom est le poids', row: abricot, field: { output: 'Poids (g)', type: 'integer' }, want: 1000, read: '1kg' },
  { why: '5 baies est la recette, pas un lot: 35g est le poids', row: baies, field: { output: 'Poids (g)', type: 'integer' }, want: 35, read: '35g' },
  { why: '20x20cm sont des dimensions: aucune longueur sûre', row: serviettes, field: { output: 'Longueur (cm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'prod_lib, que le modèle donne pour nom : 1X10KG est un colis de 10 kg', row: cepes, sources: { product_name: ['prod_lib'] }, field: { output: 'Poids (kg)', type: 'float' }, want: 10, read: '10KG' },
];

export default cases;
