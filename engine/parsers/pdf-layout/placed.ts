import { isConcept } from '../../lexicon/index.ts';
import { meaningOf } from '../../lexicon/names.ts';
import { amountOf, isCurrencySign, trailingPrice } from './amounts.ts';
import { type Column, cellsOf, headerCellsOf, indentsOf, leftAligned, spansColumns } from './grid.ts';
import { headsPrices } from './price-columns.ts';
import type { Line } from './text-lines.ts';

/**
 * A document's lines placed in its columns, and the table's shape read from them: its header (and
 * where it repeats), two tables side by side under one header, a code exported in the same run as
 * its text, currency signs set apart from their amounts.
 */

/** A line's text per column, where it stands. */
export interface Placed {
  page: number;
  y: number;
  height: number;
  cells: string[];
  /** One run of text: a heading can only be that. */
  single: boolean;
  /** One run of text across columns: a title, where a row's cells keep to theirs. */
  spans: boolean;
  /** By column, how far its text is set in from the column's edge, in font sizes. */
  indents: number[];
  /** The table's header, or a repeat of it. */
  header: boolean;
  /** It stands on a shaded cell. */
  shaded: boolean;
  /** A band's name set up its side. */
  sideName: boolean;
  /** Its text set letter by letter. */
  letterSpaced: boolean;
  /** By column, where its text starts and ends across the page. */
  reach: (Column | undefined)[];
}

const textKey = (cells: readonly string[]) => cells.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
export const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '').length;
/** A placed line's text, its cells' in order. */
export const placedText = (line: Placed) => line.cells.filter(Boolean).join(' ').trim();
/** Whether a line holds an amount in a cell of its own. */
export const holdsAmount = (line: Placed) => line.cells.some((cell) => amountOf(cell) !== undefined);

/** A header cell: a column name the lexicon knows ('Item', 'Prix', 'Bezeichnung'), and no amount. */
export const namesAColumn = (text: string) => text !== '' && amountOf(text) === undefined && (meaningOf(text).words.some(isConcept) || headsPrices(text));

const textsOf = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '').map((cell) => cell.replace(/\s+/g, ' ').trim().toLowerCase());

/** A header said again, though a row's cell ran into it ('TIPO  DESCRIPCION  x 1 kg  SIN IVA'): one holds all the other's names. */
export const sameHeader = (one: readonly string[], other: readonly string[]) => one.every((text) => other.includes(text)) || other.every((text) => one.includes(text));

/**
 * A line set this much larger than another stands apart from it: a heading over its rows, a name
 * over its contents or its description (one font size in seven: 12 over 10.5 points, not 11 over 10).
 */
export const SET_LARGER = 1.15;

/** The middle of values, the upper one of an even count; 0 of none. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A column's name is a label of a few words ('Prix de vente TTC'), not a sentence speaking of prices ('please ask about availability and price'). */
const NAME_WORDS = 6;

/** How many column names a line's texts hold when they read as a header (words in two cells or more, at least two and a third of them column names); else 0. */
export function headerNames(texts: readonly string[]): number {
  const cells = texts.filter((text) => text !== '');
  // A price, alone or after words ('from R$ 60,00'), is a row's, as are digits without words; a sign alone ('#' over the stock) may name a column.
  if (cells.length < 2 || cells.some((cell) => amountOf(cell) !== undefined || trailingPrice(cell) !== undefined || (!/\p{L}/u.test(cell) && /\d/.test(cell)))) return 0;
  const names = cells.filter((cell) => cell.trim().split(/\s+/).length <= NAME_WORDS && namesAColumn(cell)).length;
  return names >= 2 && names >= cells.length / 3 ? names : 0;
}

/**
 * The header row: of the lines that read as one, the one repeated most (a header over each section,
 * not the once a row's cell ran into it), then naming most columns.
 */
function headerIndex(placed: readonly Placed[]): number {
  const named = placed.map((line) => headerNames(line.cells));
  const times = new Map<string, number>();
  placed.forEach((line, index) => {
    if ((named[index] as number) > 0) times.set(textKey(line.cells), (times.get(textKey(line.cells)) ?? 0) + 1);
  });
  let best = -1;
  let most = [0, 0];
  placed.forEach((line, index) => {
    const score = [times.get(textKey(line.cells)) ?? 0, named[index] as number];
    if ((score[1] as number) > 0 && (score[0] > (most[0] as number) || (score[0] === most[0] && (score[1] as number) > (most[1] as number)))) {
      best = index;
      most = score;
    }
  });
  return best;
}

/** Side by side tables (Item | Price | Item | Price): the header says the same twice. */
function halves(header: readonly string[]): number {
  const n = header.length;
  if (n < 4 || n % 2 !== 0) return 0;
  const half = n / 2;
  return header.slice(0, half).every((cell, i) => cell !== '' && cell.toLowerCase() === header[i + half]?.toLowerCase()) ? half : 0;
}

/** Each line's cells; the header's lines (the first and its repeats) marked; the header's names by column. */
export function placeLines(lines: readonly Line[], columns: readonly Column[]): { placed: Placed[]; names: string[][] | undefined } {
  const starts = leftAligned(lines, columns);
  const placed: Placed[] = lines.map((line) => ({
    page: line.page,
    y: line.y,
    height: line.height,
    ...cellsOf(line, columns),
    single: line.chunks.length === 1,
    spans: spansColumns(line, columns),
    indents: indentsOf(line, columns, starts),
    header: false,
    shaded: line.shaded === true,
    sideName: line.sideName === true,
    letterSpaced: line.chunks.every((chunk) => chunk.letterSpaced),
  }));
  const at = headerIndex(placed);
  if (at < 0) return { placed, names: undefined };
  const headerTexts = textsOf((placed[at] as Placed).cells);
  for (const line of placed) line.header = headerNames(line.cells) > 0 && sameHeader(textsOf(line.cells), headerTexts);
  const header = lines[at] as Line;
  const names = headerCellsOf(header, columns);
  const [over, under] = [lines[at - 1], lines[at + 1]];
  const labels = (line: Line | undefined) => (line ? labelledColumns(line, header, names, columns) : undefined);
  const [above, below] = [labels(over), labels(under)];
  if (!over || !under || above === undefined || below === undefined || above.join() !== below.join()) return { placed, names };
  // Names set over two lines where the others take one, centred on them ('Preço' over 'Distribuidor', beside 'Desconto'): read top to bottom.
  (placed[at - 1] as Placed).header = true;
  (placed[at + 1] as Placed).header = true;
  return { placed, names: headerCellsOf({ ...header, chunks: [...over.chunks, ...header.chunks, ...under.chunks] }, columns) };
}

/** A header's lines stand at most this many font sizes apart. */
export const HEADER_LEADING = 1.5;

/**
 * The columns a line right over or under the header names, when it holds part of their names:
 * close to the header, no amount, each of its texts over a column the header leaves unnamed.
 */
function labelledColumns(line: Line, header: Line, names: readonly string[][], columns: readonly Column[]): number[] | undefined {
  if (line.page !== header.page || Math.abs(line.y - header.y) > Math.max(line.height, header.height) * HEADER_LEADING || line.chunks.some((chunk) => amountOf(chunk.text) !== undefined)) return undefined;
  const named = headerCellsOf(line, columns).flatMap((cell, at) => (cell.length > 0 ? [at] : []));
  return named.length > 0 && named.every((at) => (names[at]?.length ?? 0) === 0) ? named : undefined;
}

/** Two tables side by side: each page's left one, then its right one, under one header. */
export function sideBySide(placed: readonly Placed[], names: string[][]): { placed: Placed[]; names: string[][] } {
  const half = halves(names.map((cell) => cell.join(' ')));
  if (half === 0) return { placed: [...placed], names };
  const side = (from: number) => (line: Placed) => {
    const cells = line.cells.slice(from, from + half);
    return { ...line, cells, indents: line.indents.slice(from, from + half), reach: line.reach.slice(from, from + half), single: filled(cells) <= 1 };
  };
  // What stands above a page's header is the page's, read once before both tables.
  const pages = [...new Set(placed.map((line) => line.page))];
  const read = pages.flatMap((page) => {
    const own = placed.filter((line) => line.page === page);
    const top = own.find((line) => line.header)?.y ?? Number.POSITIVE_INFINITY;
    const above = own.filter((line) => line.y > top);
    const table = own.filter((line) => line.y <= top);
    return [...above, ...table.map(side(0)), ...table.map(side(half))];
  });
  return { placed: read.filter((line) => filled(line.cells) > 0), names: names.slice(0, half) };
}

/** A word that is a code: letters and digits, a digit among them ('1690158', 'VL-AS2-54'). */
const isCode = (word: string) => /\d/.test(word) && /^[\p{L}\d][\p{L}\d/-]*$/u.test(word);

/**
 * Two header names over one column whose values all start with a code ('Codigo Descripción' over
 * '1690158 ABECEDARIO…', the code and the text exported as one run): the code is the first column.
 */
export function splitCodes(placed: Placed[], names: string[][]): string[][] {
  const out: string[][] = [];
  for (let column = 0; column < names.length; column++) {
    const here = names[column] as string[];
    const at = out.length;
    const values = placed.filter((line) => !line.header && (line.cells[at] ?? '') !== '').map((line) => line.cells[at] as string);
    const coded = values.length >= 2 && values.filter((value) => isCode(value.split(' ')[0] ?? '') && value.includes(' ')).length >= values.length * 0.9;
    if (here.length !== 2 || !coded) {
      out.push(here);
      continue;
    }
    for (const line of placed) {
      const value = line.cells[at] ?? '';
      const [code = '', ...rest] = value.split(' ');
      const split = !line.header && isCode(code) && rest.length > 0;
      line.cells.splice(at, 1, split ? code : line.header ? (here[0] as string) : '', split ? rest.join(' ') : line.header ? (here[1] as string) : value);
    }
    out.push([here[0] as string], [here[1] as string]);
  }
  return out;
}

/** A column holding only currency signs ('$' set apart from '51.00'): each sign joins the amount beside it. */
export function mergeCurrencySigns(placed: Placed[], header: string[]): string[] {
  for (let column = header.length - 2; column >= 0; column--) {
    const values = placed.filter((line) => !line.header && (line.cells[column] ?? '') !== '').map((line) => line.cells[column] as string);
    if (values.length < 2 || !values.every(isCurrencySign)) continue;
    for (const line of placed) {
      const [sign = '', amount = ''] = line.cells.slice(column, column + 2);
      line.cells.splice(column, 2, line.header ? `${sign} ${amount}`.trim() : amount === '' ? sign : `${sign} ${amount}`.trim());
    }
    header.splice(column, 2, [header[column], header[column + 1]].filter(Boolean).join(' '));
  }
  return header;
}
