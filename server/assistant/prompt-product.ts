import { factsOf } from '../../engine/enrich/facts.ts';
import type { Product, SourceColumns } from '../../engine/enrich/types.ts';
import { fieldAsks } from '../../engine/generate/checked-copy.ts';
import { isWebAddress } from '../../engine/lexicon/addresses.ts';
import { canonicalWords, hasPhrase, normalise, PRICE_PHRASES } from '../../engine/lexicon/index.ts';
import { meaningOf } from '../../engine/lexicon/names.ts';
import type { GenerateField } from './types.ts';

/** Longest cell text a model is shown; the whole product is capped too. */
const CELL_CHARS = 1500;
const PRODUCT_CHARS = 8000;

/**
 * What a model is shown of a product: the columns the template reads (all when it names none) that
 * `withheld` does not refuse, non-empty cells only, each and the whole bounded, so a prompt's size
 * does not grow with the file.
 */
export function promptProduct(product: Product, readColumns: readonly string[], withheld: (column: string, text: string) => boolean = () => false): Product {
  const wanted = readColumns.length > 0 ? new Set(readColumns) : null;
  const shown: Product = {};
  let total = 0;
  for (const [column, cell] of Object.entries(product)) {
    const text = cell.trim();
    if (text === '' || (wanted && !wanted.has(column)) || withheld(column, text)) continue;
    const kept = text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
    total += column.length + kept.length;
    if (total > PRODUCT_CHARS) break;
    shown[column] = kept;
  }
  return shown;
}

/** The file's data a text for shoppers leaves out: codes, prices and taxes, stock, web and picture addresses. */
type ShopData = 'identifier' | 'price' | 'stock' | 'address';

const IDENTIFIER_CONCEPTS: ReadonlySet<string> = new Set(['reference', 'ean', 'handle', 'parent']);
const ADDRESS_CONCEPTS: ReadonlySet<string> = new Set(['url', 'image']);

/** Which of that data a cell is, by its column's name in any language of the lexicon, or by being a web address. */
function shopDataOf(column: string, text: string): ShopData | undefined {
  const meaning = meaningOf(column);
  // Before the codes: a 'Reference price' is a price.
  if (meaning.price || hasPhrase(meaning.key, PRICE_PHRASES.tax)) return 'price';
  if (meaning.words.some((word) => IDENTIFIER_CONCEPTS.has(word))) return 'identifier';
  if (meaning.words.includes('stock')) return 'stock';
  if (meaning.words.some((word) => ADDRESS_CONCEPTS.has(word)) || isWebAddress(text)) return 'address';
  return undefined;
}

/**
 * The data some field of the request asks for in its own words (structure, type of content, SEO,
 * format), read as the copy gates read them (engine/generate/gates.ts). Codes are never asked for:
 * the gates refuse a text holding one whatever its field says.
 */
function askedShopData(fields: readonly GenerateField[]): ReadonlySet<ShopData> {
  const asked = new Set<ShopData>();
  for (const { options } of fields) for (const data of shopDataAsked(fieldAsks(options))) asked.add(data);
  return asked;
}

/** A run asks the same fields' words of every product: each wording is read once (a few, kept while they are few). */
const ASKED = new Map<string, readonly ShopData[]>();
const ASKED_KEPT = 256;

function shopDataAsked(asks: string): readonly ShopData[] {
  const known = ASKED.get(asks);
  if (known) return known;
  const words = canonicalWords(asks);
  const asked: ShopData[] = [];
  if (hasPhrase(normalise(asks), PRICE_PHRASES.price)) asked.push('price');
  if (words.includes('stock')) asked.push('stock');
  if (words.includes('url')) asked.push('address');
  if (ASKED.size >= ASKED_KEPT) ASKED.clear();
  ASKED.set(asks, asked);
  return asked;
}

/**
 * The columns a model writing copy reads: the template's, and every other column stating a fact of
 * the product, as the offline writer reads them (engine/enrich/facts.ts) — a supplier's weight or
 * condition column is a fact for copy whether the template maps it or not. All when the template
 * names none.
 */
export function copyColumns(product: Product, readColumns: readonly string[], sources: SourceColumns = {}): string[] {
  if (readColumns.length === 0) return [];
  return [...new Set([...readColumns, ...factsOf(product, sources).columns])];
}

/**
 * What a model writing the fields' copy is shown of a product: as `promptProduct` of its copy columns
 * (`copyColumns`), less the data the system message tells it to leave out — a model not shown a price
 * cannot copy it — unless a field asks for that data.
 */
export function copyProduct(product: Product, columns: readonly string[], fields: readonly GenerateField[]): Product {
  const asked = askedShopData(fields);
  return promptProduct(product, columns, (column, text) => {
    const data = shopDataOf(column, text);
    return data !== undefined && !asked.has(data);
  });
}
