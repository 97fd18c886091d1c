import { pairsIn } from '../enrich/row-cells.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { isPlaceholder, normalise, PARENT_KINDS, VARIANT_KINDS } from '../lexicon/index.ts';
import { meaningOf, namesProduct } from '../lexicon/names.ts';

/**
 * Products, not rows: which rows of a file make one product — its own row, the rows sold as its
 * variants, the rows holding only more of its pictures. Shop exports write a product's variants under
 * it: Shopify rows share a `Handle`; WooCommerce variations name their `Parent` (its SKU, or `id:44`);
 * Magento's configurable row lists its variations (`sku=…,color=…|sku=…`); other files leave the
 * product's naming cells empty on the rows that follow it (continuation rows). When no structure is
 * found, every row is a product. Rows are numbered over the file's product rows (blank ones left out).
 */

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

/** What each column is for, as far as grouping rows goes. */
interface Roles {
  handle?: number;
  parent?: number;
  variations?: number;
  /** A column of product kinds ('variable', 'variation', 'configurable'), found by its values. */
  kind?: number;
  /** A product's identifier repeated on each of its variants' rows (PrestaShop's combinations 'Product ID'). */
  productId?: number;
  /** The product's naming cells: its name and descriptions. */
  naming: number[];
  /** Identifiers of a sellable row: SKU, GTIN, ID. */
  identifiers: number[];
  prices: number[];
  images: number[];
  /** A variant's option values ('Option1 Value', 'Attribute 1 value(s)'). */
  optionValues: number[];
}

const has = (words: readonly string[], concept: Concept) => words.includes(concept);

/** An identifier column by its name: a reference or GTIN, or an 'ID' ('Product ID', 'Id del Producto', 'product_id'). */
const ID_NAME = /(^|[\s_-])id($|[\s_*-])/i;

function rolesOf(headers: readonly string[], rows: readonly (readonly string[])[]): Roles {
  const roles: Roles = { naming: [], identifiers: [], prices: [], images: [], optionValues: [] };
  headers.forEach((header, column) => {
    const { words, price, flag } = meaningOf(header);
    if (flag) return;
    if (has(words, 'handle') && roles.handle === undefined) roles.handle = column;
    else if (has(words, 'parent') && !has(words, 'category') && roles.parent === undefined) roles.parent = column;
    else if (has(words, 'variants') && roles.variations === undefined) roles.variations = column;
    else if (has(words, 'image')) roles.images.push(column);
    else if ((has(words, 'option') || has(words, 'attribute')) && has(words, 'value')) roles.optionValues.push(column);
    else if (price) roles.prices.push(column);
    else if (has(words, 'reference') || has(words, 'ean') || ID_NAME.test(header.trim())) roles.identifiers.push(column);
    else if (namesProduct(words) || has(words, 'description') || has(words, 'summary')) roles.naming.push(column);
  });
  roles.kind = headers.findIndex((_, column) => isKindColumn(rows, column));
  if (roles.kind < 0) roles.kind = undefined;
  roles.productId = roles.identifiers.find((column) => ID_NAME.test(headers[column] ?? '') && repeatsInRuns(rows, column) && roles.identifiers.some((other) => other !== column && uniqueWhereFilled(rows, other)));
  return roles;
}

const kindOf = (text: string | undefined): 'parent' | 'variant' | undefined => {
  const key = normalise(text ?? '');
  return PARENT_KINDS.has(key) ? 'parent' : VARIANT_KINDS.has(key) ? 'variant' : undefined;
};

/** A column whose values are product kinds, with at least one parent and one variant among them (every value of it is a kind: its first ones tell). */
function isKindColumn(rows: readonly (readonly string[])[], column: number): boolean {
  const first = rows.slice(0, 20).filter((row) => (row[column]?.trim() ?? '') !== '');
  if (first.length === 0 || !first.some((row) => kindOf(row[column]) !== undefined)) return false;
  const kinds = new Set(rows.map((row) => kindOf(row[column])));
  return kinds.has('parent') && kinds.has('variant');
}

/** A column whose filled values repeat on consecutive rows, each value in one run only. */
function repeatsInRuns(rows: readonly (readonly string[])[], column: number): boolean {
  const seen = new Set<string>();
  let repeated = false;
  let last: string | undefined;
  for (const row of rows) {
    const value = row[column]?.trim() ?? '';
    if (value === '' || value === last) {
      repeated ||= value !== '';
      continue;
    }
    if (seen.has(value)) return false;
    seen.add(value);
    last = value;
  }
  return repeated;
}

function uniqueWhereFilled(rows: readonly (readonly string[])[], column: number): boolean {
  const values = rows.map((row) => row[column]?.trim() ?? '').filter(Boolean);
  return values.length > 1 && new Set(values).size === values.length;
}

const filled = (row: readonly string[], column: number) => {
  const text = row[column]?.trim() ?? '';
  return text !== '' && !isPlaceholder(text);
};
const anyFilled = (row: readonly string[], columns: readonly number[]) => columns.some((column) => filled(row, column));

/** A row of nothing but pictures (and the columns that group it): no identifier, price, option or name. */
function imageOnly(row: readonly string[], roles: Roles): boolean {
  if (!anyFilled(row, roles.images)) return false;
  const grouping = new Set([roles.handle, roles.parent, ...roles.images]);
  return row.every((_, column) => grouping.has(column) || !filled(row, column) || /^\d{1,3}$/.test(row[column]?.trim() ?? ''));
}

/** A row with a price or an option value of its own: what a variant row has. */
const priced = (row: readonly string[], roles: Roles) => anyFilled(row, roles.prices) || anyFilled(row, roles.optionValues);

/** A row that says something of a product: a name, an identifier, a price, an option or a picture; other rows (an ERP's detail lines) belong to the row above. */
const significant = (row: readonly string[], roles: Roles) =>
  anyFilled(row, roles.naming) || anyFilled(row, roles.identifiers) || priced(row, roles) || anyFilled(row, roles.images);

/**
 * A group's rows as a product: the first named row is the product; rows of pictures alone are its
 * images; the others its variants. The product row is one of them when it is sold on the same terms:
 * a price or option of its own, and an identifier when they have one (a first row that only names the
 * product, or Shopify's 'Title' placeholder option without a SKU, is not).
 */
function productOf(rows: readonly (readonly string[])[], members: readonly number[], roles: Roles): ProductRows {
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

const sameCell = (rows: readonly (readonly string[])[], a: number, b: number, column: number) => (rows[a]?.[column]?.trim() ?? '') === (rows[b]?.[column]?.trim() ?? '');

/** The keys a row is referred to by: its identifiers as written, and WooCommerce's 'id:<ID>'. */
function keysOf(row: readonly string[], roles: Roles, headers: readonly string[]): string[] {
  return roles.identifiers.flatMap((column) => {
    const value = referenceKey(row[column]);
    if (value === '') return [];
    return /^id$/i.test(headers[column]?.trim() ?? '') ? [value, `id:${value}`] : [value];
  });
}

/** A reference as rows refer to it: case and spaces aside ('EV- 0004' is 'EV-0004'). */
const referenceKey = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toLowerCase();

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

/** A product row listing its variations by SKU ('sku=MH01-XS-Black,size=XS,color=Black|sku=…'): the rows of those SKUs are its variants. */
function byVariations(rows: readonly (readonly string[])[], column: number, roles: Roles, headers: readonly string[]): ProductRows[] | undefined {
  const parentOfKey = new Map<string, number>();
  rows.forEach((row, index) => {
    for (const variation of (row[column] ?? '').split('|')) {
      const sku = variationSku(variation);
      if (sku) parentOfKey.set(referenceKey(sku), index);
    }
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
 * Products from each row's parent: rows without one are products (in file order), the others their
 * variants (the rows of `sellsItself` among them too); rows of pictures alone, or saying nothing of a
 * product, belong to the product above.
 * Undefined when no row has a parent, unless `alone` (every row its own product, then).
 */
function grouped(
  rows: readonly (readonly string[])[],
  roles: Roles,
  parentOf: (index: number) => number | undefined,
  sellsItself: ReadonlySet<number> = new Set(),
  alone = false,
): ProductRows[] | undefined {
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
  const members: number[][] = [];
  let group: number[] | undefined;
  rows.forEach((row, index) => {
    const continues = group !== undefined && !anyFilled(row, roles.naming) && (priced(row, roles) || imageOnly(row, roles) || !significant(row, roles));
    if (group && continues) {
      group.push(index);
      continued ||= priced(row, roles);
    } else {
      group = [index];
      members.push(group);
    }
  });
  return continued ? members.map((group) => productOf(rows, group, roles)) : undefined;
}

/** Consecutive rows under the same name, each with its own options or identifier: one product's variants. */
function bySameName(rows: readonly (readonly string[])[], roles: Roles): ProductRows[] | undefined {
  const [name] = roles.naming;
  if (name === undefined) return undefined;
  const members: number[][] = [];
  rows.forEach((row, index) => {
    const group = members.at(-1);
    const previous = group?.at(-1);
    if (group && previous !== undefined && filled(row, name) && sameCell(rows, previous, index, name)) group.push(index);
    else members.push([index]);
  });
  if (members.length === rows.length) return undefined;
  return members.map((group) => (group.length > 1 ? { product: group[0] ?? 0, variants: group, images: [] } : productOf(rows, group, roles)));
}

/** The products of a file's rows (headers as written, rows without blank ones). */
export function fileStructure(headers: readonly string[], rows: readonly (readonly string[])[]): FileStructure {
  const roles = rolesOf(headers, rows);
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
