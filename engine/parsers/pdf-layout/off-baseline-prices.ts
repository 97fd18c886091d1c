import { amountOf, isStatedAmount } from './amounts.ts';
import type { Piece } from './text-lines.ts';

/**
 * Prices set off their names' baseline onto the names' lines: a price set a little lower than its
 * name, and a price centred on a name of several lines.
 */

/** Lines set alike differ in size this much at most. */
const SAME_SIZE = 0.2;

/**
 * Prices set smaller a little under their names' baseline ('4 Fromages' over '11,00 €' set 5 points
 * lower, centred on the name): a price (its currency or cents said) less than its font size under the line right over it, whose
 * nearest text on the left is that line's (its name), is on that line when the line holds nothing
 * where it stands and the next line under the name stands further.
 */
export function withLoweredPrices<T extends { y: number; height: number; pieces: Piece[] }>(groups: readonly T[], inked: (piece: Piece) => Extent): T[] {
  const lines = groups.map((group) => ({ ...group, pieces: [...group.pieces] }));
  const extents = new Map<Piece, Extent>();
  const extentOf = (piece: Piece): Extent => {
    let extent = extents.get(piece);
    if (!extent) {
      extent = inked(piece);
      extents.set(piece, extent);
    }
    return extent;
  };
  for (let at = 1; at < lines.length; at++) {
    const [above, line] = [lines[at - 1] as T, lines[at] as T];
    const candidates = line.pieces.filter((piece) => piece.height < above.height && above.y - piece.y < piece.height && isStatedAmount(piece.text.trim()));
    if (candidates.length === 0) continue;
    const [names, own] = [byRight(above.pieces, extentOf), byRight(line.pieces, extentOf)];
    const lowered = candidates.filter((piece) => {
      const { left, right } = extentOf(piece);
      const past = firstPast(names, left);
      if (past !== undefined && extentOf(past).left < right) return false;
      const name = lastUpTo(names, left);
      const beside = lastUpTo(own, left);
      if (name === undefined || amountOf(name.text.trim()) !== undefined || (beside !== undefined && extentOf(beside).right >= extentOf(name).right)) return false;
      // A line under it, nearer than the name, holding text between the name and its price.
      const near = above.y - piece.y;
      for (let next = at + 1; next < lines.length && piece.y - (lines[next] as T).y <= near; next++) {
        if ((lines[next] as T).pieces.some((other) => extentOf(other).left < right && extentOf(other).right > extentOf(name).left)) return false;
      }
      return true;
    });
    if (lowered.length === 0) continue;
    above.pieces.push(...lowered);
    line.pieces = line.pieces.filter((piece) => !lowered.includes(piece));
  }
  return lines.filter((line) => line.pieces.length > 0);
}

/** Two lines of one name stand less than this many font sizes apart. */
const ONE_NAME = 1.5;

/**
 * Prices centred on a name of two lines or more ('AURA' / 'BULLSTON' with '$36.05' between their
 * baselines, a table's cells set in the middle of their rows): a line of prices alone, set as large as
 * the lines around it, which stand less than `ONE_NAME` sizes apart (one name's lines), each holding
 * text on the price's left and nothing where it stands, is on the nearer of them.
 */
export function withCentredPrices<T extends { y: number; height: number; pieces: Piece[] }>(groups: readonly T[], inked: (piece: Piece) => Extent): T[] {
  const lines = groups.map((group) => ({ ...group, pieces: [...group.pieces] }));
  for (let at = 1; at < lines.length - 1; at++) {
    const [above, line, below] = [lines[at - 1] as T, lines[at] as T, lines[at + 1] as T];
    if (line.pieces.length === 0 || above.y - below.y >= line.height * ONE_NAME || !line.pieces.every((piece) => isStatedAmount(piece.text.trim()))) continue;
    const prices = line.pieces.map(inked);
    const left = Math.min(...prices.map((price) => price.left));
    const right = Math.max(...prices.map((price) => price.right));
    // A price of two lines or more centred on the name ('220 - 250 zł/' over '260 - 400 zł'): its lines stand between the name's, none on its own.
    const priceGoesOn = (next: number, from: T) => {
      const other = groups[next];
      return other !== undefined && Math.abs(from.y - other.y) < line.height * ONE_NAME && other.pieces.every((piece) => inked(piece).right >= left);
    };
    if (priceGoesOn(at - 2, above) || priceGoesOn(at + 2, below)) continue;
    const names = (other: T) => Math.abs(other.height - line.height) <= line.height * SAME_SIZE && other.pieces.every((piece) => amountOf(piece.text.trim()) === undefined && (inked(piece).right < left || inked(piece).left > right)) && other.pieces.some((piece) => inked(piece).right < left);
    if (!names(above) || !names(below)) continue;
    (above.y - line.y <= line.y - below.y ? above : below).pieces.push(...line.pieces);
    line.pieces = [];
  }
  return lines.filter((line) => line.pieces.length > 0);
}

/** A price stands off its line's baseline when its own is this many of its sizes away (its line's text set on another). */
const OFF_BASELINE = 0.1;
/** Lines start at one left edge when they start this many of the name's sizes apart at most. */
const ALIGNED = 0.3;

/**
 * A price centred on a block: a name, then its description set smaller in lines close under it, and
 * one price beside them set off every baseline ('Pressothérapie (30 min)' over 'drainage lymphatique',
 * '25€' between the two, right of both; the lines starting at one left edge): the price is the name's,
 * as a person reads the block. The block ends at a gap of `ONE_NAME` sizes or a line not set smaller
 * than the name (nor far smaller: a heading's items). A line set as a heading over several priced
 * lines elsewhere on the page is a heading over one item too: its item keeps its price.
 */
export function withBlockPrices<T extends { y: number; height: number; pieces: Piece[] }>(groups: readonly T[], inked: (piece: Piece) => Extent): T[] {
  const lines = groups.map((group) => ({ ...group, pieces: [...group.pieces] }));
  const sizeOf = (line: T) => Math.round(line.height * 2) / 2;
  const headingSizes = new Set(lines.flatMap((line, at) => (pricesOf(blockUnder(lines, at)).length >= 2 ? [sizeOf(line)] : [])));
  for (let at = 0; at < lines.length - 1; at++) {
    const name = lines[at] as T;
    const block = blockUnder(lines, at);
    const prices = pricesOf(block);
    const price = prices[0];
    if (prices.length !== 1 || price === undefined || headingSizes.has(sizeOf(name))) continue;
    const home = block.find((line) => line.pieces.includes(price)) as T;
    if (home.pieces.some((piece) => piece !== price && Math.abs(piece.y - price.y) <= price.height * OFF_BASELINE)) continue;
    const left = inked(price).left;
    if ([name, ...block].some((line) => line.pieces.some((piece) => piece !== price && inked(piece).right > left))) continue;
    // A name and its description start at one left edge: a heading is set apart (centred, or out in the margin).
    const start = (line: T) => line.pieces.reduce((most, piece) => (piece === price ? most : Math.min(most, inked(piece).left)), Number.POSITIVE_INFINITY);
    if (block.some((line) => line.pieces.some((piece) => piece !== price) && Math.abs(start(line) - start(name)) > name.height * ALIGNED)) continue;
    name.pieces.push(price);
    home.pieces = home.pieces.filter((piece) => piece !== price);
  }
  return lines.filter((line) => line.pieces.length > 0);
}

/** The lines under an unpriced line that it heads as a name its description: set smaller (not far smaller), each close under the one above. */
function blockUnder<T extends { y: number; height: number; pieces: Piece[] }>(lines: readonly T[], at: number): T[] {
  const name = lines[at] as T;
  const block: T[] = [];
  if (name.pieces.length === 0 || name.pieces.some((piece) => amountOf(piece.text.trim()) !== undefined)) return block;
  for (let next = at + 1, above = name; next < lines.length; next++) {
    const line = lines[next] as T;
    // A name is set a little larger than its description; a heading far larger stands over items, not one.
    if (line.height * (1 + SAME_SIZE) >= name.height || name.height > line.height * ONE_NAME || above.y - line.y >= Math.max(above.height, line.height) * ONE_NAME) break;
    block.push(line);
    above = line;
  }
  return block;
}

const pricesOf = (block: readonly { pieces: Piece[] }[]) => block.flatMap((line) => line.pieces.filter((piece) => isStatedAmount(piece.text.trim())));

/** Where a piece's words stand across the page, its spaces aside (pdf.js may run a text on in spaces). */
export interface Extent {
  left: number;
  right: number;
}

/** A line's pieces by their words' right edge, each with it. */
function byRight(pieces: readonly Piece[], extentOf: (piece: Piece) => Extent): { piece: Piece; right: number }[] {
  return pieces.map((piece) => ({ piece, right: extentOf(piece).right })).sort((a, b) => a.right - b.right);
}

/** Of pieces by right edge, the index of the first whose right edge passes x. */
function pastIndex(sorted: readonly { right: number }[], x: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as { right: number }).right <= x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first piece whose words end past x, and the last ending at x or before (the nearest text on x's left). */
const firstPast = (sorted: readonly { piece: Piece; right: number }[], x: number): Piece | undefined => sorted[pastIndex(sorted, x)]?.piece;
const lastUpTo = (sorted: readonly { piece: Piece; right: number }[], x: number): Piece | undefined => sorted[pastIndex(sorted, x) - 1]?.piece;
