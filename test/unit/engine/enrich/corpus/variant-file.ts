import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Product } from '../../../../../engine/enrich/types.ts';
import { fileProducts } from '../../../../../engine/structure/items.ts';

/** Real shop exports with variants, and their sources (test/fixtures/variants/README.md). */
const FIXTURES = new URL('../../../../fixtures/variants/', import.meta.url);

/**
 * What a run sells of a real export in test/fixtures/variants/, for the corpus files reading variants:
 * `items`, each variant with the cells it takes from its product row (or a product without variants);
 * `products`, each product's own cells; `others(item)`, the rest of the items, as a run sees them.
 */
export function variantFile(name: string, delimiter = ','): { items: Product[]; products: Product[]; others: (item: Product) => Product[] } {
  const [headers = [], ...rows] = parse(readFileSync(new URL(name, FIXTURES)), { delimiter, bom: true, relax_column_count: true }) as string[][];
  const read = fileProducts(
    headers,
    rows.filter((row) => row.some((cell) => cell.trim() !== '')),
  );
  const items = read.items.map((item) => item.cells);
  return { items, products: read.products, others: (item) => items.filter((other) => other !== item) };
}
