import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real ManoMano Italy feed built from a BigBuy catalogue: brand 'Autres' (the marketplace's 'other'), product_price_vat_inc, each size beside its own *_unit column, DisplayWeight.
 * Rows read from test/fixtures/real-headers/en-poppulse-manomano.csv (github.com/PopPulseEmporium/kaufland-feed, `feeds/manomano_feed_it.csv`).
 */

const {
  rows: [lavello, , gopro],
  others,
} = realFile('en-poppulse-manomano.csv');

const cases: CorpusCase[] = [
  { why: 'product_price_vat_inc is the price with VAT', row: lavello, file: others(lavello), field: { output: 'Price incl. VAT', type: 'float' }, want: 496.85 },
  { why: 'product_price_vat_inc is the price', row: lavello, file: others(lavello), field: { output: 'Price', type: 'float' }, want: 496.85 },
  { why: "brand 'Autres' (the marketplace's 'other') is no brand", row: lavello, file: others(lavello), field: { output: 'Brand' }, want: null, reason: 'source_empty' },
  { why: 'width beside width_unit cm, in centimetres', row: lavello, file: others(lavello), field: { output: 'Width (cm)', type: 'float' }, want: 44 },
  { why: 'width beside width_unit cm, in millimetres', row: lavello, file: others(lavello), field: { output: 'Width (mm)', type: 'integer' }, want: 440 },
  { why: 'weight beside weight_unit kg, in grams', row: gopro, file: others(gopro), field: { output: 'Weight (g)', type: 'integer' }, want: 710 },
  { why: 'ean is the EAN, leading zero kept', row: gopro, file: others(gopro), field: { output: 'EAN' }, want: '0810116383832' },
  { why: 'title is the name', row: gopro, file: others(gopro), field: { output: 'Name' }, want: 'Videocamera di Sorveglianza GoPro AGCHM-001-VN' },
];

export default cases;
