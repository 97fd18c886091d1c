import { amountOf, isCurrencySign, isStatedAmount, THOUSANDS } from './amounts.ts';
import type { Row } from './report.ts';

/**
 * Two items on one line, the first's price run in between their names ('Wąsik 20 zł Bikini
 * klasyczne   70 zł', 'DAGSOEP 8,00 CROQUE MONSIEUR   12,00'): each is a row of its own, the first
 * priced by the amount between the names, the second by the row's price.
 */

/** A price inside a text takes so many words at most ('20 zł', 'R$ 30,00'). */
const PRICE_WORDS = 3;
/** A bare number ('4' in 'Pizza 4 Stagioni') says nothing of being a price. */
const BARE_NUMBER = /^\d+$/;
/** Two names run together are short: a text longer on either side of the amount is a description quoting a price ('… £14.05 a bottle'). */
const NAME_WORDS = 6;
/** The next item's name opens as a name does, with a capital ('Bikini', 'CROQUE'): a text going on in lower case is the first item's. */
const NAME_OPENS = /^\p{Lu}/u;

/** The decimal mark an amount is written with ('8,00': ','), none without cents. */
const markOf = (text: string) => /\d([.,])\d{2}(?!\d)/.exec(text)?.[1] ?? '';

/** Whether an amount is written as another is: in the same currency, with the same decimal mark ('20 zł' as '70 zł'; not '7.00' as '90,--'). */
// Thousands written with a K ('2K') are a model's name ('TAXON 2K QHD') unless the prices are so written.
const writtenAlike = (one: string, other: string) => amountOf(one)?.unit === amountOf(other)?.unit && markOf(one) === markOf(other) && THOUSANDS.test(one.trim()) === THOUSANDS.test(other.trim());
/** A label before its amount ('GLASS: $10.00 BOTTLE: $28.00'): the amounts are one item's sizes, no items of their own. */
const LABEL = /:$/;

/** A text's words before an amount written as the row's price, the amount, and the words after it, both of them words. */
function pricedBetween(text: string, rowPrice: string): { head: string; price: string; tail: string } | undefined {
  const words = text.trim().split(/\s+/);
  for (let at = 1; at <= NAME_WORDS && at < words.length - 1; at++) {
    for (let take = 1; take <= PRICE_WORDS && at + take < words.length; take++) {
      const price = words.slice(at, at + take).join(' ');
      const tail = words.slice(at + take).join(' ');
      const head = words.slice(0, at).join(' ');
      // The amount is whole: the word after it is no currency of it ('10,09 BYN').
      const whole = !isCurrencySign(words[at + take] ?? '');
      if (words.length - at - take <= NAME_WORDS && whole && !LABEL.test(head) && !BARE_NUMBER.test(price) && NAME_OPENS.test(tail) && isStatedAmount(price) && writtenAlike(price, rowPrice)) return { head, price, tail };
    }
  }
  return undefined;
}

/**
 * The rows with each name holding two items so priced parted in two; so too the cells from the name
 * to the price, when the first item's price and the second's name stand between them ('Frango  R$ 07
 * Coração de frango  R$ 07', two lists' rows on one line).
 */
export function partedAtPrices(rows: readonly Row[], name: number, price: number): Row[] {
  if (price < 0) return [...rows];
  const between = (column: number) => column > name && column < price;
  // Amounts between the name and the price on most priced rows are a second price (a dealer's buying and selling), no item's between two.
  const priced = rows.filter((row) => amountOf(row.cells[price] ?? '') !== undefined);
  const secondPriced = priced.filter((row) => row.cells.some((cell, column) => between(column) && amountOf(cell) !== undefined)).length;
  const spreads = price > name && secondPriced * 2 < priced.length;
  return rows.flatMap((row) => {
    if (amountOf(row.cells[price] ?? '') === undefined) return [row];
    const own = pricedBetween(row.cells[name] ?? '', row.cells[price] ?? '');
    const spread = own || !spreads ? undefined : pricedBetween(row.cells.filter((cell, column) => (column === name || between(column)) && cell !== '').join(' '), row.cells[price] ?? '');
    const parted = own ?? spread;
    if (!parted || !/\p{L}/u.test(parted.head)) return [row];
    const emptied = (column: number) => spread !== undefined && between(column);
    const first = row.cells.map((_, column) => (column === name ? parted.head : column === price ? parted.price : ''));
    return [
      { ...row, cells: first, size: '' },
      { ...row, cells: row.cells.map((cell, column) => (column === name ? parted.tail : emptied(column) ? '' : cell)) },
    ];
  });
}
