import { amountOf, isStatedAmount, trailingPrice } from './amounts.ts';
import { SET_LARGER } from './placed.ts';
import { type Chunk, type Line, movedBy } from './text-lines.ts';

/**
 * Prices set at the foot of what they buy (a crêperie's set menus: 'Menu Solaluna' set large over
 * 'Une galette/gaufre salée', '+', 'Un cidre', then '18€' alone, all centred): on a page (or a region
 * of one) where no line holds words and an amount together, each price alone on its line is the
 * item's over it. The item's name is the last line over its contents set larger than they are (the
 * first line when none is); the price is set on the name's line, right of all the page's text, so
 * that the prices make a column; its contents stay under it.
 */

/** A page's prices alone: at least so many (one is a note's). */
const LEAST_PRICES = 2;
/** A line starts from another's margin within so many points. */
const MARGIN_SLACK = 2;
/** The prices stand this many points right of the page's widest line. */
const PRICE_GAP = 20;

const isPriceAlone = (line: Line) => line.chunks.length === 1 && isStatedAmount((line.chunks[0] as Chunk).text);
const holdsAnAmount = (line: Line) => line.chunks.some((chunk) => amountOf(chunk.text) !== undefined || trailingPrice(chunk.text) !== undefined);

/** A line that starts where the line over it does: a price set from its item's margin, not in a column of its own. */
function fromTheMarginAbove(lines: readonly Line[], line: Line): boolean {
  const above = lines[lines.indexOf(line) - 1];
  return above !== undefined && Math.abs((above.chunks[0]?.x ?? 0) - (line.chunks[0]?.x ?? 0)) <= MARGIN_SLACK;
}

/** The lines with each price at the foot of its item set on the item's name's line, page by page. */
export function withFootPrices(lines: readonly Line[]): Line[] {
  const pages = [...new Set(lines.map((line) => line.page))];
  return pages.flatMap((page) => onePage(lines.filter((line) => line.page === page)));
}

function onePage(lines: readonly Line[]): Line[] {
  const prices = lines.filter(isPriceAlone);
  // Lines with words and an amount elsewhere on the page (courses priced in words, a note) leave the prices theirs when fewer, each price set from its item's margin.
  const worded = lines.filter((line) => !isPriceAlone(line) && holdsAnAmount(line)).length;
  if (prices.length < LEAST_PRICES || (worded > 0 && (worded >= prices.length || !prices.every((price) => fromTheMarginAbove(lines, price))))) return [...lines];
  const right = Math.max(...lines.flatMap((line) => line.chunks.map((chunk) => chunk.right))) + PRICE_GAP;
  const priced = new Map<Line, Chunk>();
  const placed = new Set<Line>();
  let start = 0;
  lines.forEach((line, at) => {
    if (!isPriceAlone(line)) return;
    const item = lines.slice(start, at);
    start = at + 1;
    const least = Math.min(...item.map((one) => one.height));
    const name = item.findLast((one) => one.height > least * SET_LARGER) ?? item[0];
    const price = line.chunks[0] as Chunk;
    if (!name) return;
    priced.set(name, movedBy(price, right - price.x));
    placed.add(line);
  });
  return lines.flatMap((line) => {
    if (placed.has(line)) return [];
    const price = priced.get(line);
    return price ? [{ ...line, chunks: [...line.chunks, price] }] : [line];
  });
}
