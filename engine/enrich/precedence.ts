import { COLUMN_WORDS, isFiller, isPlaceholder } from '../lexicon/index.ts';
import { type NameMeaning, ofParcel, type PriceMeaning, pricesAgree } from '../lexicon/names.ts';
import { unitDimension } from '../lexicon/units.ts';
import type { RowCell } from './row-cells.ts';
import type { FieldTarget } from './target.ts';
import type { ExtractPlan } from './types.ts';

/**
 * Which cells of a row hold an EXTRACT field, best first: one ordered list of named tiers, prices
 * compared by kind and tax basis, other fields by their names' words.
 */

/**
 * Why a cell may hold the field, best first; a cell that fits none does not hold it. Prices are
 * compared by kind and tax basis, other fields by their names' words.
 */
const TIERS = [
  /** The field's extra_info names the column: its whole header, quoted, or beside the word 'column'. */
  'named_in_extra_info',
  /** A price to consumers of the field's kind ('Prezzo al pubblico' beside a dealer's 'Prezzo vendita'), on the field's tax basis. */
  'same_price_retail',
  /** A price of the field's kind whose name says no tax basis (a field naming none). */
  'same_price',
  /** A price of the field's kind, tax included (what a shopper pays). */
  'same_price_tax_included',
  /** A price of the field's kind, on the field's tax basis or tax excluded. */
  'same_price_other_basis',
  /** A price of the field's kind naming no tax basis, for a field that names one: its cells may say it ('12,50 € TTC'). */
  'same_price_basis_in_cells',
  /** A price of one item ('Unit price', 'Prix unitaire') or one a maker recommends ('MSRP', 'UVP', 'Listino'): the price when the file names no plainer one. */
  'same_price_qualified',
  /** The same words ('Poids' for 'Weight'). */
  'same_words',
  /** The column's words hold the field's and more ('Shipping weight' for 'Weight'). */
  'more_specific_words',
  /** The field's words hold the column's and more ('Weight' for 'Net weight'). */
  'more_general_words',
] as const;

type Tier = (typeof TIERS)[number];

/**
 * A cell's place among the others: its tier, then a variant's own option before the product's cells
 * (its colour option before the product's list of every colour), then how many words its name has
 * beyond the field's or short of them.
 */
interface Rank {
  tier: number;
  distance: number;
  option?: boolean;
}

const rank = (tier: Tier, distance = 0): Rank => ({ tier: TIERS.indexOf(tier), distance });

/** Whether the extra_info names a column: its whole header, quoted, or beside the word for a column ('the Dispo column', 'colonne Dispo'). */
function namedInHint(field: FieldTarget, key: string): boolean {
  if (!field.hint || key === '') return false;
  if (field.hint.trim() === key || field.quoted.has(key)) return true;
  const at = field.hint.indexOf(` ${key} `);
  if (at < 0) return false;
  const before = field.hint.slice(0, at).trim().split(' ').at(-1) ?? '';
  const after = field.hint.slice(at + key.length + 2).split(' ')[0] ?? '';
  return COLUMN_WORDS.has(before) || COLUMN_WORDS.has(after);
}

/** Whether a price is found by its kind ('Prix barré' is a compare-at price), not by its name's words (a shipping cost). */
const byKind = (price: PriceMeaning | null): price is PriceMeaning => price !== null && price.kind !== 'other';

/** Words that qualify a price as other than the shop's own plain one. */
const QUALIFIERS = ['unit', 'recommended'] as const;

function priceRank(field: FieldTarget, asked: PriceMeaning, column: NameMeaning): Rank | undefined {
  const price = column.price as PriceMeaning;
  if (!pricesAgree({ ...asked, tax: null }, price)) return undefined;
  // A field asking for a unit or recommended price ranks plain prices as the others rank those.
  if (QUALIFIERS.some((word) => column.words.includes(word) !== field.words.has(word))) return asked.tax === null || price.tax === null || asked.tax === price.tax ? rank('same_price_qualified') : undefined;
  const taxed = taxRank(asked, price);
  return taxed && column.words.includes('retail') && !field.words.has('retail') && taxed.tier <= TIERS.indexOf('same_price_other_basis') ? rank('same_price_retail') : taxed;
}

function taxRank(field: PriceMeaning, column: PriceMeaning): Rank | undefined {
  if (column.tax === null) return rank(field.tax === null ? 'same_price' : 'same_price_basis_in_cells');
  if (!pricesAgree(field, column)) return undefined;
  return rank(column.tax === 'incl' ? 'same_price_tax_included' : 'same_price_other_basis');
}

function wordsRank(field: FieldTarget, column: NameMeaning): Rank | undefined {
  const have = column.words.filter((word) => !isFiller(word) && !/^\d+$/.test(word));
  if (have.length === 0 || field.words.size === 0) return undefined;
  const shared = have.filter((word) => field.words.has(word)).length;
  const longest = Math.max(have.length, field.words.size);
  // One name's words hold the other's, and make at least half of the longer one.
  if (shared < Math.min(have.length, field.words.size) || shared * 2 < longest) return undefined;
  if (have.length === field.words.size) return rank('same_words');
  return have.length > field.words.size ? rank('more_specific_words', have.length - shared) : rank('more_general_words', field.words.size - shared);
}

/**
 * Where a cell stands for the field; undefined when it does not hold it: prices only of the same kind
 * and tax basis, units only of the same dimension, yes/no flags only for yes/no fields.
 */
function cellRank(field: FieldTarget, plan: ExtractPlan, cell: RowCell): Rank | undefined {
  const column = cell.meaning;
  if (column.flag && (plan.type !== 'string' || !field.meaning.flag)) return undefined;
  const columnDimension = column.unit ? unitDimension(column.unit) : undefined;
  if (field.dimension && columnDimension && columnDimension !== field.dimension) return undefined;
  if (cell.name === cell.column && namedInHint(field, column.key)) return rank('named_in_extra_info');
  // A parcel's measure ('Gross weight', 'Poids brut', 'Versandgewicht') is never the product's own.
  if (!field.meaning.price && ofParcel(column.words) && !ofParcel([...field.words])) return undefined;
  const asked = field.meaning.price;
  // Prices of a named kind (selling, sale, purchase, struck-through, per unit) are found by kind in any words; other amounts by their words.
  if (byKind(asked) || byKind(column.price)) return asked && column.price && byKind(asked) ? priceRank(field, asked, column) : undefined;
  if (!pricesAgree(asked, column.price)) return undefined;
  return wordsRank(field, column);
}

const before = (a: Rank, b: Rank) => a.tier < b.tier || (a.tier === b.tier && (a.option === b.option ? a.distance < b.distance : a.option === true));

/**
 * The cells that best hold the field (all of them at the best rank, in row order), empty or not.
 */
export function bestCells(field: FieldTarget, plan: ExtractPlan, cells: readonly RowCell[]): RowCell[] {
  let best: Rank | undefined;
  let chosen: RowCell[] = [];
  for (const cell of cells) {
    const ranked = cellRank(field, plan, cell);
    if (!ranked) continue;
    // An empty option, or Shopify's 'Default Title', is no option of the variant's.
    const place = cell.option && cell.text.trim() !== '' && !isPlaceholder(cell.text.trim()) ? { ...ranked, option: true } : ranked;
    if (!best || before(place, best)) {
      best = place;
      chosen = [cell];
    } else if (!before(best, place)) {
      chosen.push(cell);
    }
  }
  const named = best?.tier === TIERS.indexOf('named_in_extra_info') ? chosen[0] : undefined;
  if (named) {
    // A column of pairs the extra_info names ('look in Facets'): the pairs it holds for the field, not the whole cell.
    const pairs = bestCells(
      field,
      plan,
      cells.filter((cell) => cell.column === named.column && cell.name !== cell.column),
    );
    if (pairs.length > 0) return pairs;
  }
  return chosen;
}
