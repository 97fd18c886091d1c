import type { CorpusCase } from '../types.ts';

/** Several French price columns: the dealer price, the struck-through price and the price per kilo are never the price; TTC and HT in the cell. */

const cafe = {
  Désignation: 'Café en grains 1 kg',
  'Prix barré': '24,90',
  'Prix revendeur HT': '11,20',
  'Prix au kilo': '19,90',
  'Prix public conseillé TTC': '19,90',
  'Prix distributeur': '9,80',
};
const lamp = { Name: 'Lamp', Prix: '12,50 € TTC' };

const cases: CorpusCase[] = [
  { why: 'Prix is the recommended retail price', row: cafe, field: { output: 'Prix', type: 'float' }, want: 19.9 },
  { why: 'the recommended retail price is read with its tax basis', row: cafe, field: { output: 'Prix TTC', type: 'float' }, want: 19.9 },
  { why: 'no selling price says HT', row: cafe, field: { output: 'Prix HT', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'the dealer price is a purchase price', row: cafe, field: { output: "Prix d'achat HT", type: 'float' }, want: 11.2 },
  { why: 'the struck-through price is read when asked for', row: cafe, field: { output: 'Prix barré', type: 'float' }, want: 24.9 },
  { why: 'a price cell may say its tax basis', row: lamp, field: { output: 'Prix TTC', type: 'float' }, want: 12.5 },
  { why: 'a price cell saying TTC is not the HT price', row: lamp, field: { output: 'Prix HT', type: 'float' }, want: null, reason: 'other_tax' },
];

export default cases;
