import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French maker catalogue: Prix Pro (trade) beside Prix Boutique (retail), prices with € in the cell.
 * Rows copied from test/fixtures/real-headers/fr-audecreative-catalogue.csv (github.com/jbarralon/audecreativestuff-catalogue, `catalogue.csv`); long cells cut as in the fixture.
 */

const wavy: Product = {
  'Catégorie': 'Bloc-Notes A6',
  Image: 'https://cdn.shopify.com/s/files/1/0888/4853/1787/files/bloc-notes-mignon-a6-90swavywaters2.jpg?v=1750361599',
  'Nom Produit': 'Bloc-Notes Thème Summer Wavy Waters',
  Description: '- Format 10x15 cm (A6)\n- 25 feuilles encollées par le haut\n- Papier mat 80g/m²',
  'Prix Pro': '2,95 €',
  'Prix Boutique': '5,90 €',
};
const poolside: Product = {
  'Catégorie': 'Bloc-Notes A6',
  Image: 'https://cdn.shopify.com/s/files/1/0888/4853/1787/files/bloc-notes-mignon-a6-90spoolside2.jpg?v=1750361664',
  'Nom Produit': 'Bloc-Notes Thème Summer PoolSide',
  Description: '- Format 10x15 cm (A6)\n- 25 feuilles encollées par le haut\n- Papier mat 80g/m²',
  'Prix Pro': '2,95 €',
  'Prix Boutique': '5,90 €',
};
const nineties: Product = {
  'Catégorie': 'Bloc-Notes A6',
  Image: 'https://cdn.shopify.com/s/files/1/0888/4853/1787/files/il_fullxfull.5848109899_cyna.jpg?v=1733517004',
  'Nom Produit': 'Bloc-Notes Thème 90\'s',
  Description: '- Format 10x15 cm (A6)\n- 25 feuilles encollées par le haut\n- Papier mat 80g/m²',
  'Prix Pro': '2,95 €',
  'Prix Boutique': '5,90 €',
};
const file = [wavy, poolside, nineties];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Prix Boutique is the price, never the Prix Pro', row: wavy, file: others(wavy), field: { output: 'Prix', type: 'float' }, want: 5.9 },
  { why: 'Price is the Prix Boutique', row: wavy, file: others(wavy), field: { output: 'Price', type: 'float' }, want: 5.9 },
  { why: 'Prix Pro is the trade price: the reseller\'s purchase price', row: wavy, file: others(wavy), field: { output: 'Prix d\'achat', type: 'float' }, want: 2.95 },
  { why: 'Catégorie is the category', row: wavy, file: others(wavy), field: { output: 'Catégorie' }, want: 'Bloc-Notes A6' },
  { why: 'Nom Produit is the name', row: wavy, file: others(wavy), field: { output: 'Nom' }, want: 'Bloc-Notes Thème Summer Wavy Waters' },
];

export default cases;
