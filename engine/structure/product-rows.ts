import { anyFilled, imageOnly, priced, type Roles, significant } from './roles.ts';

/** Which rows of a file make one product; rows are numbered over the file's product rows (blank ones left out). */
export interface ProductRows {
  /** The row holding the product's own cells: its name, description, option names. */
  product: number;
  /** The rows sold as its variants, the product row among them when it is also one (Shopify's first row); none for a product without variants. */
  variants: number[];
  /** Rows holding nothing but more pictures of it. */
  images: number[];
}

export type StructureKind = 'handle' | 'parent' | 'variations' | 'kinds' | 'product_id' | 'continuation' | 'same_name' | 'rows';

export interface FileStructure {
  /** How the rows were grouped. */
  by: StructureKind;
  products: ProductRows[];
}

/**
 * A group's rows as a product: the first named row is the product; rows of pictures alone are its
 * images; the others its variants. The product row is one of them when it is sold on the same terms:
 * a price or option of its own, and an identifier when they have one (a first row that only names the
 * product, or Shopify's 'Title' placeholder option without a SKU, is not).
 */
export function productOf(rows: readonly (readonly string[])[], members: readonly number[], roles: Roles): ProductRows {
  const images = members.filter((index) => imageOnly(rows[index] ?? [], roles));
  const others = members.filter((index) => !images.includes(index) && significant(rows[index] ?? [], roles));
  const product = others.find((index) => anyFilled(rows[index] ?? [], roles.naming)) ?? others[0] ?? members[0] ?? 0;
  const rest = others.filter((index) => index !== product);
  if (rest.length === 0) return { product, variants: [], images };
  return { product, variants: soldToo(rows, product, rest, roles) ? [product, ...rest] : rest, images };
}

/** Whether a product row is sold as a variant beside its other variant rows. */
function soldToo(rows: readonly (readonly string[])[], product: number, variants: readonly number[], roles: Roles): boolean {
  const row = rows[product] ?? [];
  if (!priced(row, roles)) return false;
  const identified = variants.some((index) => anyFilled(rows[index] ?? [], roles.identifiers));
  return !identified || anyFilled(row, roles.identifiers);
}

/** Runs of consecutive rows from their first rows (`starts`, in order), the last one ending at `end`. */
export const runsFrom = (starts: readonly number[], end: number): number[][] => starts.map((start, i) => Array.from({ length: (starts[i + 1] ?? end) - start }, (_, k) => start + k));

/**
 * Products from each row's parent: rows without one are products (in file order), the others their
 * variants (the rows of `sellsItself` among them too); rows of pictures alone, or saying nothing of a
 * product, belong to the product above.
 * Undefined when no row has a parent, unless `alone` (every row its own product, then).
 */
export function grouped(rows: readonly (readonly string[])[], roles: Roles, parentOf: (index: number) => number | undefined, sellsItself: ReadonlySet<number> = new Set(), alone = false): ProductRows[] | undefined {
  const children = new Map<number, number[]>();
  const parents = rows.map((_, index) => parentOf(index));
  // A parent that is itself a variant is not followed: one level only.
  parents.forEach((parent, index) => {
    if (parent === undefined || parents[parent] !== undefined) return;
    children.set(parent, [...(children.get(parent) ?? []), index]);
  });
  if (children.size === 0 && !alone) return undefined;
  const products: ProductRows[] = [];
  const taken = new Set([...children.values()].flat());
  let current: ProductRows | undefined;
  rows.forEach((row, index) => {
    if (taken.has(index)) return;
    if (current && imageOnly(row, roles)) {
      current.images.push(index);
      return;
    }
    if (current && !significant(row, roles)) return;
    const variants = children.get(index) ?? [];
    current = { product: index, variants: sellsItself.has(index) ? [index, ...variants] : variants, images: [] };
    products.push(current);
  });
  return products;
}
