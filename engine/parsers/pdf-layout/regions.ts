import { amountOf, isStatedAmount, trailingPrice } from './amounts.ts';
import { median, namesAColumn, SET_LARGER, sameHeader } from './placed.ts';
import { isMeasure } from './sizes.ts';
import { type Chunk, centreOf, type Line, movedBy, type Word } from './text-lines.ts';

/**
 * A page's regions in reading order, as docstrum-style layout analysis and the stream modes of
 * Camelot and pdfplumber find them: a whitespace gap running down the page parts two columns of
 * content (a snack bar's sandwiches on the left, its snacks on the right) when each side is a list
 * of its own (names and amounts); the lines that cross the gap (a title, a footer) part the page in
 * bands. Each band's left side is read, then its right side; each side may part again. A region is
 * read as a page of its own, set at the left edge of the first so that its columns line up with
 * theirs; a page with one region is left as it is.
 */

/** A gap running down the page is at least this wide (points), and this many font sizes: twice a word space (two lists may stand 0.8 apart). */
const MIN_GAP = 10;
const GAP_SIZES = 0.7;
/** Lines that may cross a gap, a share of the lines (titles, footers, a long heading). */
const CROSSING = 0.1;
/** A side is a list: this share of its lines name a price, this share hold words. */
const AMOUNT_LINES = 0.2;
const TEXT_LINES = 0.25;
/** Lines in bands of two lists, a share of all, that part a page. */
const LISTED = 0.5;
/** Gaps whose bands of lists hold this share of the most are as good. */
const NEARLY = 0.9;
/** A gap that parts this share of the lines spanning it between an item's parts runs inside a column of content, not between two. */
const SPLITS = 0.25;
/** A gap runs within a column of a page of several when it parts so many of its rows at least (a stray price reaching into a gutter parts one). */
const NEAR_ROWS = 3;
/** A side may part again, so many times (four columns of dishes). */
const DEPTH = 3;
/** A side holding sections of its own shares at most this share of its lines' baselines with the other (a table's columns share all). */
const OWN_ROWS = 0.75;
/** A paragraph runs across this share of the lines' width. */
const ACROSS = 0.8;
/** Coverage is counted in steps of this many points. */
const STEP = 2;

interface Gap {
  left: number;
  right: number;
}

/** Where a region stood across its page before it was read as a page of its own. */
export type Span = Gap;

/** Two regions of one side of their pages: over half the narrower's width in common, neither half as wide again as the other (a band across the page is no side). */
export function sameSide(a: Span, b: Span): boolean {
  const width = (span: Span) => span.right - span.left;
  const common = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  return common > Math.min(width(a), width(b)) / 2 && Math.max(width(a), width(b)) <= Math.min(width(a), width(b)) * 1.5;
}

const hasAmount = (chunk: Chunk) => amountOf(chunk.text) !== undefined || trailingPrice(chunk.text) !== undefined;
const hasWords = (chunk: Chunk) => !hasAmount(chunk) && /\p{L}{3}/u.test(chunk.text);

/** A line of a list: words, then an amount after them (a name and its price, or a price run into its name: 'Avo Tray 5kg $45'), no price before them. */
function namesAPrice(line: Line): boolean {
  const words = line.chunks.findIndex(hasWords);
  if (words < 0) return line.chunks.length === 1 && isStatedAmount(trailingPrice(line.chunks[0]?.text ?? '')?.price ?? '');
  return line.chunks.slice(words + 1).some(hasAmount) && !line.chunks.slice(0, words).some((chunk) => isStatedAmount(chunk.text));
}

/** Whether the lines read as a list: enough of them a name and its price, enough of them words. */
function isList(lines: readonly Line[]): boolean {
  const priced = lines.filter(namesAPrice).length;
  // A column of prices alone, a few of them after words ('sai por R$ 130 cada'), is no list of its own.
  const bare = lines.filter((line) => line.chunks.every(hasAmount) && !namesAPrice(line)).length;
  return priced >= Math.max(2, lines.length * AMOUNT_LINES) && bare < lines.length / 2 && hasText(lines);
}

const hasText = (lines: readonly Line[]) => lines.filter((line) => line.chunks.some((chunk) => hasWords(chunk) || trailingPrice(chunk.text) !== undefined)).length >= Math.max(2, lines.length * TEXT_LINES);

/**
 * Whether a side holds sections of its own beside the other (a menu's column of dishes priced in their
 * headings, beside a list): words, a heading set larger than its lines (not a column's name), and
 * lines of its own, not the rows of a table whose other columns share each of their baselines.
 */
function ownSections(lines: readonly Line[], other: readonly Line[]): boolean {
  const height = median(lines.map((line) => line.height)) * SET_LARGER;
  // A table's header set larger names its columns: no heading.
  const headings = lines.filter((line) => line.height > height && line.chunks.some(hasWords) && !line.chunks.some((chunk) => namesAColumn(chunk.text)));
  return headings.length > 0 && hasText(lines) && !sharesRows(lines, other);
}

/** Whether most of a side's lines stand on the other side's baselines, as a table's columns do. */
function sharesRows(lines: readonly Line[], other: readonly Line[]): boolean {
  const rows = new Set(other.map((line) => Math.round(line.y)));
  return lines.filter((line) => [-1, 0, 1].some((by) => rows.has(Math.round(line.y) + by))).length > lines.length * OWN_ROWS;
}

/** Two sides are read apart when both are lists, or one is and the other holds sections of its own. */
const apart = ([left = [], right = []]: readonly Line[][]) => (isList(left) && (isList(right) || ownSections(right, left))) || (isList(right) && ownSections(left, right));

/** A side naming no amount at all beside a list (the shop's address, its opening hours, a slogan): no item's and no heading's, left out. */
const isAside = (side: readonly Line[], other: readonly Line[]) => !side.some((line) => line.chunks.some(hasAmount)) && isList(other);

/** A table's header stands among the first lines of its band. */
const HEADER_LINES = 3;

/** A line of column names: two or more, and most of its texts. */
const namesColumns = (line: Line) => {
  const names = line.chunks.filter((chunk) => namesAColumn(chunk.text)).length;
  return names >= 2 && names * 2 >= line.chunks.length;
};

/**
 * Whether a band is one table under a header running across the gap: a line naming columns on both
 * sides, other names on each ('Nome  Preço Venda  Medida' | 'Estoque  Sit. Estoque  Cód. PDV'), not
 * two tables' same header side by side.
 */
function headedAcross(band: readonly Line[], gap: Gap): boolean {
  return band.slice(0, HEADER_LINES).some((line) => {
    const names = line.chunks.filter((chunk) => namesAColumn(chunk.text));
    const left = names.filter((chunk) => centreOf(chunk) < middle(gap)).map((chunk) => chunk.text.toLowerCase());
    const right = names.filter((chunk) => centreOf(chunk) >= middle(gap)).map((chunk) => chunk.text.toLowerCase());
    return namesColumns(line) && left.length > 0 && right.length > 0 && !sameHeader(left, right);
  });
}

/** The value most often found (the first of them on a tie). */
function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0])[0];
}

/** A chunk over most of a gap crosses it; one that only reaches into it keeps to the side of its middle. */
const middle = (gap: Gap) => (gap.left + gap.right) / 2;
const crosses = (chunk: Chunk, gap: Gap) => chunk.x < (3 * gap.left + gap.right) / 4 && chunk.right > (gap.left + 3 * gap.right) / 4;

/** A space parting two headings side by side is wider than the spaces between their words by this much at least, and this many of their font sizes. */
const PARTING_SPACES = 1.4;
const PARTING_SIZE = 0.5;

/**
 * Headings side by side, each over its side, run into one text by their nearness ('BEBIDAS FRIAS
 * BEBIDAS CALIENTES' over two columns of drinks): set larger than the lines, parted where a space
 * wider than their words' falls in the gap. A title across the gap, its spaces alike, stays whole.
 */
function partedAtGap(line: Line, gap: Gap, rowHeight: number): Line {
  const chunks = line.chunks.flatMap((chunk) => {
    const { words } = chunk;
    if (!crosses(chunk, gap) || words.length < 2 || (chunk.height ?? line.height) <= rowHeight * SET_LARGER) return [chunk];
    const spaces = words.slice(1).map((word, at) => word.x - (words[at] as Word).right);
    const at = words.findIndex((word, index) => word.right <= middle(gap) && (words[index + 1]?.x ?? Number.NEGATIVE_INFINITY) >= middle(gap));
    const others = spaces.filter((_, index) => index !== at);
    const space = spaces[at] ?? 0;
    // Two words alone have no space of their own to measure the parting one by ('PLATOS FUERTES', centred across).
    if (at < 0 || others.length === 0 || space < PARTING_SPACES * Math.max(...others) || space < PARTING_SIZE * (chunk.height ?? line.height)) return [chunk];
    const part = (own: Word[]): Chunk => ({ ...chunk, x: (own[0] as Word).x, right: (own.at(-1) as Word).right, text: own.map((word) => word.text).join(' '), words: own });
    return [part(words.slice(0, at + 1)), part(words.slice(at + 1))];
  });
  return chunks.length === line.chunks.length ? line : { ...line, chunks };
}

/** The lines' chunks on one side of a gap; lines with none there are left out. */
function side(lines: readonly Line[], keep: (chunk: Chunk) => boolean): Line[] {
  return lines.flatMap((line) => {
    const chunks = line.chunks.filter(keep);
    // Set as large as its own text, not another side's heading on its baseline.
    return chunks.length > 0 ? [{ ...line, chunks, height: chunks.reduce((most, chunk) => Math.max(most, chunk.height ?? line.height), 0) }] : [];
  });
}

/** A line of one run of text set in the middle of the lines (a title, a heading) or across nearly all of them (a paragraph): it stands between bands, however many there are. */
function bandsThePage(line: Line, from: number, to: number): boolean {
  const [chunk, ...more] = line.chunks;
  if (!chunk || more.length > 0) return false;
  return Math.abs(centreOf(chunk) - (from + to) / 2) <= line.height || chunk.right - chunk.x >= (to - from) * ACROSS;
}

/** Spaces running down the lines that few of them cross (titles, headings and paragraphs between bands aside). */
function gapsOf(lines: readonly Line[]): Gap[] {
  const chunks = lines.flatMap((line) => line.chunks);
  if (chunks.length < 2) return [];
  const from = Math.min(...chunks.map((chunk) => chunk.x));
  const to = Math.max(...chunks.map((chunk) => chunk.right));
  const steps = Math.ceil((to - from) / STEP) + 1;
  const covered = new Array<number>(steps).fill(0);
  for (const line of lines.filter((line) => !bandsThePage(line, from, to))) {
    const marked = new Set<number>();
    for (const chunk of line.chunks) for (let i = Math.floor((chunk.x - from) / STEP); i < Math.ceil((chunk.right - from) / STEP); i++) marked.add(i);
    for (const i of marked) covered[i] = (covered[i] ?? 0) + 1;
  }
  // One line may cross however few the lines (a heading reaching into the gap on a page of seven).
  const allowed = Math.max(1, Math.floor(lines.length * CROSSING));
  const width = Math.max(MIN_GAP, median(lines.map((line) => line.height)) * GAP_SIZES);
  const gaps: Gap[] = [];
  let start = -1;
  for (let i = 0; i <= steps; i++) {
    const open = i < steps && (covered[i] ?? 0) <= allowed;
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      const gap = { left: from + start * STEP, right: from + i * STEP };
      if (start > 0 && i < steps && gap.right - gap.left >= width) gaps.push(gap);
      start = -1;
    }
  }
  return gaps;
}

/** An item's number before its name ('25.'): a price is not so written. */
const ITEM_NUMBER = /^\d{1,3}\.$/;

/** The chunks of the line on each side of the gap. */
function sidesOf(line: Line, gap: Gap): [Chunk[], Chunk[]] {
  const after = line.chunks.findIndex((chunk) => centreOf(chunk) >= middle(gap));
  return after < 0 ? [line.chunks, []] : [line.chunks.slice(0, after), line.chunks.slice(after)];
}

/** Whether the gap runs between two prices of a row priced in several columns ('Gel Powder  £30 | £23  £38'): a name and a price before it, nothing but prices after. */
function pricesAcross(line: Line, gap: Gap): boolean {
  const [before, after] = sidesOf(line, gap);
  const last = before.at(-1);
  return last !== undefined && after.length > 0 && hasAmount(last) && before.some(hasWords) && after.every((chunk) => amountOf(chunk.text) !== undefined);
}

/** Whether the gap runs between an item's parts on the line: its name, its size and its price, its number and its name, or two of its prices. */
function splitsARow(line: Line, gap: Gap): boolean {
  const [before, after] = sidesOf(line, gap);
  const [last, first] = [before.at(-1), after[0]];
  if (last === undefined || first === undefined) return false;
  return ((hasWords(last) || isMeasure(last.text)) && (isStatedAmount(first.text) || isMeasure(first.text))) || (ITEM_NUMBER.test(last.text) && hasWords(first)) || pricesAcross(line, gap);
}

const spansGap = (line: Line, gap: Gap) => line.chunks.some((chunk) => centreOf(chunk) < middle(gap)) && line.chunks.some((chunk) => centreOf(chunk) >= middle(gap));

/** The lines the gap parts between an item's parts, among those spanning it. */
function splitRows(lines: readonly Line[], gap: Gap): { split: boolean[]; spanning: number } {
  return { split: lines.map((line) => spansGap(line, gap) && splitsARow(line, gap)), spanning: lines.filter((line) => spansGap(line, gap)).length };
}

/**
 * The lines from the first the gap parts between an item's parts to the last, when each between is
 * so parted; between a table's columns of prices, also a line on one side of the gap (a name's second
 * line) or naming no amount (the labels of the table's next part: 'Gel/Shellac Polish   Infill   Take off & New Set').
 */
function rowsAcross(lines: readonly Line[], gap: Gap): { first: number; last: number } | undefined {
  const { split } = splitRows(lines, gap);
  const [first, last] = [split.indexOf(true), split.lastIndexOf(true)];
  const run = lines.slice(first, last + 1);
  const priced = run.every((line, at) => !split[first + at] || pricesAcross(line, gap));
  const between = (line: Line, at: number) => split[first + at] || (priced && (!spansGap(line, gap) || !line.chunks.some(hasAmount)));
  return first >= 0 && run.every(between) ? { first, last } : undefined;
}

/** Whether the gap parts many lines within its reach between an item's parts (the middle of three columns: `LYX - Västkustsallad  105 kr`). */
function partsRowsNear(lines: readonly Line[], gap: Gap, reach: Span): boolean {
  const near = lines.flatMap((line) => {
    const chunks = line.chunks.filter((chunk) => centreOf(chunk) > reach.left && centreOf(chunk) < reach.right);
    return chunks.length === 0 ? [] : [{ ...line, chunks }];
  });
  const { split, spanning } = splitRows(near, gap);
  const parts = split.filter(Boolean).length;
  return parts >= NEAR_ROWS && parts > spanning * SPLITS;
}

/** How a gap parts the rows it runs through: 'within' a column of content when it parts many lines spanning it (over the page or within its reach) between an item's parts; 'above' when those follow one another (one column above two lists: a pizzeria's pizzas over its drinks); else 'between'. */
function rowsParted(lines: readonly Line[], gap: Gap, reach: Span): 'within' | 'above' | 'between' {
  const { split, spanning } = splitRows(lines, gap);
  if (split.filter(Boolean).length <= spanning * SPLITS) return partsRowsNear(lines, gap, reach) ? 'within' : 'between';
  if (rowsAcross(lines, gap)) return 'above';
  // Prices parted from prices alone say nothing of a column of content (two lists, some names a little off their prices' baselines).
  const parts = split.filter((parted, at) => parted && !pricesAcross(lines[at] as Line, gap)).length;
  return parts <= spanning * SPLITS ? 'between' : 'within';
}

/**
 * The lines parted by a gap into bands (lines crossing it stand alone, and so do rows it parts between
 * an item's name and its price: a band of one column above two, a pizzeria's pizzas over its drinks
 * and its desserts), each band's two sides; and how many lines stand in bands both of whose sides are
 * lists. A gap inside one list parts its rows alone: no band of two lists.
 */
function parted(lines: readonly Line[], gap: Gap, splitAbove: boolean): { bands: Line[][][]; listed: number; across: number } {
  const bands: Line[][][] = [];
  let band: Line[] = [];
  let listed = 0;
  let headed = false;
  const close = () => {
    const both = [side(band, (chunk) => centreOf(chunk) < middle(gap)), side(band, (chunk) => centreOf(chunk) >= middle(gap))];
    // Under a header across the gap, rows whose sides share their baselines are one table's.
    const table = (headed || headedAcross(band, gap)) && sharesRows(both[0] ?? [], both[1] ?? []);
    if (apart(both) && !table) listed += band.length;
    const sides = both.map((lines, at) => (isAside(lines, both[1 - at] ?? []) ? [] : lines));
    // What stands above one side's first line stands above both (a title over the right one): read first; not the other side's
    // first items, when that side starts higher (drinks beside a column whose heading stands lower), nor labels over its prices.
    const top = Math.min(...sides.map((lines) => lines[0]?.y ?? Number.POSITIVE_INFINITY)) + (band[0]?.height ?? 0) / 2;
    const labels = new Set(sides.flatMap((lines, at) => lines.filter((line) => line.y > top && labelsOwnPrices(line, lines) && !sides[1 - at]?.some((other) => other.y === line.y)).map((line) => line.y)));
    const over = band.filter((line) => line.y > top && !labels.has(line.y));
    const above = over.some(namesAPrice) ? [] : over;
    const under = above.length > 0 ? top : Number.POSITIVE_INFINITY;
    if (above.length > 0) bands.push([above]);
    if (band.length > above.length) bands.push(sides.map((lines) => lines.filter((line) => line.y <= under || labels.has(line.y))));
    band = [];
    headed = false;
  };
  const rowHeight = median(lines.map((line) => line.height));
  // The rows the gap parts that follow one another are one band across it (the pizzas over the drinks and desserts).
  let across: Line[] | undefined;
  let spanned = 0;
  const run = splitAbove ? rowsAcross(lines, gap) : undefined;
  for (const [at, read] of lines.entries()) {
    const line = partedAtGap(read, gap, rowHeight);
    const split = run !== undefined && at >= run.first && at <= run.last;
    if (split) spanned += 1;
    if (split && across !== undefined && band.length === 0) across.push(line);
    else if (split || line.chunks.some((chunk) => crosses(chunk, gap))) {
      // Labels over the prices alone right above the rows across ('25cl  33cl  50cl') are theirs.
      const labels = split ? band.splice(band.findLastIndex((over) => !labelsPrices(over, gap)) + 1) : [];
      close();
      across = split ? [...labels, line] : undefined;
      bands.push([across ?? [line]]);
      // A header across the gap heads the band under it: one table.
      headed = namesColumns(line);
    } else {
      band.push(line);
      across = undefined;
    }
  }
  close();
  return { bands, listed, across: spanned };
}

/** A line of labels over prices below it on its side ('Enkelt  Dobbelt' over '32 kr.  39 kr.'): two texts or more, naming no amount, each over one of their amounts. */
function labelsOwnPrices(line: Line, lines: readonly Line[]): boolean {
  const amounts = lines.filter((other) => other.y < line.y).flatMap((other) => other.chunks.filter(hasAmount));
  return line.chunks.length >= 2 && !line.chunks.some(hasAmount) && line.chunks.every((chunk) => amounts.some((amount) => amount.x <= chunk.right && amount.right >= chunk.x));
}

/** A line over the prices of rows across a gap, naming no price: all on its right, or on both sides (a table's header: 'Enhancements   Full Set   Infill'). */
const labelsPrices = (line: Line, gap: Gap) => (line.chunks.every((chunk) => chunk.x >= middle(gap)) || spansGap(line, gap)) && !namesAPrice(line) && !line.chunks.some(hasAmount);

/**
 * A page's lines as regions in reading order, each a list of lines: parted by a gap whose bands of
 * two lists hold at least half of them, the rows of one column across it aside; of the gaps that hold nearly the most, the one nearest the
 * middle of the text (columns of content are alike in width; a table's own columns are not).
 */
function regionsOf(lines: readonly Line[], depth: number): Line[][] {
  if (depth >= DEPTH) return [[...lines]];
  const found = gapsOf(lines);
  // A gap reaches to the gaps beside it.
  const reachOf = (at: number): Span => ({ left: found[at - 1]?.right ?? Number.NEGATIVE_INFINITY, right: found[at + 1]?.left ?? Number.POSITIVE_INFINITY });
  const gaps = found
    .map((gap, at) => ({ gap, rows: rowsParted(lines, gap, reachOf(at)) }))
    .filter(({ rows }) => rows !== 'within')
    .map(({ gap, rows }) => ({ gap, ...parted(lines, gap, rows === 'above') }));
  // Rows of one column across the gap above two lists (the draught beers over the bottles, left and right) count neither way.
  const listing = gaps.filter((found) => found.listed >= (lines.length - found.across) * LISTED);
  const most = Math.max(0, ...listing.map((found) => found.listed));
  if (listing.length === 0) return [[...lines]];
  const chunks = lines.flatMap((line) => line.chunks);
  const centre = (Math.min(...chunks.map((chunk) => chunk.x)) + Math.max(...chunks.map((chunk) => chunk.right))) / 2;
  const off = (gap: Gap) => Math.abs(middle(gap) - centre);
  const [best] = listing.filter((found) => found.listed >= most * NEARLY).sort((a, b) => off(a.gap) - off(b.gap));
  if (!best) return [[...lines]];
  return best.bands.flatMap((parts) => parts.filter((part) => part.length > 0).flatMap((part) => (parts.length === 2 ? regionsOf(part, depth + 1) : [part])));
}

/** A region's lines moved left by `by` points, with their chunks and words. */
function shifted(lines: readonly Line[], by: number, page: number): Line[] {
  if (by === 0) return lines.map((line) => ({ ...line, page }));
  return lines.map((line) => ({
    ...line,
    page,
    chunks: line.chunks.map((chunk) => movedBy(chunk, -by)),
  }));
}

/**
 * The document's lines in reading order, each region of a page numbered as a page of its own (the
 * rows of two regions never merge); pages of one region keep their lines as they are. `apart`: the
 * numbers of the regions parted from a page, each read on its own columns; `spans`: where each stood.
 */
export function inReadingOrder(lines: readonly Line[]): { lines: Line[]; apart: Set<number>; spans: Map<number, Span> } {
  const pages = [...new Set(lines.map((line) => line.page))];
  const apart = new Set<number>();
  const spans = new Map<number, Span>();
  let page = 0;
  const read = pages.flatMap((number) => {
    const own = lines.filter((line) => line.page === number);
    const regions = regionsOf(own, 0);
    // Where most of a region's lines start: its left edge (a heading set in from it aside).
    const edge = (region: readonly Line[]) => mode(region.map((line) => Math.round(line.chunks[0]?.x ?? 0)));
    const base = edge(own);
    return regions.flatMap((region) => {
      page += 1;
      if (regions.length === 1) return region.map((line) => ({ ...line, page }));
      apart.add(page);
      const chunks = region.flatMap((line) => line.chunks);
      spans.set(page, { left: Math.min(...chunks.map((chunk) => chunk.x)), right: Math.max(...chunks.map((chunk) => chunk.right)) });
      return shifted(region, edge(region) - base, page);
    });
  });
  return { lines: read, apart, spans };
}
