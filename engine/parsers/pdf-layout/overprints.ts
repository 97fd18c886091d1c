import type { Piece } from './text-lines.ts';

/** Two draws of one text this many of its font sizes apart, or less, stand on one another. */
const OVERPRINT = 0.15;

/**
 * A text drawn again over itself (a heading made bold or shadowed by drawing it twice, 'KAFFEE' on
 * 'KAFFEE'), or in parts over its whole ('Les amuse' and 'bouches froids' over 'Les amuse-',
 * '-bouches froids'): one text, as a reader sees it. Draws are kept by where they stand, on a grid of
 * that distance, so a page of millions of runs costs a few looks a piece, not one at every other.
 */
export function withoutOverprints(pieces: readonly Piece[]): Piece[] {
  const drawn = new Map<string, Spots>();
  const once = pieces.filter((piece) => {
    let spots = drawn.get(piece.text);
    if (!spots) {
      spots = new Map();
      drawn.set(piece.text, spots);
    }
    if (around(spots, piece.x, piece, (other) => Math.abs(other.x - piece.x) <= nearTo(piece))) return false;
    placeAt(spots, piece.x, piece);
    return true;
  });
  return withoutParts(once);
}

/** Two draws this close, or closer, stand on one another. */
const nearTo = (piece: Piece) => Math.max(OVERPRINT * piece.height, 0.01);

/** Draws by where they stand on a grid of `nearTo`: row, then column (small integers, quick to look up). */
type Spots = Map<number, Map<number, Piece[]>>;

/** A spot keeps so many draws at most: a drawing of thousands on one spot is looked through a few at a time. */
const MOST_AT_A_SPOT = 8;

/** A draw placed by a point of it (its start or its end) on its baseline. */
const placeAt = (spots: Spots, x: number, piece: Piece) => {
  const step = nearTo(piece);
  const [column, row] = [Math.round(x / step), Math.round(piece.y / step)];
  let columns = spots.get(row);
  if (!columns) {
    columns = new Map();
    spots.set(row, columns);
  }
  const there = columns.get(column);
  if (!there) columns.set(column, [piece]);
  else if (there.length < MOST_AT_A_SPOT) there.push(piece);
};

/** The first draw around a point of a piece (its spot's and the eight next to it), on its baseline, in its size, that passes a test. */
function around(spots: Spots, x: number, piece: Piece, test: (other: Piece) => boolean): Piece | undefined {
  const step = nearTo(piece);
  const [column, row] = [Math.round(x / step), Math.round(piece.y / step)];
  for (let up = -1; up <= 1; up++) {
    const columns = spots.get(row + up);
    for (let across = -1; across <= 1 && columns; across++) {
      const found = columns.get(column + across)?.find((other) => other !== piece && Math.abs(other.y - piece.y) <= step && Math.abs(other.height - piece.height) <= step && test(other));
      if (found) return found;
    }
  }
  return undefined;
}

/** Without the parts of a text drawn over it, where it starts or ends; a part drawn at one text's end and the next one's start ('-' of 'Les amuse-' and '-bouches') is drawn once: the next one starts after it. */
function withoutParts(pieces: readonly Piece[]): Piece[] {
  const [starts, ends]: Spots[] = [new Map(), new Map()];
  for (const piece of pieces) {
    placeAt(starts, piece.x, piece);
    placeAt(ends, piece.right, piece);
  }
  const trimmed = new Map<Piece, Piece>();
  const wholes = pieces.filter((piece) => {
    const [text, step] = [piece.text.trim(), nearTo(piece)];
    const longer = (other: Piece) => other.text.trim().length > text.length;
    const opening = around(starts, piece.x, piece, (other) => Math.abs(other.x - piece.x) <= step && longer(other) && other.text.trim().startsWith(text));
    const closing = around(ends, piece.right, piece, (other) => Math.abs(other.right - piece.right) <= step && longer(other) && other.text.trim().endsWith(text));
    if (opening && closing && opening !== closing) trimmed.set(opening, { ...opening, x: piece.right, text: opening.text.trim().slice(text.length).trim() });
    return !opening && !closing;
  });
  return wholes.map((piece) => trimmed.get(piece) ?? piece);
}
