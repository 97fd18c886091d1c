import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real dropshipping feed (CJ Dropshipping): a price range in one cell, an empty brand.
 * Rows copied from test/fixtures/real-headers/en-cj-merchant-feed.csv (github.com/delevite/Google-merchant-ecomm, `feed.csv`); long cells cut as in the fixture.
 */

const outfit: Product = {
  title: 'Spring And Autumn Long Sleeve Women\'s Shirt Outfit',
  image: 'https://cf.cjdropshipping.com/quick/product/4037e30c-02d0-42ab-a421-66850257b98f.jpg',
  price: '9.12',
  url: 'https://app.cjdropshipping.com/product-detail/2505051204291629300',
  description: '["长袖女士衬衫套装 都市个性潮牌3D数码印花休闲女装","长袖女士衬衫套装","衬衫套装"]',
  brand: '',
  rating: '',
  stock: '',
  category: 'Suits & Sets',
  shipping: '',
};
const watch: Product = {
  title: 'Natural Tigereye Maillard Advanced Chain Watch',
  image: 'https://cf.cjdropshipping.com/quick/product/2fa86a75-4603-42f4-9ec8-878beb1679a2.jpg',
  price: '8.21',
  url: 'https://app.cjdropshipping.com/product-detail/2505050938221608000',
  description: '["天然","高级链","虎眼石","美拉德色系","手表"]',
  brand: '',
  rating: '',
  stock: '',
  category: 'Dress Watches',
  shipping: '',
};
const gloves: Product = {
  title: 'Children\'s Creative Astronaut Gloves Festival Party Performance Cosplay Clothes',
  image: 'https://oss-cf.cjdropshipping.com/product/2025/05/05/09/255064b2-2c58-4963-b057-c0794b7c6609.jpg',
  price: '4.86 -- 6.22',
  url: 'https://app.cjdropshipping.com/product-detail/2505050935531618600',
  description: '["儿童太空服 万圣节cosplay表演服 宇航员手套节日派对演出扮演服","儿童太空服万圣节cosplay","表演服宇航员手套"]',
  brand: '',
  rating: '',
  stock: '',
  category: 'Boy Clothing Sets',
  shipping: '',
};
const file = [outfit, watch, gloves];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'price is the price', row: outfit, file: others(outfit), field: { output: 'Price', type: 'float' }, want: 9.12 },
  { why: 'a price range is no one price', row: gloves, file: others(gloves), field: { output: 'Price', type: 'float' }, want: null, reason: 'not_one_quantity' },
  { why: 'category is the category', row: outfit, file: others(outfit), field: { output: 'Category' }, want: 'Suits & Sets' },
  { why: 'an empty brand is no brand', row: outfit, file: others(outfit), field: { output: 'Brand' }, want: null, reason: 'source_empty' },
  { why: 'title is the name', row: watch, file: others(watch), field: { output: 'Name' }, want: 'Natural Tigereye Maillard Advanced Chain Watch' },
];

export default cases;
