import { meaningOf, taxBasisOf } from '../../lexicon/names.ts';
import { amountOf, isStatedAmount, trailingPrice } from './amounts.ts';
import { isNumbering, isYears } from './number-columns.ts';
import type { Placed } from './placed.ts';

/** Which of a table's columns holds its prices; amounts in other columns; a price run into the text before them. */

/** A cell of dashes alone, where an amount would stand. */
const NO_AMOUNT = /^[-–—]+$/;
/** Several amounts set apart in one cell ('3 5'). */
export const severalAmounts = (cell: string) => amountOf(cell) === undefined && cell.split(/\s+/).every((part) => amountOf(part) !== undefined);

/** A headerless column of numbers alone, at least this share of them, is the price. */
const BARE_PRICES = 0.9;

/**
 * The column of prices: the one its header names a price, else the one of those mostly holding amounts
 * that say so (a currency, a unit, cents) most rows fill; in a list without a header, of those holding
 * numbers alone. A column before it whose amounts all stand on rows filling it too holds the first of
 * two prices a row (a coffee's small and large cup, the others' one price set under the large): the
 * price is the first.
 */
export function priceColumn(header: readonly string[] | undefined, data: readonly Placed[], width: number): number {
  const named = header?.flatMap((cell, at) => (cell !== '' && headsPrices(cell) ? [at] : [])) ?? [];
  if (named.length > 0) return paidOf(named, header ?? []);
  const values = (column: number) => data.map((line) => line.cells[column] ?? '').filter((cell) => cell !== '');
  const share = (column: number, test: (cell: string) => boolean) => {
    const cells = values(column);
    return cells.length < 2 ? 0 : cells.filter(test).length / cells.length;
  };
  const columns = Array.from({ length: width }, (_, column) => column);
  // Of the columns that qualify, the one most rows price (a table of sauces by size beside the list takes a few).
  const most = (qualify: (column: number) => boolean) => {
    const best = columns.filter(qualify).reduce((best, column) => (best < 0 || values(column).length > values(best).length ? column : best), -1);
    const paired = (column: number) => data.every((line) => amountOf(line.cells[column] ?? '') === undefined || (line.cells[best] ?? '') !== '');
    return columns.find((column) => column < best && qualify(column) && values(column).length >= 2 && paired(column)) ?? best;
  };
  const stated = most((column) => share(column, isStatedAmount) >= 0.5);
  if (stated >= 0 || header) return afterDiscount(stated, data, width);
  // Of bare numbers, a column of years (a wine's vintage) prices nothing while another column is priced.
  // Of bare numbers, a cell of several says neither way whether its column holds one a row ('3 5', a beer's two sizes' prices).
  const bare = (column: number) => share(column, (cell) => amountOf(cell) !== undefined || severalAmounts(cell)) >= BARE_PRICES && values(column).some((cell) => amountOf(cell) !== undefined) && !isNumbering(values(column));
  const priced = most((column) => bare(column) && !isYears(values(column)));
  return afterDiscount(priced >= 0 ? priced : most(bare), data, width);
}

/**
 * Of the columns a header names prices, the price a buyer pays: a selling price, not the shop's cost
 * beside it ('Preço Custo' and 'Preço Venda') nor the price before its discount ('Sem desconto' and
 * 'Com desconto'); the one with its tax when another is without ('Cena netto' and 'Cena brutto',
 * 'Precio Neto' and 'Precio Final'); else the first.
 */
function paidOf(named: readonly number[], header: readonly string[]): number {
  const price = (column: number) => meaningOf(header[column] ?? '').price;
  const selling = named.filter((column) => price(column)?.kind !== 'purchase' && price(column)?.kind !== 'compare_at');
  const asked = selling.length > 0 ? selling : named;
  const withTax = asked.find((column) => price(column)?.tax === 'incl');
  return withTax !== undefined && asked.some((column) => price(column)?.tax === 'excl') ? withTax : (asked[0] as number);
}

/** A discount of at least a quarter: less, the two amounts may be a price with and without its tax (1.19, 1.25). */
const MOST_LEFT = 0.75;
/** Rows both columns price, at least, to tell a discount. */
const DISCOUNTED_ROWS = 3;

/**
 * The column of the prices a discount leaves, when another column of amounts is the chosen one's less
 * one same discount on most rows both price, the others the same (a wholesaler's 'Rate 80.00' and
 * 'Final Rate 8.00', 90 % off, gift boxes at their net price): that is the price paid, the chosen one
 * the list price.
 */
function afterDiscount(chosen: number, data: readonly Placed[], width: number): number {
  if (chosen < 0) return chosen;
  for (let column = 0; column < width; column++) {
    if (column === chosen) continue;
    const pairs = data.flatMap((line) => {
      const [list, paid] = [amountOf(line.cells[chosen] ?? '')?.value, amountOf(line.cells[column] ?? '')?.value];
      return list !== undefined && paid !== undefined && list > 0 ? [[list, paid] as const] : [];
    });
    if (pairs.length < DISCOUNTED_ROWS) continue;
    const [list0, paid0] = pairs[0] as readonly [number, number];
    const left = paid0 / list0;
    // Within a cent, or half a per cent of the list price, of the same share on most rows; the others not discounted (net prices).
    const discounted = pairs.filter(([list, paid]) => Math.abs(paid - list * left) <= Math.max(0.01, list * 0.005));
    if (left > 0 && left <= MOST_LEFT && discounted.length * 2 > pairs.length && pairs.every(([list, paid]) => paid === list || discounted.some((pair) => pair[0] === list && pair[1] === paid))) return column;
  }
  return chosen;
}

/** A text naming a price ('Prijs met voering', 'Price with lining'), which no amount does. */
export const namesPrice = (text: string) => amountOf(text) === undefined && headsPrices(text);

/** A column's name saying it holds prices, or their tax basis alone over them ('SIN IVA', 'HT'). */
export const headsPrices = (text: string) => meaningOf(text).price !== null || taxBasisOf(text) !== undefined;

/** The columns mostly holding amounts (three in four of their cells, or the `share` given). */
export function amountColumns(data: readonly Placed[], width: number, share = 0.75): number[] {
  return Array.from({ length: width }, (_, column) => column).filter((column) => {
    // A dash where an amount would stand ('--': not sold in that size) says no amount, nor text; a
    // label naming the prices under it ('Price with lining') is none of its values.
    const cells = data.map((line) => line.cells[column] ?? '').filter((cell) => cell !== '' && !NO_AMOUNT.test(cell) && !namesPrice(cell));
    return cells.length >= 2 && cells.filter((cell) => amountOf(cell) !== undefined).length >= cells.length * share && !isNumbering(cells);
  });
}

/** A price at the end of a line's last text before the price column, with that column. */
export function gluedPrice(line: Placed, price: number): { column: number; head: string; price: string } | undefined {
  const last = price < 0 ? line.cells.length : price;
  for (let column = last - 1; column >= 0; column--) {
    const text = line.cells[column] ?? '';
    if (text === '') continue;
    const found = trailingPrice(text);
    return found ? { column, ...found } : undefined;
  }
  return undefined;
}
