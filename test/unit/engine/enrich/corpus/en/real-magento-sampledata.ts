import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Magento's sample data fixtures (Luma gear): size and color columns per variant, the material as a word.
 * Rows copied from test/fixtures/real-headers/en-magento-sampledata.csv (github.com/magento/magento2-sample-data, `app/code/Magento/CatalogSampleData/fixtures/SimpleProduct/products_gear_fitness_equipment_ball.csv`); long cells cut as in the fixture.
 */

const gray: Product = {
  category: 'Gear\nFitness Equipment',
  name: 'Sprite Stasis Ball 55 cm',
  sku: '24-WG081-gray',
  price: '23',
  qty: '100',
  description: '<p>The Sprite Stasis Ball gives you the toned abs, sides, and back you want by amping up your core workout. With bright colors and a burst-resistant design, it\'s a must-have for every hard-core exerci…',
  activity: 'Yoga\nGym',
  category_gear: 'Exercise',
  gender: 'Men\nWomen\nBoys\nGirls\nUnisex',
  material: 'Plastic',
  size: '55 cm',
  color: 'Gray',
  visibility: '1',
  attribute_set: 'Sprite Stasis Ball',
  url_key: 'Sprite Stasis Ball 55 cm gray',
};
const pink: Product = {
  category: 'Gear\nFitness Equipment',
  name: 'Sprite Stasis Ball 55 cm',
  sku: '24-WG081-pink',
  price: '23',
  qty: '100',
  description: '<p>The Sprite Stasis Ball gives you the toned abs, sides, and back you want by amping up your core workout. With bright colors and a burst-resistant design, it\'s a must-have for every hard-core exerci…',
  activity: 'Yoga\nGym',
  category_gear: 'Exercise',
  gender: 'Men\nWomen\nBoys\nGirls\nUnisex',
  material: 'Plastic',
  size: '55 cm',
  color: 'Red',
  visibility: '1',
  attribute_set: 'Sprite Stasis Ball',
  url_key: 'Sprite Stasis Ball 55 cm pink',
};
const blue: Product = {
  category: 'Gear\nFitness Equipment',
  name: 'Sprite Stasis Ball 55 cm',
  sku: '24-WG081-blue',
  price: '23',
  qty: '100',
  description: '<p>The Sprite Stasis Ball gives you the toned abs, sides, and back you want by amping up your core workout. With bright colors and a burst-resistant design, it\'s a must-have for every hard-core exerci…',
  activity: 'Yoga\nGym',
  category_gear: 'Exercise',
  gender: 'Men\nWomen\nBoys\nGirls\nUnisex',
  material: 'Plastic',
  size: '55 cm',
  color: 'Blue',
  visibility: '1',
  attribute_set: 'Sprite Stasis Ball',
  url_key: 'Sprite Stasis Ball 55 cm blue',
};
const file = [gray, pink, blue];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

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
