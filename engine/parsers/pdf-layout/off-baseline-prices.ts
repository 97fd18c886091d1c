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
