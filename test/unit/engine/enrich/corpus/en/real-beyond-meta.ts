import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Meta (Facebook) catalogue feed of an ePages Beyond shop: prices and sale prices with the currency in the cell, shipping_weight in grams.
 * Rows copied from test/fixtures/real-headers/en-beyond-meta.csv (github.com/unabris/import_files, `meta.csv`); long cells cut as in the fixture.
 */

const strawberry: Product = {
  id: 'MP1-4',
  title: 'Master Product 1 2kg Strawberry',
  description: 'Description MP1',
  availability: 'in stock',
  condition: 'new',
  price: '14.3 EUR',
  link: 'https://healthythings.beyondshop.cloud/p/9c4e6adf-365e-4223-8713-5938ecc11df4?marketingChannel=Meta',
  image_link: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image1.png?hash=9d784488221e9d08d94695823ec3a481ec8f2c6e&width=600&height=600',
  brand: 'ePages GmbH',
  sale_price: '14.0 EUR',
  rich_text_description: 'Description MP1',
  status: 'active',
  shipping: 'DE::Standardversand:5 EUR',
  shipping_weight: '1500.0 g',
  item_group_id: 'b943410c69abf6a',
};
const smooth: Product = {
  id: 'MP3-1',
  title: 'Master Product 3 Smooth',
  description: 'Description MP3',
  availability: 'in stock',
  condition: 'new',
  price: '30.1 EUR',
  link: 'https://healthythings.beyondshop.cloud/p/41de8ad7-0e20-429d-abf5-a845011571ef?marketingChannel=Meta',
  image_link: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image5.png?hash=e655e19c158a2755eec2f5d5daf9c2ff93f6eee6&width=600&height=600',
  brand: '',
  sale_price: '',
  rich_text_description: 'Description MP3',
  status: 'active',
  shipping: 'DE::Standardversand:5 EUR',
  shipping_weight: '3500.0 g',
  item_group_id: '9434e5e0b940539',
};
const chocolate: Product = {
  id: 'MP1-0',
  title: 'Master Product 1 1kg Chocolate',
  description: 'Description MP1',
  availability: 'in stock',
  condition: 'new',
  price: '10.3 EUR',
  link: 'https://healthythings.beyondshop.cloud/p/8837ab7f-bfbc-4855-bc60-738ac97fd122?marketingChannel=Meta',
  image_link: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image1.png?hash=9d784488221e9d08d94695823ec3a481ec8f2c6e&width=600&height=600',
  brand: 'ePages GmbH',
  sale_price: '10.0 EUR',
  rich_text_description: 'Description MP1',
  status: 'active',
  shipping: 'DE::Standardversand:5 EUR',
  shipping_weight: '1500.0 g',
  item_group_id: 'b943410c69abf6a',
};
const file = [strawberry, smooth, chocolate];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'price is the price', row: strawberry, file: others(strawberry), field: { output: 'Price', type: 'float' }, want: 14.3 },
  { why: 'sale_price is the sale price', row: strawberry, file: others(strawberry), field: { output: 'Sale price', type: 'float' }, want: 14 },
  { why: 'an empty sale_price is no sale price', row: smooth, file: others(smooth), field: { output: 'Sale price', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'brand is the brand', row: strawberry, file: others(strawberry), field: { output: 'Brand' }, want: 'ePages GmbH' },
  { why: 'an empty brand is no brand', row: smooth, file: others(smooth), field: { output: 'Brand' }, want: null, reason: 'source_empty' },
  { why: 'shipping_weight is the parcel’s weight, not the product’s', row: strawberry, file: others(strawberry), field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'the shipping weight in grams, converted to kilograms when asked', row: strawberry, file: others(strawberry), field: { output: 'Shipping weight', type: 'float', expectedUnit: 'kg' }, want: 1.5 },
  { why: 'title is the name', row: strawberry, file: others(strawberry), field: { output: 'Name' }, want: 'Master Product 1 2kg Strawberry' },
];

export default cases;
