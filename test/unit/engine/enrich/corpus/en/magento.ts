import type { CorpusCase } from '../types.ts';

/** A Magento export: additional_attributes pairs, the special price, a weight in a unit said nowhere. */

const duffle = {
  sku: '24-MB01',
  name: 'Joust Duffle Bag',
  product_type: 'simple',
  price: '34.00',
  special_price: '29.00',
  cost: '12.00',
  weight: '1.2',
  qty: '100',
  additional_attributes: 'activity=Gym|Hiking|Trail,color=Black,features_bags=Audio Pocket|Waterproof,material=Nylon, Polyester,style_bags=Duffel',
};

const cases: CorpusCase[] = [
  { why: 'a colour is read from an attribute pair', row: duffle, field: { output: 'Color' }, want: 'Black' },
  { why: 'a French field name reads the same pair', row: duffle, field: { output: 'Couleur' }, want: 'Black' },
  { why: 'a pair value may hold a comma', row: duffle, field: { output: 'Material' }, want: 'Nylon, Polyester' },
  { why: 'several values of a pair are joined readably', row: duffle, field: { output: 'Activity' }, want: 'Gym, Hiking, Trail' },
  { why: 'an underscored attribute is found by its words', row: duffle, field: { output: 'Features bags' }, want: 'Audio Pocket, Waterproof' },
  {
    why: 'several values are no one list item',
    row: duffle,
    field: {
      output: 'Activity',
      valueList: [
        { code: 'GYM', label: 'Gym' },
        { code: 'HIK', label: 'Hiking' },
      ],
    },
    want: null,
    reason: 'several_values',
  },
  { why: 'Price is the selling price', row: duffle, field: { output: 'Price', type: 'float' }, want: 34 },
  { why: 'the special price is the sale price', row: duffle, field: { output: 'Sale price', type: 'float' }, want: 29 },
  { why: 'the cost is read only when a purchase price is asked', row: duffle, field: { output: 'Purchase price', type: 'float' }, want: 12 },
  { why: 'a weight in the store unit, said nowhere, stays empty', row: duffle, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'qty is the stock', row: duffle, field: { output: 'Stock', type: 'integer' }, want: 100 },
];

export default cases;
