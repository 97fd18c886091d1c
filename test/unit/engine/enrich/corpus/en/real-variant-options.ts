import { COLOURS } from '../lists.ts';
import type { CorpusCase } from '../types.ts';
import { variantFile } from '../variant-file.ts';

/**
 * A variant's own option before its product's lists, on real exports read as a run sells them (each
 * variant with the cells it takes from its product row; sources in test/fixtures/variants/README.md):
 * Velofant's Shopify export (a colour metafield 'black; silver' on the product, the option 'Färg' on
 * each variant), WooCommerce's sample products (the variable product lists 'Blue, Green, Red'), Magento's
 * sample configurable (its variations list every colour, each simple row has its own entry).
 */

const velofant = variantFile('sv-velofant-shopify.csv');
const [, barBlack, barSilver] = velofant.items;
const woo = variantFile('en-woocommerce-sample.csv');
const [tshirtBlue, tshirtGreen] = woo.items;
const [tshirt] = woo.products;
const magento = variantFile('en-magento-configurable.csv');
const [hoodieXsBlack] = magento.items;
const [hoodie] = magento.products;

const metafield = 'Färg (product.metafields.shopify.color-pattern)';

const cases: CorpusCase[] = [
  { why: 'the black bar’s own option, not the product’s metafield listing both colours', row: barBlack ?? {}, file: velofant.others(barBlack ?? {}), field: { output: 'Colour' }, want: 'black' },
  { why: 'the silver bar’s own option, not the product’s metafield listing both colours', row: barSilver ?? {}, file: velofant.others(barSilver ?? {}), field: { output: 'Colour' }, want: 'silver' },
  { why: 'the metafield listing every colour of the product is no colour of one', row: barSilver ?? {}, file: velofant.others(barSilver ?? {}), field: { output: 'Colour', extraInfo: metafield }, want: null, reason: 'several_values' },
  { why: 'a WooCommerce variation’s own attribute value', row: tshirtBlue ?? {}, file: woo.others(tshirtBlue ?? {}), field: { output: 'Colour' }, want: 'Blue' },
  { why: 'another variation, its own colour', row: tshirtGreen ?? {}, file: woo.others(tshirtGreen ?? {}), field: { output: 'Color', valueList: COLOURS }, want: 'GRN' },
  { why: 'the variable product’s list of every colour is no colour', row: tshirt ?? {}, file: woo.others(tshirt ?? {}), field: { output: 'Colour' }, want: null, reason: 'several_values' },
  { why: 'a Magento simple row’s own entry of its configurable’s variations', row: hoodieXsBlack ?? {}, file: magento.others(hoodieXsBlack ?? {}), field: { output: 'color' }, want: 'Black' },
  { why: 'the configurable’s variations name every colour: none of them', row: hoodie ?? {}, file: magento.others(hoodie ?? {}), field: { output: 'color' }, want: null, reason: 'several_values' },
];

export default cases;
