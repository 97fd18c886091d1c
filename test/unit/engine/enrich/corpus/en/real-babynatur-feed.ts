import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Google Ads feed of a Shopify shop (Baby Natur, Croatia): Item title, Price and Sale price with the currency in the cell.
 * Rows copied from test/fixtures/real-headers/en-babynatur-ads-feed.csv (github.com/Vozimisko/shopify-google-feed, `feed.csv`); long cells cut as in the fixture.
 */

const small: Product = {
  ID: 'shopify_ZZ_15346079039874_56689498784130',
  'Item title': 'Dvoslojna muslin vreća s volanima i nogavicama - Cvjetići / 6–18 mjeseci',
  'Final URL': 'https://babynatur.hr/products/dvoslojna-muslin-vreca-s-volanima-copy?variant=56689498784130',
  'Image URL': 'https://cdn.shopify.com/s/files/1/0943/0738/5730/files/Vrecazaspavanjesvolanima_3.jpg?v=1764376579',
  Price: '55.00 EUR',
  Description: 'Baby Natur dvoslojna muslin vreća s volanima spaja udobnost i nježan dizajn, stvarajući sigurno i prozračno okruženje za miran bebin san. Izrađena od 100% mekanog, dvoslojnog muslina , periva na 60°C,…',
  'Item subtitle': 'Cvjetići / 6–18 mjeseci',
  'Sale price': '55.00 EUR',
};
const medium: Product = {
  ID: 'shopify_ZZ_15346079039874_56689498816898',
  'Item title': 'Dvoslojna muslin vreća s volanima i nogavicama - Cvjetići / 1,5–3 godine',
  'Final URL': 'https://babynatur.hr/products/dvoslojna-muslin-vreca-s-volanima-copy?variant=56689498816898',
  'Image URL': 'https://cdn.shopify.com/s/files/1/0943/0738/5730/files/Vrecazaspavanjesvolanima_3.jpg?v=1764376579',
  Price: '55.00 EUR',
  Description: 'Baby Natur dvoslojna muslin vreća s volanima spaja udobnost i nježan dizajn, stvarajući sigurno i prozračno okruženje za miran bebin san. Izrađena od 100% mekanog, dvoslojnog muslina , periva na 60°C,…',
  'Item subtitle': 'Cvjetići / 1,5–3 godine',
  'Sale price': '55.00 EUR',
};
const large: Product = {
  ID: 'shopify_ZZ_15346079039874_56689498849666',
  'Item title': 'Dvoslojna muslin vreća s volanima i nogavicama - Cvjetići / 3-5 godina',
  'Final URL': 'https://babynatur.hr/products/dvoslojna-muslin-vreca-s-volanima-copy?variant=56689498849666',
  'Image URL': 'https://cdn.shopify.com/s/files/1/0943/0738/5730/files/Vrecazaspavanjesvolanima_3.jpg?v=1764376579',
  Price: '57.00 EUR',
  Description: 'Baby Natur dvoslojna muslin vreća s volanima spaja udobnost i nježan dizajn, stvarajući sigurno i prozračno okruženje za miran bebin san. Izrađena od 100% mekanog, dvoslojnog muslina , periva na 60°C,…',
  'Item subtitle': 'Cvjetići / 3-5 godina',
  'Sale price': '57.00 EUR',
};
const file = [small, medium, large];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Price is the price', row: small, file: others(small), field: { output: 'Price', type: 'float' }, want: 55 },
  { why: 'Sale price is the sale price', row: large, file: others(large), field: { output: 'Sale price', type: 'float' }, want: 57 },
  { why: 'Item title is the name', row: small, file: others(small), field: { output: 'Name' }, want: 'Dvoslojna muslin vreća s volanima i nogavicama - Cvjetići / 6–18 mjeseci' },
  { why: 'Price (€) reads the price in EUR', row: small, file: others(small), field: { output: 'Price (€)', type: 'float' }, want: 55 },
];

export default cases;
