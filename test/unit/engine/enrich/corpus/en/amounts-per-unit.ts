import type { CorpusCase } from '../types.ts';

/** Amounts per unit ('40/kg', '$5 each'): the amount is the price; the unit it is per is a fact of its own, for a field that asks for it. */

const price = { output: 'Price', type: 'float' as const };
const unit = { output: 'Unit', type: 'string' as const };

const cases: CorpusCase[] = [
  { why: 'a price per kilo: the amount is the price', row: { Item: 'Potatoes', Price: '40/kg' }, field: price, want: 40 },
  { why: 'what the price is per, for a field asking for the unit', row: { Item: 'Potatoes', Price: '40/kg' }, field: unit, want: 'kg' },
  { why: 'a price per dozen', row: { Item: 'Eggs', Price: '30/dozen' }, field: price, want: 30 },
  { why: 'per dozen', row: { Item: 'Eggs', Price: '30/dozen' }, field: { output: 'Sold per', type: 'string' }, want: 'dozen' },
  { why: 'a price per piece', row: { Item: 'Melon', Price: '50/piece' }, field: unit, want: 'piece' },
  { why: '$5 each is five dollars', row: { Item: 'Mug', Price: '$5 each' }, field: price, want: 5 },
  { why: 'each is per piece', row: { Item: 'Mug', Price: '$5 each' }, field: unit, want: 'piece' },
  { why: '5 $ each, the currency after', row: { Item: 'Mug', Price: '5 $ each' }, field: price, want: 5 },
  { why: 'a price per metre', row: { Item: 'Rope', Price: '12 €/m' }, field: price, want: 12 },
  { why: 'per metre', row: { Item: 'Rope', Price: '12 €/m' }, field: unit, want: 'm' },
  { why: 'a price per kilo is never a weight', row: { Item: 'Potatoes', Price: '40/kg', Weight: '40/kg' }, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'per_unit' },
  { why: 'a field told in its extra info that it is the unit of the price', row: { Item: 'Potatoes', Price: '40/kg' }, field: { output: 'Sold by', type: 'string', extraInfo: 'the unit the price is per' }, want: 'kg' },
  { why: 'no unit when the price is for the item', row: { Item: 'Mug', Price: '5.00' }, field: unit, want: null, reason: 'not_found' },
  { why: 'the file’s own unit column first', row: { Item: 'Potatoes', Price: '40', Unit: 'bag' }, field: unit, want: 'bag' },
  { why: 'a unit price is the price when the file has no plainer one', row: { Item: 'Bolt', 'Unit price': '0.35' }, field: price, want: 0.35 },
  { why: 'a plain price before a unit price', row: { Item: 'Bolt', 'Unit price': '0.35', Price: '3.50' }, field: price, want: 3.5 },
];

export default cases;
