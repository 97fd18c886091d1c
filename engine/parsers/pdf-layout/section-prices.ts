import { amountOf, isFromPrice, isStatedAmount } from './amounts.ts';
import { BLOCK_GAP, goesOn, headingOf, ITEM_NUMBER } from './blocks.ts';
import { filled, median, type Placed, placedText, SET_LARGER } from './placed.ts';
import { type Line, lineText } from './text-lines.ts';

/**
 * A price given once for a whole section ('Pizzas – 9,50 €', or 'Pâtes' over a line '8,00 €'), the
 * names under it without a price of their own: each of them is sold at that price. The heading is set
 * apart from the rows (larger, or on a shaded cell); the names under it run until
 * a line with a price of its own, the next heading, a line set larger than it, or the page's end; each
 * line a name, but for a line going on from the one above.
 */

/** A line this much taller than a heading is set larger than it (a heading of its own, not one of its names). */
const TALLER = 1.1;
/** A section's price is given for at least so many names. */
const LEAST_NAMES = 2;
/** A line giving a price starts with it, in at most so many words ('89 kr', '€ 8,50'). */
const PRICE_WORDS = 3;

/** A line giving a price alone: it starts with a stated amount, no words after it ('8,00 €', '89 kr 07.00 - 22.00'). */
function priceAlone(line: Placed): string | undefined {
  const words = placedText(line).split(/\s+/);
  for (let take = Math.min(PRICE_WORDS, words.length); take >= 1; take--) {
    const price = words.slice(0, take).join(' ');
    const rest = words.slice(take).join(' ');
    if (isStatedAmount(price) && !/\p{L}{3}/u.test(rest)) return price;
  }
  return undefined;
}

/** A name set in capitals ('BACONMACKA') or after its number ('13. BUTTER CHICKEN All-time favourite'). */
const opensItem = (line: Placed) => (/\p{Lu}{3}/u.test(placedText(line)) && !/\p{Ll}/u.test(placedText(line))) || ITEM_NUMBER.test(placedText(line));

/** Names so set over lines that are not (a name over its description): each with the lines under it. */
function described(names: readonly Placed[][]): Placed[][] {
  const first = (name: readonly Placed[]) => name[0] as Placed;
  if (!names[0] || !opensItem(first(names[0])) || names.filter((name) => opensItem(first(name))).length < LEAST_NAMES) return [...names];
  const items: Placed[][] = [];
  for (const name of names) {
    const last = items.at(-1);
    if (last && !opensItem(first(name))) last.push(...name);
    else items.push([...name]);
  }
  return items;
}


/**
 * The lines with each section's price given to the names under it: the heading's price taken out of
 * it (a heading again, alone on its line), a line giving the price alone dropped, and the price (the
 * heading's amounts, when it gives one a size) written in each name's line; a line going on from the
 * one above ('…frasigt stekt potatis &', a line starting in lower case) joins it. `price`: the column
 * of prices, or the one after the table's last when it has none.
 */
export function withSectionPrices(lines: readonly Placed[], price: number, amounts: readonly number[], pitch: number, setApart: (line: Placed) => boolean): Placed[] {
  const height = median(lines.map((line) => line.height));
  const standsApart = (line: Placed) => line.height > height * SET_LARGER || setApart(line);
  const priced = (line: Placed) => amounts.some((column) => amountOf(line.cells[column] ?? '') !== undefined);
  // A heading with its price stands apart from the lines with theirs too (not a name set larger than its description).
  const rowHeight = median(lines.filter(priced).map((line) => line.height));
  const out: Placed[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as Placed;
    const found = standsApart(line) ? sectionPrice(line, lines[index + 1], price, amounts) : undefined;
    const given = found && (found.skip > 0 || line.height > rowHeight * SET_LARGER || setApart(line)) ? found : undefined;
    if (!given) {
      out.push(line);
      continue;
    }
    // The names under the heading (and under the line giving its price): up to a price of their own, a heading, a page's end.
    let at = index + given.skip + 1;
    // Each name its lines: a line going on from the one above it joins it.
    const names: Placed[][] = [];
    for (; at < lines.length; at++) {
      const next = lines[at] as Placed;
      // A line set larger than the heading is none of its names: a heading of its own.
      if (next.page !== line.page || priced(next) || standsApart(next) || next.header || next.height > line.height * TALLER) break;
      const name = names.at(-1);
      const last = name?.at(-1);
      const close = last !== undefined && last.y - next.y <= Math.max(pitch, next.height) * BLOCK_GAP;
      // A line in lower case goes on a name's first line; past it, only a line saying it goes on ('…potatis &') is followed.
      if (name && last && close && (goesOn(last) || (name.length === 1 && /^\p{Ll}/u.test(placedText(next))))) name.push(next);
      else names.push([next]);
    }
    const items = described(names);
    if (items.length < LEAST_NAMES) {
      out.push(line);
      continue;
    }
    out.push(given.heading);
    // A name is all its line says, under its heading's text (a name centred under it spreads over columns).
    const under = Math.max(
      0,
      given.heading.cells.findIndex((cell) => cell !== ''),
    );
    for (const name of items) {
      const text = name.map(placedText).join(' ');
      out.push({ ...(name[0] as Placed), cells: Array.from({ length: Math.max(under + 1, price + 1) }, (_, column) => given.cells.get(column) ?? (column === under ? text : '')) });
    }
    index = at - 1;
  }
  return out;
}

/**
 * A heading giving its section's price: its amounts in the columns of amounts beside a heading's text
 * ('Pizzas – 9,50 €'), or a heading whose next line gives the price alone; the heading without them.
 */
function sectionPrice(line: Placed, next: Placed | undefined, price: number, amounts: readonly number[]): { heading: Placed; cells: Map<number, string>; skip: number } | undefined {
  const cells = new Map(amounts.flatMap((column) => (amountOf(line.cells[column] ?? '') !== undefined ? [[column, line.cells[column] as string] as const] : [])));
  const text = line.cells.map((cell, column) => (cells.has(column) ? '' : cell));
  const heading: Placed = { ...line, cells: text.map((cell) => cell.replace(/\s*[-–—:]\s*$/, '')), single: true };
  if (cells.size > 0) return filled(text) === 1 && headingOf([heading]) ? { heading, cells, skip: 0 } : undefined;
  const alone = next ? priceAlone(next) : undefined;
  if (!alone || !line.single || !headingOf([line])) return undefined;
  return { heading: line, cells: new Map([[price, alone]]), skip: 1 };
}

/**
 * The least a section asks, alone on the line between its heading and its first item with a price of
 * its own ('FLYERS' over 'À PARTIR DE 100€' over 'Flyers A6 recto seul  100 €'): no item nor any
 * item's price; it is left out. A card's only price, a 'from' price too, stays.
 */
export function withoutLeastPrices(lines: readonly Line[]): Line[] {
  const onPage = (line: Line | undefined, page: number) => (line?.page === page ? line : undefined);
  return lines.filter((line, at) => {
    const above = onPage(lines[at - 1], line.page);
    const below = onPage(lines[at + 1], line.page);
    const heading = above !== undefined && !/\d/.test(lineText(above));
    const priced = below !== undefined && below.chunks.length >= 2 && below.chunks.some((chunk) => isStatedAmount(chunk.text));
    return !(heading && priced && isFromPrice(lineText(line)));
  });
}
