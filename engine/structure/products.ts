import { pairsIn } from './pairs.ts';
import { meaningOf } from '../lexicon/names.ts';
import { type FileStructure, grouped, type ProductRows, productOf, runsFrom } from './product-rows.ts';
import { anyFilled, imageOnly, kindOf, priced, referenceKey, type Roles, rolesOf, significant } from './roles.ts';
import { bySameName } from './same-name.ts';
import { keptRows, storeLines, withStoreLines } from './store-lines.ts';

export type { FileStructure, ProductRows, StructureKind } from './product-rows.ts';

/**
 * Products, not rows: which rows of a file make one product — its own row, the rows sold as its
 * variants, the rows holding only more of its pictures. Shop exports write a product's variants under
 * it: Shopify rows share a `Handle`; WooCommerce variations name their `Parent` (its SKU, or `id:44`);
 * Magento's configurable row lists its variations (`sku=…,color=…|sku=…`); other files leave the
 * product's naming cells empty on the rows that follow it (continuation rows), or repeat its name on
 * rows told apart by their options. Magento's continuation lines (a second category, another store
 * view) belong to their product and are never sold. When no structure is found, every row is a product.
 */

/**
 * Rows grouped by the value of one column (a handle, a repeated product ID): rows that leave it empty
 * stay with the rows above them; a named row coming back to a handle whose product is already named
 * starts a product of its own (only a product's first row names it).
 */
function byKey(rows: readonly (readonly string[])[], column: number, roles: Roles): ProductRows[] {
  const groups: number[][] = [];
  const open = new Map<string, number[]>();
  let last: number[] | undefined;
  rows.forEach((row, index) => {
    const key = row[column]?.trim().toLowerCase() ?? '';
    let group = key === '' ? last : open.get(key);
    const named = anyFilled(row, roles.naming);
    if (group && named && key !== '' && group.some((member) => anyFilled(rows[member] ?? [], roles.naming))) group = undefined;
    if (!group) {
      group = [];
      groups.push(group);
      if (key !== '') open.set(key, group);
    }
    group.push(index);
    last = group;
  });
  return groups.map((members) => productOf(rows, members, roles));
}

/** The keys a row is referred to by: its identifiers as written, and WooCommerce's 'id:<ID>'. */
function keysOf(row: readonly string[], roles: Roles, headers: readonly string[]): string[] {
  return roles.identifiers.flatMap((column) => {
    const value = referenceKey(row[column]);
    if (value === '') return [];
    return /^id$/i.test(headers[column]?.trim() ?? '') ? [value, `id:${value}`] : [value];
  });
}

/**
 * Rows naming their product's reference in a parent column: variants of that row. A variation whose
 * reference matches no row belongs to the parent-kind row above it, when the file writes kinds; a
 * parent the file does not hold (Akeneo's variant products) gathers the rows naming it.
 */
function byParent(rows: readonly (readonly string[])[], column: number, roles: Roles, headers: readonly string[]): ProductRows[] | undefined {
  const rowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const key of keysOf(row, roles, headers)) if (!rowOf.has(key)) rowOf.set(key, index);
  });
  // A parent the file does not hold: the first row naming it stands for the product, and is sold too.
  const absent = new Map<string, number>();
  const kindParents = roles.kind === undefined ? [] : parentsByKind(rows, roles.kind);
  const parents = rows.map((row, index) => {
    const reference = referenceKey(row[column]);
    if (reference === '' || reference === '0') return undefined;
    let parent = rowOf.get(reference) ?? kindParents[index];
    if (parent === undefined) {
      parent = absent.get(reference) ?? index;
      absent.set(reference, parent);
    }
    return parent === index ? undefined : parent;
  });
  return grouped(rows, roles, (index) => parents[index], new Set(absent.values()));
}

/** For each variant-kind row, the parent-kind row above it (none before the first). */
function parentsByKind(rows: readonly (readonly string[])[], column: number): (number | undefined)[] {
  let parent: number | undefined;
  return rows.map((row, index) => {
    const kind = kindOf(row[column]);
    if (kind === 'parent') parent = index;
    return kind === 'variant' ? parent : undefined;
  });
}

/** The SKU an entry of a variations list names ('sku=MH01-XS-Black,size=XS,color=Black' → 'MH01-XS-Black'). */
export const variationSku = (variation: string): string | undefined => pairsIn(variation).find(([name]) => meaningOf(name).words.includes('reference'))?.[1];

/** The SKUs a variations cell lists: Magento 2's entries ('sku=MH01-XS,size=XS|sku=…'), or Magento 1's SKUs alone ('MH01-XS|MH01-S'). */
export const listedSkus = (cell: string): string[] =>
  cell.split('|').flatMap((entry) => {
    const sku = variationSku(entry) ?? (/^[^\s=:,]+$/.test(entry.trim()) ? entry.trim() : undefined);
    return sku ? [sku] : [];
  });

/** A product row listing its variations by SKU ('sku=MH01-XS-Black,size=XS,color=Black|sku=…', Magento 1's SKUs one a line): the rows of those SKUs are its variants. */
function byVariations(rows: readonly (readonly string[])[], column: number, roles: Roles, headers: readonly string[]): ProductRows[] | undefined {
  const parentOfKey = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const sku of listedSkus(row[column] ?? '')) parentOfKey.set(referenceKey(sku), index);
  });
  if (parentOfKey.size === 0) return undefined;
  const parentOf = (index: number) => {
    const parent = keysOf(rows[index] ?? [], roles, headers)
      .map((key) => parentOfKey.get(key))
      .find((found) => found !== undefined);
    return parent === index ? undefined : parent;
  };
  return grouped(rows, roles, parentOf);
}

/** A file writing kinds and no references (Bagisto): variant-kind rows belong to the parent-kind row above them. */
function byKinds(rows: readonly (readonly string[])[], column: number, roles: Roles): ProductRows[] | undefined {
  const parents = parentsByKind(rows, column);
  return grouped(rows, roles, (index) => parents[index]);
}

/**
 * Continuation rows: a row with a price or an option value of its own but none of the product's naming
 * cells, right below a named row (or another continuation of it), is a variant of that product; the
 * named row is one too when it is sold on its own terms. A row with an identifier alone is an
 * unnamed product, not a variant (a supplier's list with gaps). Rows of pictures alone are its
 * images; rows saying nothing of a product (an ERP's detail lines) belong to it.
 */
function byContinuation(rows: readonly (readonly string[])[], roles: Roles): ProductRows[] | undefined {
  if (roles.naming.length === 0) return undefined;
  let continued = false;
  const starts: number[] = [];
  rows.forEach((row, index) => {
    const continues = index > 0 && !anyFilled(row, roles.naming) && (priced(row, roles) || imageOnly(row, roles) || !significant(row, roles));
    if (continues) continued ||= priced(row, roles);
    else starts.push(index);
  });
  return continued ? runsFrom(starts, rows.length).map((group) => productOf(rows, group, roles)) : undefined;
}

/** The products of a file's rows (headers as written, rows without blank ones). */
export function fileStructure(headers: readonly string[], rows: readonly (readonly string[])[]): FileStructure {
  const roles = rolesOf(headers, rows);
  const lines = storeLines(rows, roles);
  if (lines) {
    const kept = fileStructure(headers, keptRows(rows, roles, lines));
    return { by: kept.by, products: withStoreLines(rows, roles, lines, kept.products) };
  }
  if (roles.handle !== undefined) {
    const products = byKey(rows, roles.handle, roles);
    if (products.length < rows.length) return { by: 'handle', products };
  }
  if (roles.parent !== undefined) {
    const products = byParent(rows, roles.parent, roles, headers);
    if (products) return { by: 'parent', products };
  }
  if (roles.variations !== undefined) {
    const products = byVariations(rows, roles.variations, roles, headers);
    if (products) return { by: 'variations', products };
  }
  if (roles.kind !== undefined) {
    const products = byKinds(rows, roles.kind, roles);
    if (products) return { by: 'kinds', products };
  }
  if (roles.productId !== undefined) return { by: 'product_id', products: byKey(rows, roles.productId, roles) };
  const continued = byContinuation(rows, roles);
  if (continued) return { by: 'continuation', products: continued };
  const named = bySameName(rows, roles);
  if (named) return { by: 'same_name', products: named };
  return { by: 'rows', products: grouped(rows, roles, () => undefined, new Set(), true) ?? [] };
}

/** How many rows of a structure are sold as variants (0 when its products have none). */
export const variantCount = (structure: FileStructure): number => structure.products.reduce((sum, product) => sum + product.variants.length, 0);
