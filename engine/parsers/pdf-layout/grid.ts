import { checkColumns } from '../table.ts';
import { trailingPrice } from './amounts.ts';
import { type Chunk, centreOf, type Line, type Word } from './text-lines.ts';

/**
 * A document's columns, found as the stream mode of Camelot and Tabula finds them: the lines that
 * hold the most chunks that enough lines hold are the table's rows, and the chunks of the same rank on
 * them span a column; text that the other lines hold where no column is becomes a column of its own
 * when enough lines hold it (an optional column), else it goes to the nearest one.
 */

export interface Column {
  left: number;
  right: number;
}

/** A share of the lines that is enough to show a column. */
const ENOUGH_LINES = 0.15;
/** Columns whose extents touch are one: a gutter is at least this wide (points). */
const MIN_GUTTER = 2;

const overlap = (a: { x: number; right: number }, column: Column) => Math.min(a.right, column.right) - Math.max(a.x, column.left);

/**
 * How many cells the table's rows hold: the most that enough lines hold (rows with an optional cell
 * empty hold fewer, and would hide its column).
 */
function rowCount(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.chunks.length, (counts.get(line.chunks.length) ?? 0) + 1);
  const enough = Math.max(3, lines.length * ENOUGH_LINES);
  const held = [...counts].filter(([, n]) => n >= enough).map(([count]) => count);
  if (held.length > 0) return Math.max(...held);
  return [...counts].sort(([a, m], [b, n]) => n - m || b - a)[0]?.[0] ?? 1;
}

/** Extents that overlap or nearly touch, merged; sorted left to right. */
function merged(columns: readonly Column[]): Column[] {
  const sorted = [...columns].sort((a, b) => a.left - b.left);
  const out: Column[] = [];
  for (const column of sorted) {
    const last = out.at(-1);
    if (last && column.left - last.right < MIN_GUTTER) last.right = Math.max(last.right, column.right);
    else out.push({ ...column });
  }
  return out;
}

/** How many of the sorted values are below `x` (or at most `x`, `inclusive`). */
function countBelow(sorted: readonly number[], x: number, inclusive: boolean): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle] as number;
    if (value < x || (inclusive && value === x)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Of the pairs (end of one cell, start of the next), the x that falls between the most of them. */
function bestCut(pairs: readonly [number, number][]): number {
  const ends = pairs.map(([end]) => end).sort((a, b) => a - b);
  const starts = pairs.map(([, start]) => start).sort((a, b) => a - b);
  let best = pairs[0] ? (pairs[0][0] + pairs[0][1]) / 2 : 0;
  let most = -1;
  for (const [end, start] of pairs) {
    const x = (end + start) / 2;
    // Pairs with end ≤ x ≤ start: those ending by x, less those that also start before x.
    const parted = countBelow(ends, x, true) - countBelow(starts, x, false);
    if (parted > most) {
      most = parted;
      best = x;
    }
  }
  return best;
}

export function columnsOf(lines: readonly Line[]): Column[] {
  const chunks = lines.flatMap((line) => line.chunks);
  if (chunks.length === 0) return [];
  const multi = lines.filter((line) => line.chunks.length > 1);
  // A list whose prices run on after their names, one run of text a line, is one column: its lines set in two (a price a little
  // farther on, a title and its note) are fewer, and their parts line up with nothing.
  const runOn = lines.filter((line) => line.chunks.length === 1 && trailingPrice((line.chunks[0] as Chunk).text) !== undefined).length;
  if (runOn >= 3 && runOn > multi.length) return [{ left: Math.min(...chunks.map((chunk) => chunk.x)), right: Math.max(...chunks.map((chunk) => chunk.right)) }];
  const count = rowCount(multi);
  // Before a cut is looked for between each two of them.
  checkColumns(count);
  const rows = multi.filter((line) => line.chunks.length === count);
  if (rows.length === 0) return [{ left: Math.min(...chunks.map((chunk) => chunk.x)), right: Math.max(...chunks.map((chunk) => chunk.right)) }];
  // Between two ranks, the line that best parts them: most rows end the one before it and start the next after it.
  const cuts = Array.from({ length: count - 1 }, (_, rank) => bestCut(rows.map((line) => [(line.chunks[rank] as Chunk).right, (line.chunks[rank + 1] as Chunk).x])));
  const ranked = Array.from({ length: count }, (_, rank) => {
    const [from, to] = [cuts[rank - 1] ?? Number.NEGATIVE_INFINITY, cuts[rank] ?? Number.POSITIVE_INFINITY];
    const at = rows.map((line) => line.chunks[rank] as Chunk).filter((chunk) => chunk.x >= from && chunk.right <= to);
    return at.length === 0 ? undefined : { left: Math.min(...at.map((chunk) => chunk.x)), right: Math.max(...at.map((chunk) => chunk.right)) };
  });
  let columns = merged(ranked.filter((column): column is Column => column !== undefined));
  // Chunks of the other lines where no column is: an optional column when enough lines hold it.
  const outside = lines.filter((line) => line.chunks.length !== count).flatMap((line) => line.chunks.filter((chunk) => columns.every((column) => overlap(chunk, column) <= 0)));
  const extra = merged(outside.map((chunk) => ({ left: chunk.x, right: chunk.right })));
  const enough = Math.max(2, Math.ceil(rows.length * 0.1));
  const held = extra.filter((column) => outside.filter((chunk) => overlap(chunk, column) > 0).length >= enough);
  if (held.length > 0) columns = merged([...columns, ...held]);
  checkColumns(columns.length);
  return columns;
}

/**
 * A line's text by column: each chunk in the column it overlaps most (the nearest when none); the
 * words of a chunk that reach past the start of the next column go to it (a price run into the name
 * before it) when a figure is among them or they fit in it.
 */
/** Words farther apart than this many line heights are not a sentence's. */
const WORD_GAP = 0.6;

export function cellsOf(line: Line, columns: readonly Column[]): { cells: string[]; reach: (Column | undefined)[] } {
  const cells: Word[][] = columns.map(() => []);
  // A line of labels alone (sizes over their prices, in two runs of text or more): no figure, nothing in
  // the first column ('PRANIE TAPICERKI   indywidualne uzgodnienie' is a row priced in words).
  const first = columns[0];
  const labels = line.chunks.length >= 2 && !line.chunks.some((chunk) => /\d/.test(chunk.text) || (first !== undefined && overlap(chunk, first) > 0));
  for (const chunk of line.chunks) {
    const parted = labels ? labelsOver(chunk, columns) : undefined;
    if (parted) {
      for (const [column, words] of parted) cells[column]?.push(...words);
      continue;
    }
    const overlaps = columns.map((column) => overlap(chunk, column));
    const best = overlaps.indexOf(Math.max(...overlaps));
    const home = (overlaps[best] ?? 0) > 0 ? best : nearest(chunk, columns);
    // A tail holding a figure moves on (a price run into the name); words alone only into a column they fit
    // (size labels in one run, 'Kleine Grote'), not when they run on past it (a centred line over the prices).
    const figured = chunk.words.map((word) => /\d/.test(word.text));
    for (let index = figured.length - 2; index >= 0; index--) figured[index] ||= figured[index + 1] as boolean;
    let at = home;
    const begunFirst = (chunk.words[0]?.x ?? 0) < (columns[1]?.left ?? Number.POSITIVE_INFINITY) - MIN_GUTTER;
    // Words within brackets stay with the words before them ('Kapsalon (shoarmavlees met' reaching a column of labels).
    let bracketed = 0;
    for (const [index, word] of chunk.words.entries()) {
      // Within a sentence begun in the first column (words a space apart), words without a figure stay in its column however far it runs ('amber jubilee, darts gold, … tiny wine' across the prices).
      const apart = !begunFirst || index === 0 || word.x - (chunk.words[index - 1] as { right: number }).right > line.height * WORD_GAP;
      const fits = (column: Column) => figured[index] || (apart && word.right <= column.right + line.height);
      while (bracketed === 0 && at + 1 < columns.length && word.x >= (columns[at + 1] as Column).left - MIN_GUTTER && fits(columns[at + 1] as Column)) at++;
      cells[at]?.push(word);
      bracketed = Math.max(0, bracketed + (word.text.match(/\(/g)?.length ?? 0) - (word.text.match(/\)/g)?.length ?? 0));
    }
  }
  return { cells: cells.map((words) => words.map((word) => word.text).join(' ')), reach: cells.map((words) => spanOf(words.map((word) => ({ left: word.x, right: word.right })))) };
}

/** Where texts start and end across the page, together; undefined for none. */
export const spanOf = (spans: readonly (Column | undefined)[]): Column | undefined => {
  const held = spans.filter((span): span is Column => span !== undefined);
  return held.length === 0 ? undefined : { left: Math.min(...held.map((span) => span.left)), right: Math.max(...held.map((span) => span.right)) };
};

/**
 * One run of text pdf.js gave, of labels over two columns ('sam średni VAN, TERENOWE'): parted between two words where
 * its parts line up best with the columns under them, by their right edges or their middles (as the
 * amounts under them are set); undefined when it stands over fewer or more.
 */
function labelsOver(chunk: Chunk, columns: readonly Column[]): [number, Word[]][] | undefined {
  const under = columns.flatMap((column, index) => (overlap(chunk, column) > 0 ? [index] : []));
  const { words } = chunk;
  if (under.length !== 2 || words.length < 2 || words.slice(1).some((word) => word.opens)) return undefined;
  const [first, second] = under.map((index) => columns[index] as Column) as [Column, Column];
  const middle = (left: number, right: number) => (left + right) / 2;
  const misfit = (cut: number) => {
    const [head, tail] = [words.slice(0, cut), words.slice(cut)] as [Word[], Word[]];
    const [headRight, tailRight] = [(head.at(-1) as Word).right, (tail.at(-1) as Word).right];
    const right = Math.abs(headRight - first.right) + Math.abs(tailRight - second.right);
    const centred = Math.abs(middle((head[0] as Word).x, headRight) - middle(first.left, first.right)) + Math.abs(middle((tail[0] as Word).x, tailRight) - middle(second.left, second.right));
    return Math.min(right, centred);
  };
  let cut = 1;
  for (let at = 2; at < words.length; at++) if (misfit(at) < misfit(cut)) cut = at;
  return [
    [under[0] as number, words.slice(0, cut)],
    [under[1] as number, words.slice(cut)],
  ];
}

/** Where each column's zone ends: halfway across the gutter to the next. */
const zoneEnds = (columns: readonly Column[]) => columns.map((column, i) => (i + 1 < columns.length ? (column.right + (columns[i + 1] as Column).left) / 2 : Number.POSITIVE_INFINITY));

/**
 * A header line's names by column. A header is set wider than its column's values and its names
 * closer together: each piece of text pdf.js gives is a name, in the zone of its middle ('Unid x
 * Paq', 'Unid x Caja' over two narrow columns); one over several columns is parted at its widest
 * spaces. A name beside a column,
 * in a zone where another stands over it, is left out (the title of a column of pictures).
 */
export function headerCellsOf(line: Line, columns: readonly Column[]): string[][] {
  const ends = zoneEnds(columns);
  const zoneOf = (x: number) => ends.findIndex((end) => x < end);
  const names: { zone: number; text: string; over: boolean }[] = [];
  const place = (zone: number, words: readonly Word[]) => {
    const span = { x: (words[0] as Word).x, right: (words.at(-1) as Word).right };
    names.push({ zone, text: words.map((word) => word.text).join(' '), over: columns[zone] !== undefined && overlap(span, columns[zone]) > 0 });
  };
  // The pieces of text pdf.js gave, each a name unless it runs over several zones.
  const pieces: Word[][] = [];
  for (const chunk of line.chunks) {
    for (const [index, word] of chunk.words.entries()) {
      if (word.opens || index === 0) pieces.push([word]);
      else pieces.at(-1)?.push(word);
    }
  }
  for (const words of pieces) {
    const span = { x: (words[0] as Word).x, right: (words.at(-1) as Word).right };
    // A column it covers a good part of (a header's name may touch the column beside it).
    const covers = (column: Column) => overlap(span, column) >= Math.min((span.right - span.x) * 0.2, (column.right - column.left) * 0.5);
    const over = columns.flatMap((column, index) => (covers(column) ? [index] : []));
    const first = over[0] ?? 0;
    const zones = over.length;
    if (zones <= 1 || words.length < zones) {
      place(zoneOf((span.x + span.right) / 2), words);
      continue;
    }
    const cuts = words
      .slice(1)
      .map((word, i) => ({ at: i + 1, width: word.x - (words[i] as Word).right }))
      .sort((a, b) => b.width - a.width)
      .slice(0, zones - 1)
      .map((gap) => gap.at)
      .sort((a, b) => a - b);
    for (const [part, from] of [0, ...cuts].entries()) place(first + part, words.slice(from, cuts[part] ?? words.length));
  }
  return columns.map((_, zone) => {
    const here = names.filter((name) => name.zone === zone);
    const over = here.filter((name) => name.over);
    return (over.length > 0 ? over : here).map((name) => name.text);
  });
}

function nearest(chunk: Chunk, columns: readonly Column[]): number {
  const centre = centreOf(chunk);
  let best = 0;
  columns.forEach((column, index) => {
    const distance = Math.min(Math.abs(centre - column.left), Math.abs(centre - column.right));
    const bestColumn = columns[best] as Column;
    if (distance < Math.min(Math.abs(centre - bestColumn.left), Math.abs(centre - bestColumn.right))) best = index;
  });
  return best;
}

/** A line of one run of text over two columns or more: a title across the table, not a cell. */
export function spansColumns(line: Line, columns: readonly Column[]): boolean {
  const [chunk] = line.chunks;
  return line.chunks.length === 1 && chunk !== undefined && columns.filter((column) => overlap(chunk, column) > 0).length >= 2;
}

/**
 * How far each column's text on a line is set in from the edge its cells start at, in font sizes (a
 * title centred over a column of names); 0 where the column's cells do not start at one edge.
 */
export function indentsOf(line: Line, columns: readonly Column[], starts: readonly boolean[]): number[] {
  return columns.map((column, index) => {
    const chunk = line.chunks.find((candidate) => overlap(candidate, column) > 0);
    return chunk && starts[index] ? Math.max(0, (chunk.x - column.left) / line.height) : 0;
  });
}

/** Which columns' cells start at their left edge (most of them within two points of it). */
export function leftAligned(lines: readonly Line[], columns: readonly Column[]): boolean[] {
  return columns.map((column) => {
    const inside = lines.flatMap((line) => line.chunks.filter((chunk) => overlap(chunk, column) > 0));
    return inside.length > 0 && inside.filter((chunk) => Math.abs(chunk.x - column.left) <= MIN_GUTTER).length >= inside.length * 0.6;
  });
}
