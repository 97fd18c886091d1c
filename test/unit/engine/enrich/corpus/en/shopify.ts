import type { CorpusCase } from '../types.ts';

/** A Shopify export: Variant Grams is the weight in grams, Variant columns are read by their meaning. */

const shirt = {
  Handle: 'linen-shirt',
  Title: 'Linen shirt',
  'Option1 Name': 'Size',
  'Option1 Value': 'XL',
  'Variant SKU': 'LS-XL',
  'Variant Grams': '1250',
  'Variant Inventory Qty': '7',
  'Variant Price': '59.00',
  'Variant Compare At Price': '79.00',
  'Variant Barcode': '3760123456782',
  'Variant Weight Unit': 'lb',
};

const cases: CorpusCase[] = [
  { why: 'Variant Grams are converted to kilograms', row: shirt, field: { output: 'Weight', type: 'float', expectedUnit: 'kg' }, want: 1.25 },
  { why: 'Variant Grams are read in grams', row: shirt, field: { output: 'Poids (g)', type: 'integer' }, want: 1250 },
  { why: 'Price is the variant price', row: shirt, field: { output: 'Price', type: 'float' }, want: 59 },
  { why: 'Stock is the variant inventory quantity', row: shirt, field: { output: 'Stock', type: 'integer' }, want: 7 },
  { why: 'the variant barcode is the GTIN', row: shirt, field: { output: 'GTIN' }, want: '3760123456782' },
  { why: 'SKU is the variant SKU', row: shirt, field: { output: 'SKU' }, want: 'LS-XL' },
  { why: 'the size is read from the option pair', row: shirt, field: { output: 'Size' }, want: 'XL' },
  {
    why: 'with no grams, the weight unit column is no weight',
    row: { Title: 'Shirt', 'Variant Grams': '', 'Variant Weight Unit': 'kg' },
    field: { output: 'Weight', type: 'float', expectedUnit: 'kg' },
    want: null,
    reason: 'source_empty',
  },
  {
    why: 'an empty variant image does not hide the image',
    row: { Title: 'Shirt', 'Image Src': 'https://shop.example/shirt.jpg', 'Variant Image': '' },
    field: { output: 'Image' },
    want: 'https://shop.example/shirt.jpg',
  },
];

export default cases;
