import type { IssueParams } from '../../domain/cell-issues.ts';
import { type CellReason, cellReason, type ExtractionReason, type ReasonMessage } from '../../domain/cell-reasons.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import { type DecimalMark, parseNumber, readsTwoWays } from '../quantities/number.ts';
import { findQuantities } from '../quantities/quantity.ts';
import { itemsMentioned } from './value-lists.ts';

/**
 * Why a cell gave no value, in the rule's words, before the field and the cell are named: what
 * extraction answers instead of a value, so that an empty cell always says why (domain/cell-reasons.ts).
 */
export interface Miss {
  miss: ExtractionReason;
  key: ReasonMessage;
  params?: IssueParams;
}

export const miss = (code: ExtractionReason, key: ReasonMessage = code, params?: IssueParams): Miss => (params ? { miss: code, key, params } : { miss: code, key });

export const isMiss = (value: unknown): value is Miss => typeof value === 'object' && value !== null && 'miss' in value;

/** The reason a cell of `column` holding `text` gave `field` no value. */
export function reasonOf(found: Miss, field: string, column: string, text: string): CellReason {
  const value = text.trim();
  return cellReason(found.miss, found.key, { field, column, ...(value === '' ? {} : { value: value.length > 80 ? `${value.slice(0, 79)}…` : value }), ...found.params });
}

/** No cell of the row holds the field. */
export const notFound = (field: string): CellReason => cellReason('not_found', 'not_found', { field });

/** A number written in a cell, as a whole token ('1.250', '12,5'). */
const NUMBER_TOKEN = /[-+]?\d[\d.,]*\d|\d/g;
/** Between two quantities of a range: a dash or two, a tilde or one short word ('to', 'à', 'bis'), never a multiplication sign. */
const RANGE_JOIN = /^\s*(?:[-–—~]{1,2}|(?![x×])\p{L}{1,5})\s*$/u;

/**
 * Why a cell that should hold one number does not read as one: a number that reads two ways, several
 * numbers, a range or a sentence, or no number at all.
 */
export function numberMiss(text: string, decimal: DecimalMark | undefined): Miss {
  for (const token of text.match(NUMBER_TOKEN) ?? []) {
    if (decimal === undefined && readsTwoWays(token)) {
      const [low, high] = [parseNumber(token, ','), parseNumber(token, '.')].sort((a = 0, b = 0) => a - b);
      return miss('ambiguous_number', 'ambiguous_number', { low: low ?? '', high: high ?? '' });
    }
  }
  const quantities = findQuantities(text, decimal);
  const [first, second] = quantities;
  if (!first) return miss('not_readable', 'not_a_number');
  if (second && quantities.length === 2) {
    // What joins them, after the first number and its unit ('10 kg to 20 kg' → ' to ').
    const after = text.slice(first.index, second.index).replace(/^[-+]?[\d.,\s\u00a0\u202f]*\d/u, '');
    const between = first.unit ? after.replace(/^\s*\S+/u, '') : after;
    if (RANGE_JOIN.test(between)) return miss('not_one_quantity');
  }
  if (second) return miss('several_values', 'several_numbers');
  // One number and a word or two Fiche does not read as a unit ('2 ans', '5 Stück pro Karton' is a sentence).
  if (text.trim().split(/\s+/).length <= 3) return miss('not_readable', 'unknown_unit');
  return miss('not_one_quantity');
}

/** Why a cell is no item of the list: it names several, or none. */
export function listMiss(list: readonly ValueListValue[], listName: string, text: string): Miss {
  if (itemsMentioned(list, text, { digitsToo: true }).size > 1) return miss('several_values', 'several_items');
  return listName === '' ? miss('not_in_list', 'not_in_unnamed_list') : miss('not_in_list', 'not_in_list', { list: listName });
}
