/**
 * The workbook reader Fiche had before its own (engine/parsers/xlsx-sheet.ts): exceljs's streaming
 * reader driven over the parts the zip guard opens, each cell turned into text by `cellText`. Kept
 * here only as the reference the new reader is compared with on generated workbooks.
 */
import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import ExcelJS from 'exceljs';
import { FileError } from '../../engine/errors.ts';
import { isBlankRow } from '../../engine/parsers/table.ts';
import { MAX_CELLS, type SheetGrid } from '../../engine/parsers/xlsx.ts';
import { type CheckedZip, openZip } from '../../engine/parsers/zip-guard.ts';

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
    return {
      text: value.richText
        .map((part) => part.text)
        .join('')
        .trim(),
      isText: true,
    };
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) {
    const text = (value as ExcelJS.CellHyperlinkValue).text as unknown;
    return text ? cellText(text as ExcelJS.CellValue) : { text: String(value.hyperlink), isText: true };
  }
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

function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** The sheet part's text passed through unchanged, its merged ranges collected on the way. */
async function* collectingMerges(stream: Readable, refs: string[]): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of stream as AsyncIterable<string>) {
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

/** A workbook's sheets as the former reader gave them. */
export async function exceljsGrids(buffer: Buffer): Promise<SheetGrid[]> {
  const zip = await openZip(buffer);
  const options = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(ReadableStream.from([]), options) as unknown as StreamingReader;
  await reader._parseWorkbook(zip.open('xl/workbook.xml'));
  await reader._parseRels(zip.open('xl/_rels/workbook.xml.rels'));
  if (zip.has('xl/styles.xml')) await reader._parseStyles(zip.open('xl/styles.xml'));
  reader.sharedStrings = [];
  if (zip.has('xl/sharedStrings.xml')) for await (const _ of reader._parseSharedStrings(zip.open('xl/sharedStrings.xml')));
  const grids: SheetGrid[] = [];
  const read = { cells: 0 };
  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (target) grids.push(await readGrid(reader, zip, sheet.name, partPath(target), read));
  }
  return grids;
}
