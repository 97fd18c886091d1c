import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French maker catalogue: Prix Pro (trade) beside Prix Boutique (retail), prices with € in the cell.
 * Rows read from test/fixtures/real-headers/fr-audecreative-catalogue.csv (github.com/jbarralon/audecreativestuff-catalogue, `catalogue.csv`).
 */

const {
  rows: [wavy],
  others,
} = realFile('fr-audecreative-catalogue.csv');

const cases: CorpusCase[] = [
  { why: 'Prix Boutique is the price, never the Prix Pro', row: wavy, file: others(wavy), field: { output: 'Prix', type: 'float' }, want: 5.9 },
  { why: 'Price is the Prix Boutique', row: wavy, file: others(wavy), field: { output: 'Price', type: 'float' }, want: 5.9 },
  { why: "Prix Pro is the trade price: the reseller's purchase price", row: wavy, file: others(wavy), field: { output: "Prix d'achat", type: 'float' }, want: 2.95 },
  { why: 'Catégorie is the category', row: wavy, file: others(wavy), field: { output: 'Catégorie' }, want: 'Bloc-Notes A6' },
  { why: 'Nom Produit is the name', row: wavy, file: others(wavy), field: { output: 'Nom' }, want: 'Bloc-Notes Thème Summer Wavy Waters' },
];

export default cases;
