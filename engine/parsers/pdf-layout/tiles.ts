import { amountOf, isCurrencySign, isStatedAmount } from './amounts.ts';
import { isNote } from './blocks.ts';
import { SET_LARGER } from './placed.ts';
import { type Chunk, centreOf, type Line, movedBy } from './text-lines.ts';

/**
 * Products set as tiles of a grid (a kiosk's board, a catalogue's cards): a line of prices alone, each
 * set in line with a name of the line right over or under it ('5kr  10kr  5kr' over 'Caprisun
 * Snabbnudlar  Slät Bulle'). Each tile is read as a line of its own, its name then its price, left to
 * right, one row of the grid after another; the lines below move down to make room.
 */

/** A grid has at least so many rows of tiles (one line of names over prices is a table's sizes). */
const GRID_ROWS = 2;
/** A line of names is its prices' own within so many of their font sizes. */
const REACH = 3;
/** A tile's line stands this many font sizes under the one before it. */
const PITCH = 1.2;
/** Two lines a price may belong to stand alike far from it when the nearer is at least this share of the other's distance. */
const LIKE = 0.9;
/** The prices stand this many points right of the widest tile's name. */
const PRICE_GAP = 20;

const isPrices = (line: Line) => line.chunks.every((chunk) => isStatedAmount(chunk.text));
/** Names, not a note in brackets ('(per 2 persone)' under a dish's price). */
const isNames = (line: Line) => line.chunks.every((chunk) => amountOf(chunk.text) === undefined && /\p{L}/u.test(chunk.text) && !isNote(chunk.text));
/** Each price in line with its name: either's centre within the other's span. */
const inLine = (prices: Line, names: Line) =>
  prices.chunks.length === names.chunks.length &&
  prices.chunks.every((price, at) => {
    const name = names.chunks[at] as Chunk;
    return (centreOf(price) >= name.x && centreOf(price) <= name.right) || (centreOf(name) >= price.x && centreOf(name) <= price.right);
  });

/** Lines of one block stand at most so many font sizes apart. */
const BLOCK_GAP = 2;

/** Whether the line closes a block of lines under one set larger ('Un cidre' under 'Menu Solaluna' over '+' lines). */
function closesContents(lines: readonly Line[], at: number): boolean {
  const line = lines[at] as Line;
  for (let up = at - 1; up >= 0; up--) {
    const [above, below] = [lines[up] as Line, lines[up + 1] as Line];
    if (above.page !== line.page || isPrices(above) || above.y - below.y > Math.max(above.height, below.height) * BLOCK_GAP) return false;
    if (above.height > line.height * SET_LARGER) return true;
  }
  return false;
}

/** The line of names each line of prices belongs to, by index: the nearer of the lines over and under it that are its; at a like distance, the side most prices have a name on (over, on a tie: a name then its price). */
function tilesOf(lines: readonly Line[]): Map<number, number> {
  // A price heading its page goes on from the name ending the page before.
  const distance = (line: Line, other: Line) => (other.page === line.page ? Math.abs(other.y - line.y) : other.page === line.page - 1 && other === lines[lines.indexOf(line) - 1] ? line.height : Number.POSITIVE_INFINITY);
  const own = (line: Line, other: number) => {
    const near = lines[other];
    return near !== undefined && isNames(near) && inLine(line, near) && distance(line, near) <= line.height * REACH;
  };
  const prices = lines.flatMap((line, at) => (isPrices(line) ? [at] : []));
  const under = prices.filter((at) => own(lines[at] as Line, at + 1)).length > prices.filter((at) => own(lines[at] as Line, at - 1)).length;
  const names = new Map<number, number>();
  const taken = new Set<number>();
  for (const at of prices) {
    const line = lines[at] as Line;
    const [first, second] = (under ? [at + 1, at - 1] : [at - 1, at + 1]).filter((other) => !taken.has(other) && own(line, other));
    const far = (other: number) => distance(line, lines[other] as Line);
    const nearest = second !== undefined && far(second) < far(first as number) * LIKE ? second : first;
    if (nearest === undefined || headsNames(lines, nearest, at)) continue;
    names.set(nearest, at);
    taken.add(nearest);
  }
  return names;
}

/**
 * A name and its price over names set smaller than both ('Brigadeiro tradicional' over 'R$1,80 a
 * unidade', then the flavours; not a note in brackets): a heading giving its section's price, no
 * tile (a catalogue's next tile is named as large as its prices are set, or larger).
 */
function headsNames(lines: readonly Line[], name: number, price: number): boolean {
  const [heading, priced] = [lines[name] as Line, lines[price] as Line];
  const after = Math.max(name, price) + 1;
  const names = lines.slice(after, after + HEADED_NAMES);
  const aName = (line: Line) => line.page === heading.page && line.height * SET_LARGER < Math.min(heading.height, priced.height) && isNames(line);
  return names.length === HEADED_NAMES && names.every(aName);
}

/** A heading giving its section's price heads so many names at least. */
const HEADED_NAMES = 2;

/** A currency sign set apart before its amount ('€' '20'): one chunk with it, as a tile's price is one. */
function withSignsJoined(line: Line): Line {
  const [sign, amount, ...more] = line.chunks;
  if (!sign || !amount || more.length > 0 || !isCurrencySign(sign.text) || amountOf(amount.text) === undefined) return line;
  return { ...line, chunks: [{ ...sign, right: amount.right, text: `${sign.text} ${amount.text}`, words: [...sign.words, ...amount.words] }] };
}

/** Most prices alone on their lines close a block under a name set larger: set menus priced at their foot (foot-prices.ts), no tiles. */
const MOST_SET = 0.75;

function pricedAtTheirFoot(lines: readonly Line[]): boolean {
  const prices = lines.flatMap((line, at) => (isPrices(line) ? [at] : []));
  const set = prices.filter((at) => at > 0 && closesContents(lines, at - 1)).length;
  return set >= GRID_ROWS && set >= prices.length * MOST_SET;
}

/** The lines with each grid of tiles read as one line a tile; lines of no grid as they are. */
export function withTilesAsLines(all: readonly Line[]): Line[] {
  const lines = all.map(withSignsJoined);
  if (pricedAtTheirFoot(lines)) return [...all];
  const tiles = tilesOf(lines);
  const rows = [...tiles.keys()].map((at) => lines[at] as Line);
  // Names of one row repeated (size labels over their prices) are no grid; a name of one column may be ('PATATE' ending two dishes).
  const labels = rows.filter((row) => row.chunks.length > 1).map((row) => row.chunks.map((chunk) => chunk.text).join('\u0000'));
  if (rows.length < GRID_ROWS || new Set(labels).size < labels.length) return [...all];
  const left = Math.min(...rows.map((row) => (row.chunks[0] as Chunk).x));
  const priceAt = Math.max(...rows.map((row) => Math.max(...row.chunks.map((chunk) => chunk.right - chunk.x)))) + left + PRICE_GAP;
  const prices = new Set(tiles.values());
  const out: Line[] = [];
  // How far the lines below have moved down, per page.
  const down = new Map<number, number>();
  lines.forEach((line, at) => {
    if (prices.has(at)) return;
    const shift = down.get(line.page) ?? 0;
    const priced = tiles.get(at);
    if (priced === undefined) {
      out.push({ ...line, y: line.y - shift });
      return;
    }
    const step = line.height * PITCH;
    line.chunks.forEach((name, column) => {
      const price = (lines[priced] as Line).chunks[column] as Chunk;
      out.push({ ...line, y: line.y - shift - column * step, chunks: [movedBy(name, left - name.x), movedBy(price, priceAt - price.x)] });
    });
    down.set(line.page, shift + (line.chunks.length - 1) * step);
  });
  return out;
}
