import { COLOURS, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { woo } from './rows.ts';

/** WooCommerce's sample products CSV: units from the header, prices, attribute pairs, yes/no flags. */

const hoodie = woo();
const onSale = woo({ 'Weight (lbs)': '.5', 'Sale price': '18', 'Regular price': '20', Stock: '25' });
/** A variable product: its variations carry the weight and price, the parent lists every colour and size. */
const variable = woo({
  Type: 'variable',
  'Weight (lbs)': '',
  'Regular price': '',
  'Attribute 1 value(s)': 'Blue, Green, Red',
  'Attribute 2 name': 'Size',
  'Attribute 2 value(s)': 'Large, Medium, Small',
});

const cases: CorpusCase[] = [
  { why: 'pounds in the header are converted to kilograms', row: hoodie, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.907 },
  { why: 'the unit in the output name is the field unit', row: hoodie, field: { output: 'Weight (kg)', type: 'float' }, want: 0.907 },
  { why: 'pounds are converted to whole grams', row: hoodie, field: { output: 'Poids (g)', type: 'integer' }, want: 907 },
  { why: 'inches are converted to centimetres', row: hoodie, field: { output: 'Length (cm)', type: 'float' }, want: 25.4 },
  { why: 'inches are converted to millimetres', row: hoodie, field: { output: 'Largeur', type: 'integer', expectedUnit: 'mm' }, want: 152 },
  { why: 'with no unit asked, the number is kept as written', row: hoodie, field: { output: 'Height', type: 'float' }, want: 3 },
  { why: 'Price is the regular price', row: hoodie, field: { output: 'Price', type: 'float' }, want: 45 },
  { why: 'Prix is the regular price', row: hoodie, field: { output: 'Prix', type: 'float' }, want: 45 },
  { why: 'an empty sale price stays empty', row: hoodie, field: { output: 'Sale price', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'the colour is read from the attribute pair', row: hoodie, field: { output: 'Colour' }, want: 'Blue' },
  { why: 'the colour from the attribute pair is found in the list by its label', row: hoodie, field: { output: 'Couleur', valueList: COLOURS }, want: 'BLU' },
  { why: 'an empty stock stays empty, never the In stock? flag', row: hoodie, field: { output: 'Stock', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'no yes/no flag nor position is read as a quantity', row: hoodie, field: { output: 'Quantity', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'the category is read as written', row: hoodie, field: { output: 'Category' }, want: 'Clothing > Hoodies' },

  { why: 'a number with a leading dot is read', row: onSale, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.227 },
  { why: 'Price stays the regular price when the product is on sale', row: onSale, field: { output: 'Price', type: 'float' }, want: 20 },
  { why: 'the sale price is read when asked', row: onSale, field: { output: 'Sale price', type: 'float' }, want: 18 },
  { why: 'a stock count is read', row: onSale, field: { output: 'Stock', type: 'integer' }, want: 25 },

  { why: 'with no weight, the 1 of Published is not read as one', row: variable, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'source_empty' },
  { why: 'with no weight, an integer weight stays empty too', row: variable, field: { output: 'Weight (g)', type: 'integer' }, want: null, reason: 'source_empty' },
  { why: 'with no price, no flag is read as one', row: variable, field: { output: 'Price', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'several colours are no single list colour', row: variable, field: { output: 'Color', valueList: COLOURS }, want: null, reason: 'several_values' },
  { why: 'several sizes are no single list size', row: variable, field: { output: 'Size', valueList: SIZES, useLabel: true }, want: null, reason: 'several_values' },
  { why: 'a free-text field keeps the listed values as written', row: variable, field: { output: 'Size' }, want: 'Large, Medium, Small' },
];

export default cases;
