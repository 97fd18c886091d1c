import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real idealo export of an ePages Beyond shop: camelCase headers (basePrice, categoryPath), the base price per kilo in one cell, a size that is a net content.
 * Rows copied from test/fixtures/real-headers/en-beyond-idealo.csv (github.com/unabris/import_files, `idealo.csv`); long cells cut as in the fixture.
 */

const regular: Product = {
  sku: 'RP001',
  brand: 'Manufacturer RP1',
  title: 'Regular Product 1',
  description: 'Description RP1',
  url: 'https://healthythings.beyondshop.cloud/p/635d3d89-5539-47de-ba8e-c184c87d13a9?marketingChannel=idealo',
  categoryPath: 'Meta Export, Alle Produkte',
  price: '9.9',
  basePrice: '10.00 €/kg',
  deliveryTime: '4 bis 8 Tage',
  imageUrls: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image1.png?hash=9d784488221e9d08d94695823ec3a481ec8f2c6e',
  fulfillmentType: 'PARCEL_SERVICE',
  eans: 'EANRP1',
  freeReturnDays: '30',
  colour: '',
  size: '',
  technicalSolution: 'Partner-Merchant-Solution = ePages Beyond; Partner-Merchant-Solution-Version = 1.0; Integration-Partner = ePages; Interface-Version = 1.0',
  deliveryCosts_deutsche_post: '5',
  paymentCosts_Rechnung: '0',
  paymentCosts_Vorkasse: '0',
  paymentCosts_Barzahlung: '0',
};
const chocolate: Product = {
  sku: 'MP1-0',
  brand: 'Manufacturer MP1',
  title: 'Master Product 1 1kg Chocolate',
  description: 'Description MP1',
  url: 'https://healthythings.beyondshop.cloud/p/8837ab7f-bfbc-4855-bc60-738ac97fd122?marketingChannel=idealo',
  categoryPath: 'Meta Export, Alle Produkte',
  price: '10',
  basePrice: '',
  deliveryTime: '3 bis 6 Tage',
  imageUrls: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image1.png?hash=9d784488221e9d08d94695823ec3a481ec8f2c6e',
  fulfillmentType: 'PARCEL_SERVICE',
  eans: 'EANMP1',
  freeReturnDays: '30',
  colour: '',
  size: '1kg',
  technicalSolution: 'Partner-Merchant-Solution = ePages Beyond; Partner-Merchant-Solution-Version = 1.0; Integration-Partner = ePages; Interface-Version = 1.0',
  deliveryCosts_deutsche_post: '5',
  paymentCosts_Rechnung: '0',
  paymentCosts_Vorkasse: '0',
  paymentCosts_Barzahlung: '0',
};
const strawberry: Product = {
  sku: 'MP1-4',
  brand: 'Manufacturer MP1',
  title: 'Master Product 1 2kg Strawberry',
  description: 'Description MP1',
  url: 'https://healthythings.beyondshop.cloud/p/9c4e6adf-365e-4223-8713-5938ecc11df4?marketingChannel=idealo',
  categoryPath: 'Meta Export, Alle Produkte',
  price: '14',
  basePrice: '',
  deliveryTime: '3 bis 6 Tage',
  imageUrls: 'https://healthythings.beyondshop.cloud/api/core-storage/images/image1.png?hash=9d784488221e9d08d94695823ec3a481ec8f2c6e',
  fulfillmentType: 'PARCEL_SERVICE',
  eans: 'EANMP1',
  freeReturnDays: '30',
  colour: '',
  size: '2kg',
  technicalSolution: 'Partner-Merchant-Solution = ePages Beyond; Partner-Merchant-Solution-Version = 1.0; Integration-Partner = ePages; Interface-Version = 1.0',
  deliveryCosts_deutsche_post: '5',
  paymentCosts_Rechnung: '0',
  paymentCosts_Vorkasse: '0',
  paymentCosts_Barzahlung: '0',
};
const file = [regular, chocolate, strawberry];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'price is the price, not the basePrice', row: regular, file: others(regular), field: { output: 'Price', type: 'float' }, want: 9.9 },
  { why: 'basePrice is the price per kilo', row: regular, file: others(regular), field: { output: 'Price per kg', type: 'float' }, want: 10 },
  { why: 'brand is the brand', row: regular, file: others(regular), field: { output: 'Brand' }, want: 'Manufacturer RP1' },
  { why: 'categoryPath is the category', row: regular, file: others(regular), field: { output: 'Category' }, want: 'Meta Export, Alle Produkte' },
  { why: 'title is the name', row: regular, file: others(regular), field: { output: 'Name' }, want: 'Regular Product 1' },
  { why: 'size is the size', row: chocolate, file: others(chocolate), field: { output: 'Size' }, want: '1kg' },
  { why: 'deliveryCosts is a shipping cost, never the price', row: regular, file: others(regular), field: { output: 'Shipping cost', type: 'float' }, want: 5, todo: 'camelCase deliveryCosts_… is one word: no price meaning' },
];

export default cases;
