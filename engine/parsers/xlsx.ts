import { FileError } from '../errors.ts';
import { isHelpSheet } from '../lexicon/index.ts';
import { checkColumns, type Table, uniqueHeaders } from './table.ts';
import { readDateStyles, readRelsPart, readSharedStrings, readWorkbookPart } from './xlsx-parts.ts';
import { readSheetGrid, type SheetContext, type SheetGrid } from './xlsx-sheet.ts';
import { type CheckedZip, openZip } from './zip-guard.ts';

export { MAX_CELLS, type SheetGrid } from './xlsx-sheet.ts';

/** A header row is looked for among the first rows of a sheet (title rows above it are skipped). */
const HEADER_SCAN_ROWS = 30;

/** A sheet part's path in the zip from its relationship target (relative to xl/, or absolute). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

async function readSheets(zip: CheckedZip): Promise<SheetGrid[]> {
  for (const part of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']) {
    if (!zip.has(part)) throw new FileError('excel_malformed', `${part} is missing`);
  }
  const workbook = await readWorkbookPart(zip.open('xl/workbook.xml'));
  const targets = await readRelsPart(zip.open('xl/_rels/workbook.xml.rels'));
  // Styles tell which numbers are dates; shared strings hold most texts. Both before any sheet.
  const context: SheetContext = {
    dateStyles: zip.has('xl/styles.xml') ? await readDateStyles(zip.open('xl/styles.xml')) : [],
    sharedStrings: zip.has('xl/sharedStrings.xml') ? await readSharedStrings(zip.open('xl/sharedStrings.xml')) : [],
    date1904: workbook.date1904,
    read: { cells: 0 },
  };
  const grids: SheetGrid[] = [];
  for (const sheet of workbook.sheets) {
    const target = targets.get(sheet.rId);
    if (!target) continue;
    const part = partPath(target);
    if (!zip.has(part)) throw new FileError('excel_malformed', `${part} is missing`);
    grids.push(await readSheetGrid(zip.open(part), sheet.name, context));
  }
  return grids;
}

/**
 * Reads a workbook after the zip checks, streaming each part once through our own reader of its
 * XML (engine/parsers/xlsx-sheet.ts; a test holds it to exceljs's streaming reader on generated
 * workbooks); every failure of the container is `excel_malformed`.
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
  const products = withData.filter((grid) => !isHelpSheet(grid.name));
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
  const rows = grid.rows.slice(dataStart).map((row) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? '')));
  return { headers, rows };
}
