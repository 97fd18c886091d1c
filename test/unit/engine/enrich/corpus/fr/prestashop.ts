import { CONDITIONS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { presta } from './rows.ts';

/** PrestaShop's product import sample: the selling price, never the wholesale one; features; conditions by code. */

const tshirt = presta();

const cases: CorpusCase[] = [
  { why: 'Price is the price tax excluded', row: tshirt, field: { output: 'Price', type: 'float' }, want: 23.9 },
  { why: 'Selling price is the price tax excluded', row: tshirt, field: { output: 'Selling price', type: 'float' }, want: 23.9 },
  { why: 'Prix HT is the price tax excluded', row: tshirt, field: { output: 'Prix HT', type: 'float' }, want: 23.9 },
  { why: 'Prix TTC is not the price tax excluded', row: tshirt, field: { output: 'Prix TTC', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'the wholesale price is read when asked', row: tshirt, field: { output: 'Wholesale price', type: 'float' }, want: 7.5 },
  { why: "Prix d'achat is the wholesale price", row: tshirt, field: { output: "Prix d'achat", type: 'float' }, want: 7.5 },
  { why: 'Cost is the wholesale price', row: tshirt, field: { output: 'Cost', type: 'float' }, want: 7.5 },
  { why: 'a discount percent is no price', row: tshirt, field: { output: 'Prix promo', type: 'integer' }, want: null, reason: 'not_found' },
  { why: 'a bare weight in a column that names no unit is not certain (0.3 of what?)', row: tshirt, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  {
    why: 'the file unit told in extra_info makes a bare weight certain',
    row: tshirt,
    field: { output: 'Weight', type: 'float', expectedUnit: 'kg', extraInfo: 'PrestaShop weights are in kg' },
    want: 0.3,
  },
  {
    why: 'the file unit told in extra_info is converted to the field unit',
    row: tshirt,
    field: { output: 'Poids', type: 'integer', expectedUnit: 'g', extraInfo: 'le fichier donne les poids en kilogrammes' },
    want: 300,
  },
  { why: 'with no unit asked, the number is kept as written', row: tshirt, field: { output: 'Weight', type: 'float' }, want: 0.3 },
  { why: 'Stock is read from Quantity', row: tshirt, field: { output: 'Stock', type: 'integer' }, want: 300 },
  { why: 'Brand is read from Manufacturer', row: tshirt, field: { output: 'Brand' }, want: 'Studio Design' },
  { why: 'EAN is read from EAN13', row: tshirt, field: { output: 'EAN' }, want: '3666666666668' },
  { why: 'Material is read from the feature string', row: tshirt, field: { output: 'Material' }, want: 'Cotton' },
  {
    why: 'a feature value is found in the list',
    row: tshirt,
    field: {
      output: 'Composition',
      valueList: [
        { code: 'COT', label: 'Cotton' },
        { code: 'POL', label: 'Polyester' },
      ],
    },
    want: 'COT',
  },
  { why: 'a condition written as a list code is that code', row: tshirt, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
  { why: 'a condition code gives its label when labels are asked', row: tshirt, field: { output: 'État', valueList: CONDITIONS, useLabel: true }, want: 'Neuf' },
  { why: 'used is the code used', row: presta({ Condition: 'used' }), field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  {
    why: 'refurbished gives the label of the code refurbished',
    row: presta({ Condition: 'refurbished' }),
    field: { output: 'Condition', valueList: CONDITIONS, useLabel: true },
    want: 'Reconditionné',
  },
  { why: 'Renewed is refurbished (Amazon’s word), never new', row: presta({ Condition: 'Renewed' }), field: { output: 'Condition', valueList: CONDITIONS }, want: 'refurbished' },
];

export default cases;
