import { COLOURS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/** Issue 39's cases: a variant's own option before its product's lists and tags, a cell of several colours, a price of 0. */

/** A Shopify variant as a run sells it: its own option value, its product's colour list and tags taken from the product row. */
const variant = (value: string, extra: Record<string, string> = {}) => ({
  Handle: 'linen-shirt',
  Title: 'Linen shirt',
  Tags: 'Blue',
  'Option1 Name': 'Colour',
  'Option1 Value': value,
  Colour: 'Blue, White',
  'Variant SKU': `LS-${value.toUpperCase()}`,
  'Variant Price': '59.00',
  ...extra,
});

const cases: CorpusCase[] = [
  { why: 'the variant’s own option wins over the product’s list of colours', row: variant('White'), field: { output: 'Colour' }, want: 'White' },
  { why: 'the variant’s own option, found in the list', row: variant('Green'), field: { output: 'Colour', valueList: COLOURS }, want: 'GRN' },
  { why: 'an option outside the list is not the product’s tag', row: variant('Mauve'), field: { output: 'Colour', valueList: COLOURS }, want: null, reason: 'not_in_list' },
  { why: 'Shopify’s Default Title is no option: the colour column is read', row: variant('Default Title', { 'Option1 Name': 'Title', Colour: 'Red' }), field: { output: 'Colour' }, want: 'Red' },
  { why: 'a cell of several colours is no colour', row: { Name: 'Mug', Colour: 'Blue,White' }, field: { output: 'Colour' }, want: null, reason: 'several_values' },
  { why: 'several colours between semicolons are no colour', row: { Name: 'Mug', Colour: 'black; gray; white' }, field: { output: 'Colour' }, want: null, reason: 'several_values' },
  { why: 'one colourway written with a slash is one value', row: { Name: 'Sneaker', Colour: 'Black/White' }, field: { output: 'Colour' }, want: 'Black/White' },
  { why: 'a composition is one material, commas and all', row: { Name: 'Shirt', Material: 'Cotton, Polyester' }, field: { output: 'Material' }, want: 'Cotton, Polyester' },
  { why: 'a price of 0 is no price (on request)', row: { Name: 'Pump', Price: '0' }, field: { output: 'Price', type: 'float' }, want: null, reason: 'not_plausible' },
  { why: 'a purchase price of 0,00 is none either', row: { Name: 'Pump', 'Purchase price': '0,00' }, field: { output: 'Purchase price', type: 'float' }, want: null, reason: 'not_plausible' },
  { why: 'free shipping is a shipping cost of 0', row: { Name: 'Pump', 'Shipping cost': '0' }, field: { output: 'Shipping cost', type: 'float' }, want: 0 },
];

export default cases;
