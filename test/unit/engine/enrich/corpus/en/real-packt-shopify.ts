import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Shopify export (a theme course store): zero Variant Grams, Type as the only category, the colour only in the description and tags.
 * Rows read from test/fixtures/real-headers/en-packt-shopify.csv (github.com/PacktPublishing/Shopify-Theme-Customization-with-Liquid, `Product-data.csv`).
 */

const {
  rows: [lamp, armchairs],
  others,
} = realFile('en-packt-shopify.csv');

const cases: CorpusCase[] = [
  { why: 'Variant Price is the price', row: lamp, file: others(lamp), field: { output: 'Price', type: 'float' }, want: 69.99 },
  { why: 'Variant Compare At Price is the compare-at price', row: lamp, file: others(lamp), field: { output: 'Compare at price', type: 'float' }, want: 85 },
  { why: 'zero grams is no weight', row: lamp, file: others(lamp), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_plausible' },
  { why: 'Vendor is the brand', row: lamp, file: others(lamp), field: { output: 'Brand' }, want: 'Company 123' },
  { why: "Shopify's Type is the product type, the only category the file has", row: lamp, file: others(lamp), field: { output: 'Category' }, want: 'Indoor', todo: 'Shopify’s Type (product type) is not read as a category' },
  { why: 'Title is the name', row: lamp, file: others(lamp), field: { output: 'Name' }, want: 'Floor Lamp' },
  { why: 'the description says black', row: lamp, file: others(lamp), field: { output: 'Colour' }, want: 'Black', todo: 'an unlabelled colour in the description is not read' },
  { why: 'Variant Inventory Qty is the stock', row: armchairs, file: others(armchairs), field: { output: 'Stock', type: 'integer' }, want: 6 },
];

export default cases;
