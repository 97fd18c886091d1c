import type { PdfLayout } from '../../../domain/files.ts';
import { FileError } from '../../errors.ts';
import { meaningOf, namesProduct } from '../../lexicon/names.ts';
import { type Table, uniqueHeaders } from '../table.ts';
import { amountOf, isStatedAmount, isTotalLine, trailingPrice } from './amounts.ts';
import { alignmentOf, blocksOf, headingOf, joined, ownersOf, pitchOf } from './blocks.ts';
import { columnsOf } from './grid.ts';
import { filled, mergeCurrencySigns, type Placed, placeLines, sideBySide, splitCodes } from './placed.ts';
import { inReadingOrder } from './regions.ts';
import { bySize, sizesOf } from './sizes.ts';
import { type Line, withoutFurniture } from './text-lines.ts';

/**
 * A price list or catalogue PDF read as a person reads it (docs/pdf.md): columns from text aligned
 * over many lines; the header row, dropped where it repeats; lines grouped in blocks by the space
 * between them, each block's lines merged into the row of its price (a name on three lines beside
 * one price is one product); a heading above a block or a header starts a section, written in a
 * `Section` column; a price run into the name split off; columns that hold nothing dropped. What it
 * could not place is counted, and a layout it is unsure of says so.
 */

/** A heading set this much larger than the rows stands out of them. */
const LARGER = 1.15;
/** A title set in from its column's edge by more than so many font sizes. */
const TITLE_INDENT = 2;
/** Columns of amounts under size labels: at least this share of their cells amounts (the labels are not). */
const SIZED = 0.5;
/** A headerless column of numbers alone, at least this share of them, is the price. */
const BARE_PRICES = 0.9;

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

/** The columns mostly holding amounts (three in four of their cells, or the `share` given). */
function amountColumns(data: readonly Placed[], width: number, share = 0.75): number[] {
  return Array.from({ length: width }, (_, column) => column).filter((column) => {
    const cells = data.map((line) => line.cells[column] ?? '').filter((cell) => cell !== '');
    return cells.length >= 2 && cells.filter((cell) => amountOf(cell) !== undefined).length >= cells.length * share;
  });
}

export function layoutTable(allLines: readonly Line[]): { table: Table; layout: PdfLayout } {
  const lines = inReadingOrder(withoutFurniture(allLines));
  if (lines.length === 0) throw new FileError('pdf_empty_file');
  const pages = new Set(allLines.map((line) => line.page)).size;
  const found = placeLines(lines, columnsOf(lines));
  let { placed } = found;
  let header: string[] | undefined;
  if (found.names) {
    const read = sideBySide(placed, found.names);
    placed = read.placed;
    header = mergeCurrencySigns(
      placed,
      splitCodes(placed, read.names).map((names) => names.join(' ')),
    );
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
  const rows: { cells: string[]; section: string; sizes?: Map<number, string> }[] = [];
  let sizes: Map<number, string> | undefined;
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
  // A line of size labels over the amounts stands alone too.
  const sized = price < 0 ? [] : amountColumns(data, width, SIZED);
  const sizesAt = (line: Placed) => (sized.length >= 2 ? sizesOf(line, sized) : undefined);
  const blocks = segments.map((segment) => blocksOf(segment, pitch, (line) => standsOut(line) || sizesAt(line) !== undefined));
  const alignment = alignmentOf(blocks.flat(), isAnchor);
  for (const segmentBlocks of blocks) {
    for (let block of segmentBlocks) {
      const named = block.length === 1 && block[0] ? sizesAt(block[0]) : undefined;
      if (named) {
        sizes = named;
        continue;
      }
      if (!block.some(isAnchor)) {
        const heading = headingOf(block);
        if (heading) {
          section = heading;
          sizes = undefined;
        } else fragments += block.length;
        continue;
      }
      // In a block of one-line rows, the last of the lines without a price above them is their heading.
      const leading = block.findIndex(isAnchor);
      const lead = block[leading - 1];
      if (lead && block.length - leading > 1 && block.slice(leading).every(isAnchor)) {
        const heading = headingOf([lead]);
        if (heading) {
          section = heading;
          sizes = undefined;
          fragments += leading - 1;
          block = block.slice(leading);
        }
      }
      if (section !== '' && !sections.includes(section)) sections.push(section);
      const owners = ownersOf(block, isAnchor, alignment);
      for (const [index, line] of block.entries()) {
        if (isAnchor(line))
          rows.push({
            cells: joined(
              block.filter((_, i) => owners[i] === index),
              width,
            ),
            section,
            sizes,
          });
      }
    }
  }
  return finished(bySize(withoutTotals(rows), price), header, width, price, pages, fragments, sections);
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

function finished(rows: readonly { cells: string[]; section: string; size: string }[], header: readonly string[] | undefined, width: number, price: number, pages: number, fragments: number, sections: readonly string[]): { table: Table; layout: PdfLayout } {
  // Columns that hold nothing (a picture column, a decoration) are dropped.
  const kept = Array.from({ length: width }, (_, column) => column).filter((column) => rows.some((row) => (row.cells[column] ?? '') !== ''));
  const names = kept.map((column) => header?.[column] || (column === price ? 'Price' : ''));
  const nameAt = nameColumn(kept, names, rows);
  if (!header && nameAt >= 0 && names[nameAt] === '') names[nameAt] = 'Name';
  const withSections = new Set(rows.map((row) => row.section)).size >= 2;
  // The unit a price is per ('40/kg', '6.00 per dozen', '3,20 € le kg'): a column of its own, for a price-unit field.
  const unitOf = (row: { cells: string[] }) => (price >= 0 ? (amountOf(row.cells[price] ?? '')?.per ?? '') : '');
  const withUnits = rows.some((row) => unitOf(row) !== '');
  // Sizes, when prices are by size: the option each row is sold in.
  const withSizes = rows.some((row) => row.size !== '');
  const headers = uniqueHeaders([...names, ...(withSizes ? ['Size'] : []), ...(withUnits ? ['Unit'] : []), ...(withSections ? ['Section'] : [])]);
  const tableRows = rows.map((row) => [...kept.map((column) => row.cells[column] ?? ''), ...(withSizes ? [row.size] : []), ...(withUnits ? [unitOf(row)] : []), ...(withSections ? [row.section] : [])]);
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
