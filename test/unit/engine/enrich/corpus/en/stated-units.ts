import type { CorpusCase } from '../types.ts';

/** Units stated in columns of their own: Amazon flat files, Akeneo exports. */

const desk = {
  item_sku: 'DESK-01',
  item_name: 'Oak desk',
  standard_price: '199.00',
  item_weight: '12.5',
  item_weight_unit_of_measure: 'KG',
  item_length: '47.2',
  item_width: '23.6',
  item_height: '29.5',
  item_dimensions_unit_of_measure: 'IN',
  'Unit price': '4.20',
};
const akeneo = { sku: 'CH-1', weight: '4200', 'weight-unit': 'GRAM', 'price-EUR': '89.00', 'price-USD': '99.00' };

const cases: CorpusCase[] = [
  { why: 'the weight is in the unit its own column states', row: desk, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 12.5 },
  { why: 'a weight in a stated unit is converted from it', row: desk, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: 12500 },
  { why: 'one dimensions unit column serves length, width and height', row: desk, field: { output: 'Length', type: 'float', expectedUnit: 'cm' }, want: 119.888 },
  { why: 'the width is in the dimensions unit too', row: desk, field: { output: 'Largeur (cm)', type: 'float' }, want: 59.944 },
  { why: 'the unit price is no unit column, nor the price', row: desk, field: { output: 'Price', type: 'float' }, want: 199 },
  { why: 'an Akeneo metric is a value column and a unit column', row: akeneo, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 4.2 },
  { why: 'Akeneo prices are one column per currency', row: akeneo, field: { output: 'Price', type: 'float', expectedUnit: 'USD' }, want: 99 },
  { why: 'a unit column saying no unit says nothing', row: { Name: 'Bag', Weight: '2', 'Weight unit': 'pieces' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_readable' },
  { why: 'the cell’s own unit comes before the unit column', row: { Name: 'Bag', Weight: '2 lb', 'Weight unit': 'kg' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.907 },
];

export default cases;
