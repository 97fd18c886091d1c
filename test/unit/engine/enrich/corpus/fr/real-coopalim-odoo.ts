import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real French food cooperative's Odoo product export (technical field names): standard_price (Odoo's cost) beside list_price / lst_price, cost_method, weight and volume without units, default_code for the reference.
 * Rows copied from test/fixtures/real-headers/fr-coopalim-odoo.csv (github.com/mudounet/coopalim-odoo, `product.template.csv`); long cells cut as in the fixture.
 */

const perissable: Product = {
  id: '__export__.product_template_1',
  active: 'True',
  'categ_id/id': '__export__.product_category_3',
  barcode: '',
  cost_method: 'standard',
  standard_price: '4.0',
  create_date: '2018-01-17 20:58:39',
  description: '',
  description_purchase: '',
  description_sale: '',
  sale_delay: '0.0',
  'warehouse_id/id': '',
  'seller_ids/id': '',
  image: '',
  color: '0',
  'location_id/id': '',
  'pricelist_id/id': '',
  property_cost_method: '',
  name: 'Article périssable',
  purchase_ok: 'True',
  rental: 'False',
  sale_ok: 'True',
  weight: '0.5',
  price: '0.0',
  list_price: '5.0',
  lst_price: '5.0',
  'responsible_id/id': 'base.user_root',
  'route_ids/id': 'stock.route_warehouse0_mto',
  default_code: 'FRAI00001',
  tracking: 'Pas de suivi',
  sequence: '1',
  'supplier_taxes_id/id': 'l10n_fr.1_tva_acq_normale',
  'taxes_id/id': 'l10n_fr.1_tva_normale',
  type: 'Produit stockable',
  'uom_id/id': 'product.product_uom_unit',
  'uom_po_id/id': 'product.product_uom_unit',
  valuation: 'manual_periodic',
  volume: '0.25',
};
const sec: Product = {
  id: '__export__.product_template_2',
  active: 'True',
  'categ_id/id': '__export__.product_category_4',
  barcode: '',
  cost_method: 'fifo',
  standard_price: '4.0',
  create_date: '2018-01-17 21:02:22',
  description: '',
  description_purchase: '',
  description_sale: '',
  sale_delay: '0.0',
  'warehouse_id/id': '',
  'seller_ids/id': '',
  image: '',
  color: '0',
  'location_id/id': '',
  'pricelist_id/id': '',
  property_cost_method: '',
  name: 'Produit sec',
  purchase_ok: 'True',
  rental: 'False',
  sale_ok: 'True',
  weight: '1.0',
  price: '0.0',
  list_price: '6.0',
  lst_price: '6.0',
  'responsible_id/id': 'base.user_root',
  'route_ids/id': 'stock.route_warehouse0_mto',
  default_code: 'SEC000001',
  tracking: 'Pas de suivi',
  sequence: '1',
  'supplier_taxes_id/id': 'l10n_fr.1_tva_acq_normale',
  'taxes_id/id': '',
  type: 'Produit stockable',
  'uom_id/id': 'product.product_uom_unit',
  'uom_po_id/id': 'product.product_uom_unit',
  valuation: 'manual_periodic',
  volume: '6.0',
};
const file = [perissable, sec];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'list_price (Odoo\'s sales price) is the price', row: perissable, file: others(perissable), field: { output: 'Prix', type: 'float' }, want: 5, todo: 'standard_price reads as the selling price and comes first' },
  { why: 'standard_price is Odoo\'s cost, the purchase price', row: perissable, file: others(perissable), field: { output: 'Prix d\'achat', type: 'float' }, want: 4, todo: 'standard_price has no purchase meaning' },
  { why: 'name is the name', row: perissable, file: others(perissable), field: { output: 'Nom' }, want: 'Article périssable' },
  { why: 'default_code is Odoo\'s internal reference', row: perissable, file: others(perissable), field: { output: 'Référence' }, want: 'FRAI00001' },
  { why: 'weight is the weight', row: perissable, file: others(perissable), field: { output: 'Poids', type: 'float' }, want: 0.5 },
  { why: 'categ_id/id holds an export id, no category', row: perissable, file: others(perissable), field: { output: 'Catégorie' }, want: null, reason: 'not_found' },
];

export default cases;
