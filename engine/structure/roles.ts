import { type Concept, OTHER_THINGS } from '../lexicon/concepts.ts';
import { isPlaceholder, normalise, PARENT_KINDS, VARIANT_KINDS } from '../lexicon/index.ts';
import { meaningOf, namesProduct } from '../lexicon/names.ts';

/** What each column is for, as far as grouping rows goes. */
export interface Roles {
  handle?: number;
  parent?: number;
  variations?: number;
  /** A column of product kinds ('variable', 'variation', 'configurable'), found by its values. */
  kind?: number;
  /** A product's identifier repeated on each of its variants' rows (PrestaShop's combinations 'Product ID'). */
  productId?: number;
  /** The row's own reference, a column named for it alone ('sku', 'Artikelnummer'): what Magento starts a product's rows with. */
  key?: number;
  /** The store view a row's values are for (Magento's '_store', 'store_view_code'). */
  store?: number;
  /** The product's naming cells: its name and descriptions. */
  naming: number[];
  /** Identifiers of a sellable row: SKU, GTIN, ID. */
  identifiers: number[];
  prices: number[];
  images: number[];
  /** A variant's option values ('Option1 Value', 'Attribute 1 value(s)'). */
  optionValues: number[];
  /** What tells one variant from another: its option values, and columns of a colour or a size. */
  variantAxes: number[];
  /** Who makes it and which model it is: a row stating them says something of a product. */
  maker: number[];
}

const has = (words: readonly string[], concept: Concept) => words.includes(concept);

/**
 * An identifier column by its name: a reference or GTIN, or an 'ID' ('Product ID', 'Id del Producto',
 * 'product_id'); another thing's ID ('Category ID', Magento's '_media_attribute_id') is none.
 */
export const ID_NAME = /(^|[\s_-])id($|[\s_*-])/i;

export function rolesOf(headers: readonly string[], rows: readonly (readonly string[])[]): Roles {
  const roles: Roles = { naming: [], identifiers: [], prices: [], images: [], optionValues: [], variantAxes: [], maker: [] };
  headers.forEach((header, column) => {
    const { words, price, flag } = meaningOf(header);
    if (flag) return;
    if (!price && (has(words, 'colour') || has(words, 'size'))) roles.variantAxes.push(column);
    if (has(words, 'handle') && roles.handle === undefined) roles.handle = column;
    else if (has(words, 'parent') && !has(words, 'category') && roles.parent === undefined) roles.parent = column;
    else if (has(words, 'variants') && roles.variations === undefined) roles.variations = column;
    else if (has(words, 'store') && !price && roles.store === undefined) roles.store = column;
    else if (has(words, 'image')) roles.images.push(column);
    else if ((has(words, 'option') || has(words, 'attribute')) && has(words, 'value')) {
      roles.optionValues.push(column);
      roles.variantAxes.push(column);
    } else if (price) roles.prices.push(column);
    else if (has(words, 'reference') || has(words, 'ean') || (ID_NAME.test(header.trim()) && !words.some((word) => OTHER_THINGS.has(word as Concept)))) {
      roles.identifiers.push(column);
      if (roles.key === undefined && words.length === 1 && has(words, 'reference')) roles.key = column;
    } else if (namesProduct(words) || has(words, 'description') || has(words, 'summary')) roles.naming.push(column);
    else if (has(words, 'brand') || has(words, 'model')) roles.maker.push(column);
  });
  roles.kind = headers.findIndex((_, column) => isKindColumn(rows, column));
  if (roles.kind < 0) roles.kind = undefined;
  // The product's own ID ('Product ID', 'Id del Producto'), never a class's or a picture's ('tax_class_id').
  const ownId = (column: number) => ID_NAME.test(headers[column] ?? '') && meaningOf(headers[column] ?? '').words.join(' ') === 'id';
  roles.productId = roles.identifiers.find((column) => ownId(column) && repeatsInRuns(rows, column) && roles.identifiers.some((other) => other !== column && uniqueWhereFilled(rows, other)));
  return roles;
}

export const kindOf = (text: string | undefined): 'parent' | 'variant' | undefined => {
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

export const filled = (row: readonly string[], column: number) => {
  const text = row[column]?.trim() ?? '';
  return text !== '' && !isPlaceholder(text);
};
/** Whether any of `columns` is filled on the row; a loop, not `some`: asked several times of every row, and a closure each time was most of what grouping a file's rows allocated. */
export function anyFilled(row: readonly string[], columns: readonly number[]): boolean {
  for (const column of columns) if (filled(row, column)) return true;
  return false;
}

/** A reference as rows refer to it: case and spaces aside ('EV- 0004' is 'EV-0004'). */
export const referenceKey = (text: string | undefined) => (text ?? '').replace(/\s+/g, '').toLowerCase();

/** The columns that group a picture row with its product, by file: imageOnly asks them of every row. */
const GROUPING = new WeakMap<Roles, ReadonlySet<number | undefined>>();

function groupingOf(roles: Roles): ReadonlySet<number | undefined> {
  let grouping = GROUPING.get(roles);
  if (!grouping) {
    grouping = new Set([roles.handle, roles.parent, ...roles.images]);
    GROUPING.set(roles, grouping);
  }
  return grouping;
}

/** A row of nothing but pictures (and the columns that group it): no identifier, price, option or name. */
export function imageOnly(row: readonly string[], roles: Roles): boolean {
  if (!anyFilled(row, roles.images)) return false;
  const grouping = groupingOf(roles);
  for (let column = 0; column < row.length; column++) {
    if (!grouping.has(column) && filled(row, column) && !/^\d{1,3}$/.test(row[column]?.trim() ?? '')) return false;
  }
  return true;
}

/** A row with a price or an option value of its own: what a variant row has. */
export const priced = (row: readonly string[], roles: Roles) => anyFilled(row, roles.prices) || anyFilled(row, roles.optionValues);

/** A row that says something of a product: a name, an identifier, a price, an option, a picture, a brand or model; other rows (an ERP's detail lines) belong to the row above. */
export const significant = (row: readonly string[], roles: Roles) => anyFilled(row, roles.naming) || anyFilled(row, roles.identifiers) || priced(row, roles) || anyFilled(row, roles.images) || anyFilled(row, roles.maker);
