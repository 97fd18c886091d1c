import type { CorpusCase } from '../types.ts';
import { variantFile } from '../variant-file.ts';

/**
 * A real Shopify export of a Chilean home-goods shop (2024 format), read as a run sells it: the
 * 'Cerámica Rectangular alta' comes in two colours, its option 'Color' on each variant and the
 * product's colour metafield listing both ('amarillo-1; blanco'). Rows from
 * test/fixtures/variants/es-laslira-shopify.csv (github.com/juliettegramatges/Las-Lira, `products_export_1.csv`).
 */

const { items, others } = variantFile('es-laslira-shopify.csv');
const [amarillo, blanco] = items.filter((item) => item.Handle === 'ceramica-rectangular-alta');

const cases: CorpusCase[] = [
  { why: 'the first variant’s own colour, not the metafield listing both', row: amarillo ?? {}, file: others(amarillo ?? {}), field: { output: 'Color' }, want: 'amarillo-1' },
  { why: 'the second variant’s own colour, not the metafield listing both', row: blanco ?? {}, file: others(blanco ?? {}), field: { output: 'Color' }, want: 'blanco' },
  { why: 'the metafield alone lists two colours: none', row: blanco ?? {}, file: others(blanco ?? {}), field: { output: 'Color', extraInfo: 'Color (product.metafields.shopify.color-pattern)' }, want: null, reason: 'several_values' },
];

export default cases;
