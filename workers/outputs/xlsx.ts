import ExcelJS from 'exceljs';
import { fillMessage, ISSUE_MESSAGES } from '../../domain/cell-issues.ts';
import { reasonSentence } from '../../domain/cell-reasons.ts';
import type { ValueSource } from '../../domain/values.ts';
import { numericText, typedCell } from '../../engine/enrich/cells.ts';
import type { OutputValue } from '../../engine/enrich/types.ts';
import type { OutputsTask } from '../write-outputs.ts';
import { cellNumber, type OutputColumn, PRICE_DECIMALS } from './columns.ts';

/** Column widths, in characters: at least a short word's, at most what a screen shows beside others. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows a width is measured on: a long file's first ones say enough. */
const MEASURED_ROWS = 500;

/** The longest line of a cell's text, as shown. */
function shownLength(value: OutputValue): number {
  if (value === null) return 0;
  return Math.max(
    ...String(value)
      .split('\n')
      .map((line) => line.length),
  );
}

/** Widths fitting the header and the values of each column (set before any row of a streamed sheet). */
function fitWidths(sheet: ExcelJS.Worksheet, header: readonly string[], rows: readonly (readonly OutputValue[])[]): void {
  sheet.columns = header.map((name, index) => {
    let longest = name.length;
    for (const row of rows.slice(0, MEASURED_ROWS)) longest = Math.max(longest, shownLength(row[index] ?? null));
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
  });
}

/**
 * A product's cell: a code as text, whatever it looks like ('00123', 10234: Excel would drop zeros
 * and sum article numbers); numbers as numbers, and a number copied as plain text ('12.50') as a
 * number shown as written, so the spreadsheet sums and sorts it (a price with two decimals at least);
 * other text as text.
 */
function setCell(cell: ExcelJS.Cell, column: OutputColumn | undefined, value: OutputValue): void {
  if (column?.kind === 'code') {
    cell.value = value === null ? '' : String(value);
    cell.numFmt = '@';
    return;
  }
  const price = column?.kind === 'price' ? cellNumber(value) : null;
  if (price) {
    cell.value = price.value;
    cell.numFmt = `0.${'0'.repeat(Math.max(PRICE_DECIMALS, price.decimals))}`;
    return;
  }
  const number = typeof value === 'string' ? numericText(value) : null;
  cell.value = number?.value ?? typedCell(value);
  if (number) cell.numFmt = number.format;
}

function addProductRow(sheet: ExcelJS.Worksheet, columns: readonly OutputColumn[], values: readonly OutputValue[]): void {
  const row = sheet.addRow([]);
  values.forEach((value, index) => {
    setCell(row.getCell(index + 1), columns[index], value);
  });
  row.commit();
}

/** A sheet of text rows under a header, its widths fitted. */
function addTextSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, header: string[], rows: OutputValue[][]): void {
  const sheet = workbook.addWorksheet(name);
  fitWidths(sheet, header, rows);
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row.map(typedCell)).commit();
  sheet.commit();
}

export async function writeXlsx(file: string, task: OutputsTask, columns: readonly OutputColumn[], withErrors: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Products');
  fitWidths(
    sheet,
    task.columns,
    task.products.map((product) => product.values),
  );
  sheet.addRow(task.columns.map(typedCell)).commit();
  for (const product of task.products) addProductRow(sheet, columns, product.values);
  sheet.commit();
  addTextSheet(workbook, 'Sources', ['Product', 'Field', 'Source', 'Column or URL', 'Quote', 'Detail', 'Reason'], sourceLines(task));
  if (withErrors) {
    const errors = task.products.flatMap((product, index) => (product.error ? [[index + 1, product.error]] : []));
    addTextSheet(workbook, 'Errors', ['Row', 'Error'], errors);
  }
  await workbook.commit();
}

/** What a source says besides its kind and place: the value-list entry, the generator (and a text from the name alone), the editor. */
function sourceDetail(source: ValueSource, field: string): string {
  switch (source.kind) {
    case 'value_list':
      return `${source.list}: ${source.code} — ${source.label}`;
    case 'generated':
      return [source.provider, source.model, source.from_name && fillMessage(ISSUE_MESSAGES.name_only, { field })].filter(Boolean).join(' ');
    case 'manual':
      return `${source.user}, ${source.at}`;
    case 'default':
      return source.value;
    default:
      return '';
  }
}

/**
 * One line per value with evidence — product, field, source kind, column or URL, quote, detail — and
 * per empty or failed cell with its reason: 'empty' or 'failed', the column it looked at, that cell's
 * text, the sentence saying why, and the reason's code.
 */
function sourceLines(task: OutputsTask): string[][] {
  const lines: string[][] = [];
  task.products.forEach((product, index) => {
    const name = product.key ?? `#${index + 1}`;
    task.columns.forEach((field, i) => {
      const source = product.sources[i];
      const reason = product.reasons?.[i];
      if (source) {
        const place = source.kind === 'web' ? source.url : source.kind === 'column' || source.kind === 'value_list' ? source.column : '';
        lines.push([name, field, source.kind, place, source.kind === 'web' ? source.quote : '', sourceDetail(source, field), source.kind === 'generated' && source.from_name ? 'name_only' : '']);
      } else if (reason) {
        const status = product.failed?.[i] ? 'failed' : 'empty';
        lines.push([name, field, status, reason.column ?? '', reason.value ?? '', reasonSentence(reason, task.language), reason.code]);
      }
    });
  });
  return lines;
}
