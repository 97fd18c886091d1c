/**
 * What a product's name (or a short description) says it holds or measures: '75g', '1,5 L', a pack
 * — '6 x 400 g', '6x400g', 'BOLSA 6 UNIDADES 40 GRAMOS', '12 Stück à 250 g' — whose total is what the
 * product weighs or holds, a diameter ('Ø26'), and sizes written in a row ('80 x 40 x 180 cm'), which
 * say no single length. Read by the one quantity parser (findQuantities); the words that may join a
 * pack's count to what each holds are the lexicon's.
 */
import { normalise, PACK_JOINS } from '../lexicon/index.ts';
import { TextMemo } from '../text-memo.ts';
import type { DecimalMark } from './number.ts';
import { findQuantities, type Quantity } from './quantity.ts';
import { dimensionOf } from './units.ts';

export interface Content {
  /** The amount of one item, in `unit`. */
  value: number;
  unit: string | undefined;
  /** How many items a pack holds ('6 x 400 g' → 6); the product's amount is value × count. */
  count?: number;
  /** Written after a diameter's sign. */
  diameter?: true;
  /** One of several sizes written in a row ('80 x 40 x 180 cm'): not one length. */
  inSizes?: true;
  /** Where it is written in the text, the pack's count included. */
  start: number;
  end: number;
}

/** The sign between a pack's count and each item, or between sizes ('x', '×', '*'). */
const TIMES = /^\s*[x×*]\s*$/i;
/** A pack's count: a whole number of items, not a size. */
const MAX_PACK = 1000;

/** Whether the text between two quantities joins a pack's count to each item: nothing, a sign, or a pack's word ('à', 'de', 'of'). */
function joinsPack(between: string): boolean {
  const words = normalise(between.replace(/[(]/g, ' '));
  return TIMES.test(between) || words === '' || PACK_JOINS.has(words);
}

/** A count of items: bare ('6 x'), in pieces ('6 UNIDADES') or in packages ('6 bouteilles'). */
const counts = (quantity: Quantity) => quantity.unit === undefined || ['count', 'package'].includes(dimensionOf(quantity.unit) ?? '');
const isAmount = (quantity: Quantity | undefined) => quantity?.unit !== undefined && ['mass', 'volume'].includes(dimensionOf(quantity.unit) ?? '');

/** The quantities written in a row of sizes joined by 'x' ('80 x 40 x 180 cm', '60 x 90 cm'); a count times an amount is a pack instead. */
function sizeRows(text: string, found: readonly Quantity[]): Set<Quantity> {
  const rows = new Set<Quantity>();
  let row: Quantity[] = [];
  const close = () => {
    const pack = row.length === 2 && counts(row[0] as Quantity) && isAmount(row[1]);
    if (row.length >= 2 && !pack) for (const quantity of row) rows.add(quantity);
    row = [];
  };
  found.forEach((quantity, at) => {
    const previous = found[at - 1];
    if (previous && TIMES.test(text.slice(previous.end ?? previous.index, quantity.index))) row.push(...(row.length === 0 ? [previous] : []), quantity);
    else close();
  });
  close();
  return rows;
}

/** What a short text states of the product's amounts and sizes, packs counted. */
export function contentsOf(text: string, decimal?: DecimalMark): Content[] {
  return contentsOfText.of(`${decimal ?? ''}${text}`, () => readContents(text, decimal));
}

/** A row's name is read by each of its measures: each text once (a bounded cache). */
const contentsOfText = new TextMemo<Content[]>(5000);

function readContents(text: string, decimal: DecimalMark | undefined): Content[] {
  const found = findQuantities(text, decimal);
  const inSizes = sizeRows(text, found);
  const contents: Content[] = [];
  for (let at = 0; at < found.length; at++) {
    const quantity = found[at] as Quantity;
    const next = found[at + 1];
    const start = quantity.index;
    const end = quantity.end ?? start;
    const countValue = quantity.unit ? quantity.value * (quantity.unit === 'dozen' ? 12 : 1) : quantity.value;
    const pack = next && !inSizes.has(next) && counts(quantity) && isAmount(next) && Number.isInteger(countValue) && countValue > 1 && countValue <= MAX_PACK && joinsPack(text.slice(end, next.index));
    if (pack) {
      contents.push({ value: next.value, unit: next.unit, count: countValue, start, end: next.end ?? next.index });
      at++;
      continue;
    }
    contents.push({ value: quantity.value, unit: quantity.unit, start, end, ...(quantity.diameter ? { diameter: true as const } : {}), ...(inSizes.has(quantity) ? { inSizes: true as const } : {}) });
  }
  return contents;
}
