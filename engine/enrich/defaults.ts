import { type CellReason, cellReason } from '../../domain/cell-reasons.ts';
import type { Product } from './types.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** The columns a default's `{Column}` placeholders name, in order. */
export const placeholdersOf = (pattern: string): string[] => [...pattern.matchAll(PLACEHOLDER)].map((match) => (match[1] ?? '').trim());

/** A row's cell for a placeholder: its column by exact name, else by name regardless of case and spaces. */
function cellFor(product: Product, column: string): string | undefined {
  if (column in product) return product[column];
  const key = column.toLowerCase().replace(/\s+/g, ' ');
  const found = Object.keys(product).find((name) => name.trim().toLowerCase().replace(/\s+/g, ' ') === key);
  return found === undefined ? undefined : product[found];
}

/**
 * A template's default for a field, on one row: a fixed value as it is, a pattern with each
 * `{Column}` placeholder replaced by the row's cell ('https://shop.example/products/{Handle}'), a
 * cell put in a web address encoded as a path part. A placeholder whose cell is empty or whose
 * column the file lacks leaves the field empty, and says which.
 */
export function fillDefault(pattern: string, product: Product, field: string): { value: string } | { reason: CellReason } {
  const inAddress = /^https?:\/\//i.test(pattern.trim());
  let lacking: string | undefined;
  const value = pattern.replace(PLACEHOLDER, (_, name: string) => {
    const cell = cellFor(product, name.trim())?.trim();
    if (!cell) {
      lacking ??= name.trim();
      return '';
    }
    return inAddress ? encodeURIComponent(cell) : cell;
  });
  if (lacking !== undefined) return { reason: cellReason('source_empty', 'default_needs', { field, column: lacking }) };
  return { value: value.trim() };
}
