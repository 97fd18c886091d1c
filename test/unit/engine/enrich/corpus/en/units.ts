import type { CorpusCase } from '../types.ts';

/** Units written in the cell or the header, converted to the field unit; a number whose unit or meaning is not certain stays empty. */

const screws = { Name: 'Screws', Stock: '12 pcs', Price: '3 pcs', Weight: '2 pièces' };

const cases: CorpusCase[] = [
  { why: 'US gallons are converted to litres', row: { Name: 'Jerrycan', 'Capacity (US gal)': '2' }, field: { output: 'Capacity', type: 'float', expectedUnit: 'l' }, want: 7.571 },
  { why: 'grams are converted to kilograms', row: { Name: 'Bag', Weight: '500 g' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'ounces are converted to grams', row: { Name: 'Bag', Weight: '2 oz' }, field: { output: 'Weight', type: 'float', expectedUnit: 'g' }, want: 56.699 },
  { why: 'tonnes are converted to kilograms', row: { Name: 'Crate', 'Weight (t)': '1,5' }, field: { output: 'Weight', type: 'integer', expectedUnit: 'kg' }, want: 1500 },
  { why: 'milligrams are converted to grams', row: { Name: 'Pill', Weight: '250 mg' }, field: { output: 'Weight', type: 'float', expectedUnit: 'g' }, want: 0.25 },
  { why: 'yards are converted to metres', row: { Name: 'Rope', Length: '3 yd' }, field: { output: 'Length', type: 'float', expectedUnit: 'm' }, want: 2.743 },
  { why: '1,500 could be read two ways, so it stays empty', row: { Name: 'Bag', Weight: '1,500 kg' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'ambiguous_number' },
  { why: 'a zero weight is a placeholder', row: { Name: 'Bag', Weight: '0' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_plausible' },
  { why: 'a unit Fiche does not know is kept as written in the cell', row: { Name: 'Lamp', Power: '60 W' }, field: { output: 'Power', type: 'integer', expectedUnit: 'W' }, want: 60 },
  { why: 'a unit Fiche does not know is read from the header', row: { Name: 'Lamp', 'Power (W)': '60' }, field: { output: 'Power', type: 'integer', expectedUnit: 'W' }, want: 60 },
  { why: 'a unit Fiche does not know, said nowhere, leaves the number uncertain', row: { Name: 'Lamp', Power: '60' }, field: { output: 'Power', type: 'integer', expectedUnit: 'W' }, want: null, reason: 'unit_unknown' },
  { why: 'a weight that rounds to nothing is no weight', row: { Name: 'Pill', 'Weight (g)': '0.3' }, field: { output: 'Weight', type: 'integer', expectedUnit: 'g' }, want: null, reason: 'not_plausible' },
  { why: 'a count naming what it counts is a stock', row: screws, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'a count of pieces is no price', row: screws, field: { output: 'Price', type: 'float' }, want: null, reason: 'other_unit' },
  { why: 'a count of pieces is no weight', row: screws, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'other_unit' },
  { why: 'a shipping weight is the parcel’s, never the product’s', row: { Name: 'Lamp', 'Shipping weight (kg)': '1.4' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a shipping weight for a field asking for it', row: { Name: 'Lamp', 'Shipping weight (kg)': '1.4' }, field: { output: 'Shipping weight', type: 'float', expectedUnit: 'kg' }, want: 1.4 },
  { why: 'a nutrient in grams is not a weight', row: { Name: 'Yogurt', 'Protein (g)': '4' }, field: { output: 'Weight', type: 'float', expectedUnit: 'g' }, want: null, reason: 'not_found' },
];

export default cases;
