import ExcelJS from 'exceljs';
import { FileError } from '../errors.ts';
import { isBlankRow, type Table, uniqueHeaders } from './table.ts';
import { checkZip } from './zip-guard.ts';

/** Sheets that explain or list values rather than hold products. */
const NOT_PRODUCTS = /instruction|read ?me|lisez|notice|help|aide|guide|legend|l[ée]gende|lists?$|listes?|lookup|valeurs|values|param|config|settings|r[ée]glages|about|info/i;
/** A header row is looked for among the first rows of a sheet (title rows above it are skipped). */
const HEADER_SCAN_ROWS = 30;

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

function gridOf(sheet: ExcelJS.Worksheet): SheetGrid {
  const rows: string[][] = [];
  const textCells: boolean[][] = [];
  const rowIndex = new Map<number, number>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    const texts: string[] = [];
    const isText: boolean[] = [];
    for (let col = 1; col < values.length; col++) {
      const cell = cellText(values[col]);
      texts.push(cell.text);
      isText.push(cell.isText && cell.text !== '');
    }
    if (isBlankRow(texts)) return;
    rowIndex.set(rowNumber, rows.length);
    rows.push(texts);
    textCells.push(isText);
  });
  const merges: SheetGrid['merges'] = [];
  const model = (sheet as unknown as { _merges?: Record<string, { model: { top: number; left: number; bottom: number; right: number } }> })._merges;
  for (const range of Object.values(model ?? {})) {
    const { top, left, bottom, right } = range.model;
    const at = rowIndex.get(top);
    if (at !== undefined) merges.push([at, left - 1, at + (bottom - top), right - 1]);
  }
  return { name: sheet.name, rows, textCells, merges };
}

/** Loads a workbook after the zip checks; every failure of the container is `excel_malformed`. */
export async function loadWorkbook(buffer: Buffer): Promise<SheetGrid[]> {
  if (buffer.length === 0) throw new FileError('excel_empty_file');
  if (buffer.readUInt32LE(0) !== 0x04034b50) throw new FileError('excel_invalid_signature');
  const entries = await checkZip(buffer);
  if (!entries.some((name) => name.startsWith('xl/'))) throw new FileError('excel_invalid_signature', 'a zip but not a workbook');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw new FileError('excel_malformed', (error as Error).message);
  }
  return workbook.worksheets.map(gridOf);
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
  const { headers, dataStart } = headerNames(grid, headerAt, width);
  const rows = grid.rows
    .slice(dataStart)
    .map((row) => (row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? '')));
  return { headers, rows };
}
