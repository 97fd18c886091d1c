import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French food cooperative's Odoo product export (technical field names): standard_price (Odoo's cost) beside list_price / lst_price, cost_method, weight and volume without units, default_code for the reference.
 * Rows read from test/fixtures/real-headers/fr-coopalim-odoo.csv (github.com/mudounet/coopalim-odoo, `product.template.csv`).
 */

const {
  rows: [perissable],
  others,
} = realFile('fr-coopalim-odoo.csv');

const cases: CorpusCase[] = [
  { why: "list_price (Odoo's sales price) is the price", row: perissable, file: others(perissable), field: { output: 'Prix', type: 'float' }, want: 5, todo: 'standard_price reads as the selling price and comes first' },
  { why: "standard_price is Odoo's cost, the purchase price", row: perissable, file: others(perissable), field: { output: "Prix d'achat", type: 'float' }, want: 4, todo: 'standard_price has no purchase meaning' },
  { why: 'name is the name', row: perissable, file: others(perissable), field: { output: 'Nom' }, want: 'Article périssable' },
  { why: "default_code is Odoo's internal reference", row: perissable, file: others(perissable), field: { output: 'Référence' }, want: 'FRAI00001' },
  { why: 'weight is the weight', row: perissable, file: others(perissable), field: { output: 'Poids', type: 'float' }, want: 0.5 },
  { why: 'categ_id/id holds an export id, no category', row: perissable, file: others(perissable), field: { output: 'Catégorie' }, want: null, reason: 'not_found' },
];

export default cases;
