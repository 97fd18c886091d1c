import type { CorpusCase } from '../types.ts';

/** Prices: the shop currency, tax basis written in the cell, other amounts by their own words; old and trade prices are never the price. */

const shirt = { Title: 'Shirt', 'Variant Compare At Price': '79.00', 'Variant Price': '59.00' };

const cases: CorpusCase[] = [
  { why: 'a negative price is a typing error', row: { Name: 'Bag', Weight: '2 kg', Price: '-4' }, field: { output: 'Price', type: 'float' }, want: null, reason: 'not_plausible' },
  { why: 'a bare amount is in the shop currency', row: { Name: 'Lamp', Price: '19.90' }, field: { output: 'Price', type: 'float', expectedUnit: 'EUR' }, want: 19.9 },
  { why: 'excl. VAT written in the cell is read off the amount', row: { Name: 'Lamp', Price: '10.00 excl. VAT' }, field: { output: 'Price', type: 'float' }, want: 10 },
  {
    why: 'another amount is found by its own words',
    row: { Name: 'Lamp', 'Unit price': '4.20', 'Additional shipping cost': '3' },
    field: { output: 'Shipping cost', type: 'float' },
    want: 3,
  },
  { why: 'Shopify: the price, not the compare-at one before it', row: shirt, field: { output: 'Price', type: 'float' }, want: 59 },
  { why: 'the compare-at price is read when asked', row: shirt, field: { output: 'Compare at price', type: 'float' }, want: 79 },
  { why: 'only old and trade prices: no price', row: { Name: 'Desk', 'Old price': '249', 'Dealer price': '120', 'B2B price': '110' }, field: { output: 'Price', type: 'float' }, want: null, reason: 'not_found' },
];

export default cases;
