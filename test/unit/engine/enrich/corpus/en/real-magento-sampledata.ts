import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Magento's sample data fixtures (Luma gear): size and color columns per variant, the material as a word.
 * Rows read from test/fixtures/real-headers/en-magento-sampledata.csv (github.com/magento/magento2-sample-data, `app/code/Magento/CatalogSampleData/fixtures/SimpleProduct/products_gear_fitness_equipment_ball.csv`).
 */

const {
  rows: [gray, pink],
  others,
} = realFile('en-magento-sampledata.csv');

const cases: CorpusCase[] = [
  { why: 'price is the price', row: gray, file: others(gray), field: { output: 'Price', type: 'float' }, want: 23 },
  { why: 'size is the size', row: gray, file: others(gray), field: { output: 'Size' }, want: '55 cm' },
  { why: 'color is the colour', row: gray, file: others(gray), field: { output: 'Colour' }, want: 'Gray' },
  { why: 'the color column, not the SKU suffix', row: pink, file: others(pink), field: { output: 'Colour' }, want: 'Red' },
  { why: 'material is the material', row: gray, file: others(gray), field: { output: 'Material' }, want: 'Plastic' },
  { why: 'name is the name', row: gray, file: others(gray), field: { output: 'Name' }, want: 'Sprite Stasis Ball 55 cm' },
  { why: 'qty is the stock', row: gray, file: others(gray), field: { output: 'Stock', type: 'integer' }, want: 100 },
  { why: 'no weight column: no weight', row: gray, file: others(gray), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
];

export default cases;
