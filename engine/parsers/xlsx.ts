import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FileError } from '../errors.ts';
import { checkColumns, isBlankRow, type Table, uniqueHeaders } from './table.ts';
import { type CheckedZip, openZip } from './zip-guard.ts';

/** Sheets that explain or list values rather than hold products. */
const NOT_PRODUCTS = /instruction|read ?me|lisez|notice|help|aide|guide|legend|l[ée]gende|lists?$|listes?|lookup|valeurs|values|param|config|settings|r[ée]glages|about|info/i;
/** A header row is looked for among the first rows of a sheet (title rows above it are skipped). */
const HEADER_SCAN_ROWS = 30;
/**
 * Cells kept from a whole workbook, each row counted at its full width (the empty cells before its
 * last one included). A 5 MB workbook of real products holds under a million; a small zip can
 * declare rows 16,384 cells wide or millions of cells, which would exhaust the worker's heap
 * before any other check saw them.
 */
export const MAX_CELLS = 2_000_000;

/** One sheet as strings, with which cells held text (a header row is mostly text). */
export interface SheetGrid {
  name: string;
  rows: string[][];
  textCells: boolean[][];
  /** Merged ranges as [top, left, bottom, right], 0-based, within `rows`. */
  merges: [number, number, number, number][];
}

function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}

/** A cell's value as shown: formulas as their results, dates as ISO strings, rich text joined. */
export function cellText(value: ExcelJS.CellValue): { text: string; isText: boolean } {
  if (value === null || value === undefined) return { text: '', isText: false };
  if (typeof value === 'string') return { text: value.trim(), isText: true };
  if (typeof value === 'number') return { text: Number.isFinite(value) ? String(value) : '', isText: false };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', isText: false };
  if (value instanceof Date) return { text: isoDate(value), isText: false };
  if ('richText' in value && Array.isArray(value.richText)) {
    return { text: value.richText.map((part) => part.text).join('').trim(), isText: true };
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) {
    const text = (value as ExcelJS.CellHyperlinkValue).text as unknown;
    return text ? cellText(text as ExcelJS.CellValue) : { text: String(value.hyperlink), isText: true };
  }
  if ('error' in value) return { text: '', isText: false };
  return { text: '', isText: false };
}

/** The parts of exceljs's streaming reader driven here, so that each part is read once, in this order. */
interface StreamingReader {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: AsyncIterable<string>, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** A sheet part's path in the zip from its relationship target (relative to xl/, or absolute). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * The sheet part's text passed through unchanged, its merged ranges ("A1:C2") collected on the way:
 * they follow the rows, which the streaming reader reads but does not report.
 */
async function* collectingMerges(stream: Readable, refs: string[]): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of stream as AsyncIterable<string>) {
    // A tag cut across two chunks is carried over to the next one.
    const text = carry + chunk;
    const at = text.lastIndexOf('<');
    const scan = at === -1 ? text : text.slice(0, at);
    carry = at === -1 ? '' : text.slice(at);
    if (scan.includes('mergeCell')) {
      for (const match of scan.matchAll(/<(?:\w+:)?mergeCell\s+ref="([A-Z]+[0-9]+):([A-Z]+[0-9]+)"/g)) refs.push(`${match[1]}:${match[2]}`);
    }
    yield chunk;
  }
}

function decodeRef(ref: string): { row: number; col: number } {
  const match = /^([A-Z]+)([0-9]+)$/.exec(ref);
  if (!match) return { row: 0, col: 0 };
  let col = 0;
  for (const letter of match[1] as string) col = col * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]), col };
}

/** One sheet as strings, its rows streamed (only the strings are kept, never exceljs's row objects). */
async function readGrid(reader: StreamingReader, zip: CheckedZip, name: string, part: string, read: { cells: number }): Promise<SheetGrid> {
  const sheetNo = /sheet(\d+)\.xml$/.exec(part)?.[1] ?? '0';
  const mergeRefs: string[] = [];
  const [event] = [...reader._parseWorksheet(collectingMerges(zip.open(part), mergeRefs), sheetNo)];
  const rows: string[][] = [];
  const textCells: boolean[][] = [];
  const rowIndex = new Map<number, number>();
  for await (const row of event?.value ?? []) {
    const values = row.values as ExcelJS.CellValue[];
    read.cells += Math.max(0, values.length - 1);
    if (read.cells > MAX_CELLS) throw new FileError('file_too_complex', `more than ${MAX_CELLS} cells`);
    const texts: string[] = [];
    const isText: boolean[] = [];
    for (let col = 1; col < values.length; col++) {
      const cell = cellText(values[col]);
      texts.push(cell.text);
      isText.push(cell.isText && cell.text !== '');
    }
    if (isBlankRow(texts)) continue;
    rowIndex.set(row.number, rows.length);
    rows.push(texts);
    textCells.push(isText);
  }
  const merges: SheetGrid['merges'] = [];
  for (const ref of mergeRefs) {
    const [from = '', to = ''] = ref.split(':');
    const top = decodeRef(from);
    const bottom = decodeRef(to);
    const at = rowIndex.get(top.row);
    if (at !== undefined && top.col > 0) merges.push([at, top.col - 1, at + (bottom.row - top.row), bottom.col - 1]);
  }
  return { name, rows, textCells, merges };
}

async function readSheets(zip: CheckedZip): Promise<SheetGrid[]> {
  const options = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), options) as unknown as StreamingReader;
  for (const part of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']) {
    if (!zip.has(part)) throw new FileError('excel_malformed', `${part} is missing`);
  }
  await reader._parseWorkbook(zip.open('xl/workbook.xml'));
  await reader._parseRels(zip.open('xl/_rels/workbook.xml.rels'));
  // Styles tell which numbers are dates; shared strings hold most texts. Both before any sheet.
  if (zip.has('xl/styles.xml')) await reader._parseStyles(zip.open('xl/styles.xml'));
  reader.sharedStrings = [];
  if (zip.has('xl/sharedStrings.xml')) for await (const _ of reader._parseSharedStrings(zip.open('xl/sharedStrings.xml')));
  const grids: SheetGrid[] = [];
  const read = { cells: 0 };
  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) continue;
    const part = partPath(target);
    if (!zip.has(part)) throw new FileError('excel_malformed', `${part} is missing`);
    grids.push(await readGrid(reader, zip, sheet.name, part, read));
  }
  return grids;
}

/**
 * Reads a workbook after the zip checks, streaming each sheet once with exceljs's streaming reader;
 * every failure of the container is `excel_malformed`.
 */
export async function loadWorkbook(buffer: Buffer): Promise<SheetGrid[]> {
  if (buffer.length === 0) throw new FileError('excel_empty_file');
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw new FileError('excel_invalid_signature');
  const zip = await openZip(buffer);
  if (!zip.names.some((name) => name.startsWith('xl/'))) throw new FileError('excel_invalid_signature', 'a zip but not a workbook');
  try {
    return await readSheets(zip);
  } catch (error) {
    if (error instanceof FileError) throw error;
    throw new FileError('excel_malformed', (error as Error).message);
  }
}

function filledCount(row: readonly string[]): number {
  let n = 0;
  for (const cell of row) if (cell !== '') n++;
  return n;
}

/**
 * The header row: the first row, among the first ones, that is filled at least half as wide as the
 * widest row and is mostly text. Title rows (one cell) and data rows (numbers) are passed over.
 */
export function findHeaderRow(grid: SheetGrid): number {
  const scanned = grid.rows.slice(0, HEADER_SCAN_ROWS);
  const widest = scanned.reduce((max, row) => Math.max(max, filledCount(row)), 0);
  for (let i = 0; i < scanned.length; i++) {
    const row = scanned[i] ?? [];
    const filled = filledCount(row);
    const text = (grid.textCells[i] ?? []).filter(Boolean).length;
    if (filled >= Math.max(1, Math.ceil(widest / 2)) && text >= filled * 0.7) return i;
  }
  return -1;
}

/**
 * Header names, with merged header cells handled: a cell merged across columns over a row of
 * sub-headers becomes "Group Sub"; otherwise the merged text repeats and is numbered as a duplicate.
 */
function headerNames(grid: SheetGrid, at: number, width: number): { headers: string[]; dataStart: number } {
  const row = grid.rows[at] ?? [];
  const names = Array.from({ length: width }, (_, i) => row[i] ?? '');
  const horizontal = grid.merges.filter(([top, left, , right]) => top === at && right > left);
  const below = grid.rows[at + 1];
  const belowIsHeader =
    horizontal.length > 0 &&
    below !== undefined &&
    horizontal.every(([, left, , right]) => {
      for (let col = left; col <= right; col++) if (!grid.textCells[at + 1]?.[col]) return false;
      return true;
    });
  if (!belowIsHeader || !below) return { headers: uniqueHeaders(names), dataStart: at + 1 };
  for (const [, left, , right] of horizontal) {
    for (let col = left; col <= right; col++) names[col] = `${row[left] ?? ''} ${below[col] ?? ''}`.trim();
  }
  for (let col = 0; col < width; col++) if (names[col] === '' && below[col]) names[col] = below[col] ?? '';
  return { headers: uniqueHeaders(names), dataStart: at + 2 };
}

/** Rows × widest row: the product sheet is the one that holds the most. */
function sheetScore(grid: SheetGrid): number {
  const width = grid.rows.reduce((max, row) => Math.max(max, filledCount(row)), 0);
  return grid.rows.length * width;
}

/** Chooses the product sheet and turns it into a table. */
export function productTable(grids: SheetGrid[]): Table {
  const withData = grids.filter((grid) => grid.rows.length > 0);
  if (withData.length === 0) throw new FileError('excel_no_data');
  const products = withData.filter((grid) => !NOT_PRODUCTS.test(grid.name));
  if (products.length === 0) throw new FileError('excel_no_product_sheets');
  const ranked = [...products].sort((a, b) => sheetScore(b) - sheetScore(a));
  const grid = ranked.find((candidate) => findHeaderRow(candidate) !== -1);
  if (!grid) throw new FileError('excel_no_headers');
  return gridTable(grid, findHeaderRow(grid));
}

export function gridTable(grid: SheetGrid, headerAt: number): Table {
  const width = grid.rows.slice(headerAt).reduce((max, row) => Math.max(max, row.length), 0);
  // Its rows already count towards MAX_CELLS; the other sheets may be wider (only this one is a table).
  checkColumns(width);
  const { headers, dataStart } = headerNames(grid, headerAt, width);
  const rows = grid.rows
    .slice(dataStart)
    .map((row) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? '')));
  return { headers, rows };
}
