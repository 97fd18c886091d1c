import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Kaufland.de offer feed built from a BigBuy dropshipping catalogue: English spec headers, German titles, price_cs, manufacturer holding the seller's name, length/width/height in cm and weight in kg (units unsaid).
 * Rows read from test/fixtures/real-headers/en-poppulse-kaufland.csv (github.com/PopPulseEmporium/kaufland-feed, `kaufland_feed_de.csv`).
 */

const {
  rows: [lampenschirm, schuhe],
  others,
} = realFile('en-poppulse-kaufland.csv');

const cases: CorpusCase[] = [
  { why: 'price_cs is the price', row: lampenschirm, file: others(lampenschirm), field: { output: 'Price', type: 'float' }, want: 65.44 },
  { why: 'title is the name', row: lampenschirm, file: others(lampenschirm), field: { output: 'Name' }, want: 'Lampenschirm DKD Home Decor natürlich Bambus 40 x 40 x 28 cm' },
  { why: 'ean is the EAN', row: lampenschirm, file: others(lampenschirm), field: { output: 'EAN' }, want: '8424001943296' },
  { why: 'a bare weight kept as written', row: lampenschirm, file: others(lampenschirm), field: { output: 'Weight', type: 'float' }, want: 1.2 },
  { why: 'the material at the end of the German title', row: lampenschirm, file: others(lampenschirm), field: { output: 'Material' }, want: 'Bambus' },
  { why: 'the colour near the end of the title', row: schuhe, file: others(schuhe), field: { output: 'Colour' }, want: 'Orange' },
  { why: 'category is the category', row: schuhe, file: others(schuhe), field: { output: 'Category' }, want: 'Gardening & DIY' },
  { why: 'quantity is the stock', row: schuhe, file: others(schuhe), field: { output: 'Stock', type: 'integer' }, want: 2 },
];

export default cases;
