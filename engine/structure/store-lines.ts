import type { ProductRows } from './product-rows.ts';
import { anyFilled, filled, referenceKey, type Roles } from './roles.ts';

/**
 * Magento writes more of a product on lines that are no product of their own. Magento 1: a row with a
 * SKU starts a product and the rows below it with an empty SKU continue it — a second category, a
 * picture, the product's values for another store view (a translated name, another price). Magento 2:
 * a row repeating a SKU with a store view code holds that store view's values. Such lines join the
 * product they continue and are never sold; their pictures are its pictures.
 */
export interface StoreLines {
  /** The rows describing products themselves, in file order. */
  kept: number[];
  /** Each continuation line, and the row it continues. */
  continues: Map<number, number>;
}

/** A file's continuation lines; undefined when it has none (or no store view column to say it is such a file). */
export function storeLines(rows: readonly (readonly string[])[], roles: Roles): StoreLines | undefined {
  const { key, store } = roles;
  if (key === undefined || store === undefined) return undefined;
  const continues = new Map<number, number>();
  const firstOf = new Map<string, number>();
  let current: number | undefined;
  rows.forEach((row, index) => {
    const reference = referenceKey(row[key]);
    const first = firstOf.get(reference);
    if (reference === '' && current !== undefined) continues.set(index, current);
    else if (first !== undefined && filled(row, store)) continues.set(index, first);
    else {
      if (first === undefined && reference !== '') firstOf.set(reference, index);
      current = index;
    }
  });
  if (continues.size === 0) return undefined;
  return { kept: rows.map((_, index) => index).filter((index) => !continues.has(index)), continues };
}

/** The kept rows, each with the variations its continuation lines list (Magento 1 writes a configurable's child SKUs one a line) after its own. */
export function keptRows(rows: readonly (readonly string[])[], roles: Roles, lines: StoreLines): (readonly string[])[] {
  const column = roles.variations;
  const listed = new Map<number, string[]>();
  if (column !== undefined) {
    for (const [line, base] of lines.continues) {
      const sku = rows[line]?.[column]?.trim() ?? '';
      if (sku !== '') listed.set(base, [...(listed.get(base) ?? []), sku]);
    }
  }
  return lines.kept.map((index) => {
    const row = rows[index] ?? [];
    const more = column === undefined ? undefined : listed.get(index);
    if (!more || column === undefined) return row;
    const merged = [...row];
    merged[column] = [row[column]?.trim() ?? '', ...more].filter(Boolean).join('|');
    return merged;
  });
}

/** Products read from the kept rows alone, numbered back over the file's rows, each with the pictures of its continuation lines. */
export function withStoreLines(rows: readonly (readonly string[])[], roles: Roles, lines: StoreLines, products: readonly ProductRows[]): ProductRows[] {
  const back = (index: number) => lines.kept[index] ?? index;
  const found = products.map((product) => ({ product: back(product.product), variants: product.variants.map(back), images: product.images.map(back) }));
  for (const [line, base] of lines.continues) {
    if (!anyFilled(rows[line] ?? [], roles.images)) continue;
    found.find((product) => product.product === base || product.variants.includes(base))?.images.push(line);
  }
  for (const product of found) product.images.sort((a, b) => a - b);
  return found;
}
