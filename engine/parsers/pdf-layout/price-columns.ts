import { meaningOf, taxBasisOf } from '../../lexicon/names.ts';
import { amountOf, isNumbering, isStatedAmount, trailingPrice } from './amounts.ts';
import type { Placed } from './placed.ts';

/** Which of a table's columns holds its prices; amounts in other columns; a price run into the text before them. */

/** A cell of dashes alone, where an amount would stand. */
const NO_AMOUNT = /^[-–—]+$/;
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
  const named = header?.findIndex((cell) => cell !== '' && headsPrices(cell)) ?? -1;
  if (named >= 0) return named;
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
  if (stated >= 0 || header) return stated;
  return most((column) => share(column, (cell) => amountOf(cell) !== undefined) >= BARE_PRICES && !isNumbering(values(column)));
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
