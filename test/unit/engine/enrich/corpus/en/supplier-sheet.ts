import { COLOURS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** An English supplier sheet: units written in the cells, prices in a stated currency, a cost price kept out. */

const bottle = {
  'Product name': 'Trail bottle',
  Brand: 'Northway',
  'Cost price': '$6.10',
  'Retail price (USD)': '24.99',
  Weight: '1.2 kg',
  'Net weight (g)': '1100',
  Colour: 'Navy Blue',
  Length: '12"',
  Height: '3 ft',
  Volume: '12 fl oz',
  Tonnage: '',
};

const cases: CorpusCase[] = [
  { why: 'Price is the retail price', row: bottle, field: { output: 'Price', type: 'float' }, want: 24.99 },
  { why: 'the retail price is read in the currency its header states', row: bottle, field: { output: 'Price', type: 'float', expectedUnit: 'USD' }, want: 24.99 },
  { why: 'no euro price is read from dollars', row: bottle, field: { output: 'Price (€)', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'the cost price is read only when a purchase price is asked', row: bottle, field: { output: 'Purchase price', type: 'float' }, want: 6.1 },
  { why: 'the unit written in the cell is the weight unit', row: bottle, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 1.2 },
  { why: 'kilograms are converted to grams', row: bottle, field: { output: 'Weight (g)', type: 'integer' }, want: 1200 },
  { why: 'the net weight is read from its own column', row: bottle, field: { output: 'Net weight (g)', type: 'integer' }, want: 1100 },
  { why: 'the inch mark is inches', row: bottle, field: { output: 'Length (cm)', type: 'float' }, want: 30.48 },
  { why: 'feet are converted to metres', row: bottle, field: { output: 'Height (m)', type: 'float' }, want: 0.914 },
  { why: 'fluid ounces are converted to millilitres', row: bottle, field: { output: 'Volume (ml)', type: 'float' }, want: 354.882 },
  { why: 'a colour with no list is kept as written', row: bottle, field: { output: 'Color' }, want: 'Navy Blue' },
  { why: 'in a colour list, navy blue is not blue', row: bottle, field: { output: 'Color', valueList: COLOURS }, want: 'NVY' },
];

export default cases;
