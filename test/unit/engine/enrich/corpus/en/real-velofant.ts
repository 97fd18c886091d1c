import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Shopify export (Velofant, a Swedish bike shop): Variant Grams with a display unit, Cost per item, a colour metafield with a Swedish label, a barcode written with Excel's leading apostrophe.
 * Rows read from test/fixtures/real-headers/en-velofant-shopify.csv (github.com/Velofant/velofant-feed, `products_export_1.csv`).
 */

const {
  rows: [wheelset, bar, lock],
  others,
} = realFile('en-velofant-shopify.csv');

const cases: CorpusCase[] = [
  { why: 'Variant Price is the price', row: wheelset, file: others(wheelset), field: { output: 'Price', type: 'float' }, want: 2999 },
  { why: 'Variant Compare At Price is the compare-at price', row: wheelset, file: others(wheelset), field: { output: 'Compare at price', type: 'float' }, want: 3499 },
  { why: 'Cost per item is the purchase price', row: wheelset, file: others(wheelset), field: { output: 'Purchase price', type: 'float' }, want: 2000 },
  { why: 'Cost asks for the cost per item', row: wheelset, file: others(wheelset), field: { output: 'Cost', type: 'float' }, want: 2000 },
  { why: 'Price is never the cost per item', row: wheelset, file: others(wheelset), field: { output: 'Price', type: 'float' }, want: 2999 },
  { why: 'Variant Grams are grams, whatever the display unit says: 2000 g is 2 kg', row: wheelset, file: others(wheelset), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 2 },
  { why: 'Variant Grams read in grams', row: bar, file: others(bar), field: { output: 'Weight (g)', type: 'integer' }, want: 400 },
  { why: "the colour option (Färg) is the colour, not the product's metafield listing black; silver", row: bar, file: others(bar), field: { output: 'Colour' }, want: 'black' },
  { why: 'the colour metafield is the colour', row: wheelset, file: others(wheelset), field: { output: 'Colour' }, want: 'black' },
  { why: 'Vendor is the brand', row: wheelset, file: others(wheelset), field: { output: 'Brand' }, want: 'Velofant' },
  { why: 'Product Category is the category', row: wheelset, file: others(wheelset), field: { output: 'Category' }, want: 'Sporting Goods > Outdoor Recreation > Cycling > Bicycle Parts > Bicycle Wheels > Bicycle Wheel Sets' },
  { why: 'Title is the name', row: wheelset, file: others(wheelset), field: { output: 'Name' }, want: 'VELOFANT - Wheelset' },
  { why: 'the size metafield is empty: no size', row: lock, file: others(lock), field: { output: 'Size' }, want: null, reason: 'source_empty' },
  { why: "the barcode without Excel's leading apostrophe", row: wheelset, file: others(wheelset), field: { output: 'EAN' }, want: '7350177880121' },
  { why: 'Variant SKU is the SKU', row: wheelset, file: others(wheelset), field: { output: 'SKU' }, want: 'WH-FS-700C-BK-V1' },
];

export default cases;
