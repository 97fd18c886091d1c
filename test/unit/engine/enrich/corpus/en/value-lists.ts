import { BLEUS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** Value lists: whole words, longest first, in any cell of the row; known words translated between English and French. */

const cases: CorpusCase[] = [
  { why: 'a list item is found in the product name, longest label first', row: { Name: 'Chaise Lisa bleu marine', Matière: 'Hêtre' }, field: { output: 'Couleur', valueList: BLEUS }, want: 'NVY' },
  { why: 'a cell that is exactly one item gives it', row: { Name: 'Jacket', Tags: 'Occasion' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'used' },
  { why: 'two cells naming two items: empty', row: { Name: 'Jacket', Tags: 'Occasion', Note: 'Neuf' }, field: { output: 'Condition', valueList: CONDITIONS }, want: null, reason: 'not_found' },
  {
    why: 'a brand word in the name is not a condition',
    row: { Name: 'New Balance 574', Condition: '' },
    field: { output: 'Condition', valueList: [{ code: 'renewed', label: 'Renewed' }] },
    want: null,
    reason: 'source_empty',
  },
  { why: 'accents are ignored when matching', row: { Color: 'ecru' }, field: { output: 'Colour', valueList: [{ code: 'ECRU', label: 'Écru' }] }, want: 'ECRU' },
  { why: 'a value not in the list stays empty', row: { Color: 'green' }, field: { output: 'Colour', valueList: [{ code: 'RED', label: 'Rouge' }] }, want: null, reason: 'not_in_list' },
  { why: 'a Shopify option pair is matched in the list', row: { 'Option1 Name': 'Size', 'Option1 Value': 'Medium' }, field: { output: 'Size', valueList: SIZES }, want: 'M' },
  { why: 'a one-letter code in its own column is that code', row: { Size: 'M' }, field: { output: 'Size', valueList: SIZES, useLabel: true }, want: 'Medium' },
  { why: 'a one-letter code in another column is not a size', row: { Name: 'Bottle', Pack: 'M' }, field: { output: 'Size', valueList: SIZES }, want: null, reason: 'not_found' },
  { why: 'an English value is found in a French list', row: { Color: 'Black' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'an English material is found in a French list', row: { Material: 'oak' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'only whole known words are translated', row: { Color: 'Jet black' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: null, reason: 'not_in_list' },
];

export default cases;
