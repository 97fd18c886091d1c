import type { PdfLayout } from '../../../domain/files.ts';
import { isConcept } from '../../lexicon/index.ts';
import { meaningOf, namesProduct } from '../../lexicon/names.ts';
import { FileError } from '../../errors.ts';
import { type Table, uniqueHeaders } from '../table.ts';
import { amountOf, isCurrencySign, isStatedAmount, isTotalLine, trailingPrice } from './amounts.ts';
import { type Column, cellsOf, columnsOf, headerCellsOf, indentsOf, leftAligned, spansColumns } from './grid.ts';
import { type Line, withoutFurniture } from './text-lines.ts';

/**
 * A price list or catalogue PDF read as a person reads it (docs/pdf.md): columns from text aligned
 * over many lines; the header row, dropped where it repeats; lines grouped in blocks by the space
 * between them, each block's lines merged into the row of its price (a name on three lines beside
 * one price is one product); a heading above a block or a header starts a section, written in a
 * `Section` column; a price run into the name split off; columns that hold nothing dropped. What it
 * could not place is counted, and a layout it is unsure of says so.
 */

/** A line's text per column, where it stands. */
interface Placed {
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
}

/** Space between lines wider than this many line pitches parts two blocks. */
const BLOCK_GAP = 1.4;
/** A heading set this much larger than the rows stands out of them. */
const LARGER = 1.15;
/** A title set in from its column's edge by more than so many font sizes. */
const TITLE_INDENT = 2;
/** A headerless column of numbers alone, at least this share of them, is the price. */
const BARE_PRICES = 0.9;
/** A heading is a short text: at most so many characters, so many words. */
const HEADING_MAX = 80;
const HEADING_WORDS = 8;

const textKey = (cells: readonly string[]) => cells.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '').length;

/** A header cell: a column name the lexicon knows ('Item', 'Prix', 'Bezeichnung'), and no amount. */
const namesAColumn = (text: string) => text !== '' && amountOf(text) === undefined && (meaningOf(text).words.some(isConcept) || meaningOf(text).price !== null);

/** The header row: of the lines of words in two cells or more, at least two and a third of them column names, the one naming most columns. */
function headerIndex(placed: readonly Placed[]): number {
  let best = -1;
  let most = 0;
  placed.forEach((line, index) => {
    if (filled(line.cells) < 2 || line.cells.some((cell) => cell !== '' && (amountOf(cell) !== undefined || !/\p{L}/u.test(cell)))) return;
    const names = line.cells.filter(namesAColumn).length;
    if (names >= 2 && names >= filled(line.cells) / 3 && names > most) {
      best = index;
      most = names;
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

/**
 * The column of prices: the one its header names a price, else the first mostly holding amounts that
 * say so (a currency, a unit, cents); in a list without a header, the first holding numbers alone.
 */
function priceColumn(header: readonly string[] | undefined, data: readonly Placed[], width: number): number {
  const named = header?.findIndex((cell) => cell !== '' && meaningOf(cell).price !== null) ?? -1;
  if (named >= 0) return named;
  const values = (column: number) => data.map((line) => line.cells[column] ?? '').filter((cell) => cell !== '');
  const share = (column: number, test: (cell: string) => boolean) => {
    const cells = values(column);
    return cells.length < 2 ? 0 : cells.filter(test).length / cells.length;
  };
  const columns = Array.from({ length: width }, (_, column) => column);
  const stated = columns.findIndex((column) => share(column, isStatedAmount) >= 0.5);
  if (stated >= 0) return stated;
  return header ? -1 : columns.findIndex((column) => share(column, (cell) => amountOf(cell) !== undefined) >= BARE_PRICES);
}

/** A line across columns, or one text set well in from its column's edge (centred over the names). */
const isTitle = (line: Placed) => line.spans || (filled(line.cells) === 1 && line.cells.some((cell, column) => cell !== '' && (line.indents[column] ?? 0) > TITLE_INDENT));

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The columns mostly holding amounts (three in four of their cells). */
function amountColumns(data: readonly Placed[], width: number): number[] {
  return Array.from({ length: width }, (_, column) => column).filter((column) => {
    const cells = data.map((line) => line.cells[column] ?? '').filter((cell) => cell !== '');
    return cells.length >= 2 && cells.filter((cell) => amountOf(cell) !== undefined).length >= cells.length * 0.75;
  });
}

/** The usual space between two lines of the table: the lower quartile of the gaps. */
function pitchOf(lines: readonly Placed[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [above, below] = [lines[i - 1] as Placed, lines[i] as Placed];
    if (above.page === below.page && above.y > below.y) gaps.push(above.y - below.y);
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 12;
}

/** Lines close together, in blocks; a line that `stands` alone (a heading) is a block of its own. */
function blocksOf(lines: readonly Placed[], pitch: number, stands: (line: Placed) => boolean = () => false): Placed[][] {
  const blocks: Placed[][] = [];
  for (const line of lines) {
    const block = blocks.at(-1);
    const last = block?.at(-1);
    if (block && last && !stands(last) && !stands(line) && last.page === line.page && last.y - line.y <= pitch * BLOCK_GAP) block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

/** Where a row's price stands among its lines: on its first (top), its last (bottom) or its middle one. */
type Alignment = 'top' | 'bottom' | 'middle';

/** A line that goes on in the next one: it ends with a comma, a hyphen or a conjunction's '&'. */
const goesOn = (line: Placed) => /[,\-–&/(]$/.test(line.cells.filter(Boolean).join(' ').trim());

/**
 * Where the document sets its prices, from what its blocks show: lines after a block's last price
 * can only continue it (top), lines before its first price only lead to it (bottom), both at once
 * (middle); a line that goes on ('…Schinken,') right before or after a price line says which too.
 */
function alignmentOf(blocks: readonly Placed[][], isAnchor: (line: Placed) => boolean): Alignment {
  const votes = { top: 0, bottom: 0, middle: 0 };
  for (const block of blocks) {
    const anchors = block.flatMap((line, index) => (isAnchor(line) ? [index] : []));
    if (anchors.length === 0) continue;
    const leads = (anchors[0] as number) > 0;
    const trails = (anchors.at(-1) as number) < block.length - 1;
    if (leads && trails) votes.middle += 1;
    else if (leads) votes.bottom += 1;
    else if (trails) votes.top += 1;
    block.forEach((line, index) => {
      const next = block[index + 1];
      if (!next || isAnchor(line) === isAnchor(next)) return;
      if (goesOn(line)) votes[isAnchor(line) ? 'top' : 'bottom'] += 1;
      // A price on a line of its own ends the lines above it.
      if (isAnchor(next) && filled(next.cells) === 1) votes.bottom += 1;
    });
  }
  if (votes.bottom > votes.top && votes.bottom >= votes.middle) return 'bottom';
  return votes.middle > votes.top ? 'middle' : 'top';
}

/** Which of a block's price lines each of its lines belongs to: lines before the first or after the last go to it, the others as the document aligns its prices. */
function ownersOf(block: readonly Placed[], isAnchor: (line: Placed) => boolean, alignment: Alignment): number[] {
  const anchors = block.flatMap((line, index) => (isAnchor(line) ? [index] : []));
  const first = anchors[0] as number;
  const last = anchors.at(-1) as number;
  return block.map((line, index) => {
    if (isAnchor(line)) return index;
    const above = anchors.filter((anchor) => anchor < index).at(-1);
    const below = anchors.find((anchor) => anchor > index);
    if (above === undefined) return first;
    if (below === undefined) return last;
    if (alignment === 'top') return above;
    if (alignment === 'bottom') return below;
    const distance = (anchor: number) => Math.abs((block[anchor] as Placed).y - line.y);
    return distance(below) < distance(above) ? below : above;
  });
}

const joined = (lines: readonly Placed[], width: number) => Array.from({ length: width }, (_, column) => lines.map((line) => line.cells[column]?.trim() ?? '').filter(Boolean).join(' '));

/** A heading: a short run of text alone on its line(s), no price. */
function headingOf(block: readonly Placed[]): string | undefined {
  if (block.length > 2 || !block.every((line) => line.single)) return undefined;
  const text = block.map((line) => line.cells.filter(Boolean).join(' ')).join(' ').trim();
  // A note ('(VAT included)', 'Prices per kg:') or a sentence is no heading.
  const short = text.length <= HEADING_MAX && text.split(/\s+/).length <= HEADING_WORDS;
  return text !== '' && short && /\p{L}/u.test(text) && !/[:.]$/.test(text) && !/^\(.*\)$/.test(text) ? text : undefined;
}

/** Each line's cells; the header's lines (the first and its repeats) marked; the header's names by column. */
function placeLines(lines: readonly Line[], columns: readonly Column[]): { placed: Placed[]; names: string[][] | undefined } {
  const starts = leftAligned(lines, columns);
  const placed: Placed[] = lines.map((line) => ({
    page: line.page,
    y: line.y,
    height: line.height,
    cells: cellsOf(line, columns),
    single: line.chunks.length === 1,
    spans: spansColumns(line, columns),
    indents: indentsOf(line, columns, starts),
    header: false,
  }));
  const at = headerIndex(placed);
  if (at < 0) return { placed, names: undefined };
  const headerText = textKey((placed[at] as Placed).cells);
  for (const line of placed) line.header = textKey(line.cells) === headerText;
  return { placed, names: headerCellsOf(lines[at] as Line, columns) };
}

/** Two tables side by side: each page's left one, then its right one, under one header. */
function sideBySide(placed: readonly Placed[], names: string[][]): { placed: Placed[]; names: string[][] } {
  const half = halves(names.map((cell) => cell.join(' ')));
  if (half === 0) return { placed: [...placed], names };
  const side = (from: number) => (line: Placed) => {
    const cells = line.cells.slice(from, from + half);
    return { ...line, cells, indents: line.indents.slice(from, from + half), single: filled(cells) <= 1 };
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
function splitCodes(placed: Placed[], names: string[][]): string[][] {
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
function mergeCurrencySigns(placed: Placed[], header: string[]): string[] {
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

export function layoutTable(allLines: readonly Line[]): { table: Table; layout: PdfLayout } {
  const lines = withoutFurniture(allLines);
  if (lines.length === 0) throw new FileError('pdf_empty_file');
  const pages = new Set(allLines.map((line) => line.page)).size;
  const found = placeLines(lines, columnsOf(lines));
  let { placed } = found;
  let header: string[] | undefined;
  if (found.names) {
    const read = sideBySide(placed, found.names);
    placed = read.placed;
    header = mergeCurrencySigns(placed, splitCodes(placed, read.names).map((names) => names.join(' ')));
  }
  let width = header?.length ?? Math.max(0, ...placed.map((line) => line.cells.length));
  const isHeader = (line: Placed) => line.header;
  const start = header ? Math.max(0, placed.findIndex(isHeader)) : 0;
  const data = placed.filter((line, index) => index >= start && !isHeader(line));
  let price = priceColumn(header, data, width);
  // Prices run into the names: split off, into the price column (one of their own when none).
  const glued = data.filter((line) => (price < 0 || (line.cells[price] ?? '') === '') && gluedPrice(line, price) !== undefined);
  if (price < 0 && glued.length >= Math.max(2, data.length / 2)) {
    price = width;
    width += 1;
    header = header ? [...header, ''] : undefined;
    for (const line of placed) line.cells.push('');
  }
  if (price >= 0) {
    for (const line of glued) {
      const found = gluedPrice(line, price);
      if (!found) continue;
      line.cells[found.column] = found.head;
      line.cells[price] = found.price;
    }
  }
  // A row's anchor: its price, or its amount in another column of amounts (a second price); in a
  // table without prices, a line over two columns or more.
  const amounts = price < 0 ? [] : [price, ...amountColumns(data, width).filter((column) => column !== price)];
  const isAnchor = (line: Placed) => (price >= 0 ? amounts.some((column) => amountOf(line.cells[column] ?? '') !== undefined) : width < 2 || filled(line.cells) >= 2);

  // Blocks: lines close together; a header line parts them too.
  const pitch = pitchOf(data);
  const rows: { cells: string[]; section: string }[] = [];
  const sections: string[] = [];
  let section = '';
  let fragments = 0;
  const segments: Placed[][] = [[]];
  for (const line of placed.slice(start)) {
    if (isHeader(line)) segments.push([]);
    else segments.at(-1)?.push(line);
  }
  // What stands just above the first header is the first section's heading.
  const before = header ? placed.slice(0, start) : [];
  const opening = before.length > 0 ? headingOf(blocksOf(before, pitch).at(-1) ?? []) : undefined;
  if (opening) section = opening;
  // A heading set larger than the rows, or across their columns, stands alone however close to them.
  const rowHeight = median(data.filter(isAnchor).map((line) => line.height));
  // So does a text alone where the prices stand.
  const inPrices = (line: Placed) => price >= 0 && filled(line.cells) === 1 && (line.cells[price] ?? '') !== '';
  const standsOut = (line: Placed) => line.single && !isAnchor(line) && (line.height > rowHeight * LARGER || isTitle(line) || inPrices(line)) && headingOf([line]) !== undefined;
  const blocks = segments.map((segment) => blocksOf(segment, pitch, standsOut));
  const alignment = alignmentOf(blocks.flat(), isAnchor);
  for (const segmentBlocks of blocks) {
    for (let block of segmentBlocks) {
      if (!block.some(isAnchor)) {
        const heading = headingOf(block);
        if (heading) section = heading;
        else fragments += block.length;
        continue;
      }
      // In a block of one-line rows, the last of the lines without a price above them is their heading.
      const leading = block.findIndex(isAnchor);
      const lead = block[leading - 1];
      if (lead && block.length - leading > 1 && block.slice(leading).every(isAnchor)) {
        const heading = headingOf([lead]);
        if (heading) {
          section = heading;
          fragments += leading - 1;
          block = block.slice(leading);
        }
      }
      if (section !== '' && !sections.includes(section)) sections.push(section);
      const owners = ownersOf(block, isAnchor, alignment);
      for (const [index, line] of block.entries()) {
        if (isAnchor(line)) rows.push({ cells: joined(block.filter((_, i) => owners[i] === index), width), section });
      }
    }
  }
  return finished(withoutTotals(rows), header, width, price, pages, fragments, sections);
}

/** Rows that sum the list up ('TOTAL DE ARTÍCULOS 446'): a total word, then amounts only. */
function withoutTotals<Row extends { cells: string[] }>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => {
    const [first = '', ...rest] = row.cells.filter((cell) => cell !== '');
    return !(isTotalLine(first) && rest.every((cell) => amountOf(cell) !== undefined));
  });
}

/** A price at the end of a line's last text before the price column, with that column. */
function gluedPrice(line: Placed, price: number): { column: number; head: string; price: string } | undefined {
  const last = price < 0 ? line.cells.length : price;
  for (let column = last - 1; column >= 0; column--) {
    const text = line.cells[column] ?? '';
    if (text === '') continue;
    const found = trailingPrice(text);
    return found ? { column, ...found } : undefined;
  }
  return undefined;
}

function finished(rows: readonly { cells: string[]; section: string }[], header: readonly string[] | undefined, width: number, price: number, pages: number, fragments: number, sections: readonly string[]): { table: Table; layout: PdfLayout } {
  // Columns that hold nothing (a picture column, a decoration) are dropped.
  const kept = Array.from({ length: width }, (_, column) => column).filter((column) => rows.some((row) => (row.cells[column] ?? '') !== ''));
  const names = kept.map((column) => header?.[column] || (column === price ? 'Price' : ''));
  const nameAt = nameColumn(kept, names, rows);
  if (!header && nameAt >= 0 && names[nameAt] === '') names[nameAt] = 'Name';
  const withSections = new Set(rows.map((row) => row.section)).size >= 2;
  const headers = uniqueHeaders(withSections ? [...names, 'Section'] : names);
  const tableRows = rows.map((row) => [...kept.map((column) => row.cells[column] ?? ''), ...(withSections ? [row.section] : [])]);
  const priceAt = kept.indexOf(price);
  const withoutName = nameAt < 0 ? rows.length : tableRows.filter((row) => (row[nameAt] ?? '') === '').length;
  const withoutPrice = priceAt < 0 ? 0 : tableRows.filter((row) => (row[priceAt] ?? '') === '').length;
  const mixed = kept.flatMap((column, at) => (at !== priceAt && isMixed(rows.map((row) => row.cells[column] ?? '')) ? [headers[at] as string] : []));
  const tolerated = Math.max(1, Math.floor(rows.length * 0.1));
  const layout: PdfLayout = {
    pages,
    columns: headers,
    name_column: nameAt >= 0 ? (headers[nameAt] ?? null) : null,
    price_column: priceAt >= 0 ? (headers[priceAt] ?? null) : null,
    sections: withSections ? [...sections] : [],
    rows_without_name: withoutName,
    rows_without_price: withoutPrice,
    mixed_columns: mixed,
    fragments,
    sure: rows.length > 0 && withoutName <= tolerated && withoutPrice <= tolerated && fragments <= tolerated && mixed.length === 0 && (header !== undefined || priceAt >= 0),
  };
  return { table: { headers, rows: tableRows }, layout };
}

/** The column naming the products: the one its header says so, else the one with the longest texts. */
function nameColumn(kept: readonly number[], names: readonly string[], rows: readonly { cells: string[] }[]): number {
  const named = names.findIndex((name) => name !== '' && namesProduct(meaningOf(name).words));
  if (named >= 0) return named;
  let best = -1;
  let longest = 0;
  kept.forEach((column, at) => {
    const letters = rows.reduce((sum, row) => sum + ((row.cells[column] ?? '').match(/\p{L}/gu)?.length ?? 0), 0);
    if (letters > longest) {
      longest = letters;
      best = at;
    }
  });
  return best;
}

/** A column holding amounts on some rows and sentences on others: its rows were not told apart. */
function isMixed(cells: readonly string[]): boolean {
  const full = cells.filter((cell) => cell !== '');
  if (full.length < 4) return false;
  const amounts = full.filter((cell) => isStatedAmount(cell)).length;
  const sentences = full.filter((cell) => cell.split(/\s+/).length >= 4).length;
  return amounts >= full.length * 0.25 && sentences >= full.length * 0.25;
}

