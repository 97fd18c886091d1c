import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { type CellReason, reasonSentence } from '../domain/cell-reasons.ts';
import type { Language } from '../domain/user.ts';
import type { ValueSource } from '../domain/values.ts';
import { csvRecord, numericText, safeCell, typedCell } from '../engine/enrich/cells.ts';
import { htmlText } from '../engine/enrich/html-text.ts';
import type { OutputValue } from '../engine/enrich/types.ts';
import { meaningOf } from '../engine/lexicon/names.ts';

export interface OutputsTask {
  dir: string;
  /** File name without extension, already safe. */
  baseName: string;
  title: string;
  /** The template's own formats, each a file (csv, xlsx or both); the PDF is always written besides. */
  formats: readonly ('csv' | 'xlsx')[];
  delimiter: string;
  /** Output fields in mapping order. */
  columns: string[];
  /** The language the reasons are said in (whom started the run). */
  language?: Language;
  /**
   * `key`: the product's identifier or name; `sources`: each value's evidence, in column order;
   * `reasons`: why each empty or failed cell is so, `failed` which of them failed; `picture`: PNG or
   * JPEG bytes for the PDF, fetched by the main thread.
   */
  products: { key: string | null; values: OutputValue[]; sources: (ValueSource | null)[]; reasons?: (CellReason | null)[]; failed?: boolean[]; error: string | null; picture?: Uint8Array }[];
  /** Files beside them, written as delimited text: a channel's file, the validation report. */
  tables?: OutputTable[];
  /** The temporary files' suffix (`.<12 hex>.tmp`), given by a caller that removes them should the thread be killed. */
  tempSuffix?: string;
}

export interface OutputTable {
  name: string;
  contentType: string;
  delimiter: string;
  /** A byte-order mark, for spreadsheet programs; channels' importers want none. */
  bom: boolean;
  /**
   * Text starting like a formula written with a leading `'`, for a file people open in a spreadsheet
   * program; a channel's importer reads cells as data and would keep the `'`, so its file is written as is.
   */
  formulaSafe: boolean;
  header: string[];
  rows: OutputValue[][];
}

export interface OutputFile {
  name: string;
  content_type: string;
}

const CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** fsync of a file or a folder (its entries). */
function syncToDisk(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function writeTable(file: string, table: Omit<OutputTable, 'name' | 'contentType'>): Promise<void> {
  const lines = [table.header, ...table.rows].map((cells) => csvRecord(cells.map(table.formulaSafe ? safeCell : typedCell), table.delimiter));
  await fs.promises.writeFile(file, `${table.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, { mode: 0o600 });
}

function writeCsv(file: string, task: OutputsTask, withErrors: boolean): Promise<void> {
  const header = withErrors ? [...task.columns, 'Error'] : task.columns;
  const rows = task.products.map((product) => (withErrors ? [...product.values, product.error] : product.values));
  // A BOM, so spreadsheet programs read UTF-8 accents correctly.
  return writeTable(file, { delimiter: task.delimiter, bom: true, formulaSafe: true, header, rows });
}

/**
 * A product's row: numbers as numbers, and a number copied as plain text ('12.50') as a number shown
 * as written, so the spreadsheet sums and sorts it; other text as text.
 */
function addProductRow(sheet: ExcelJS.Worksheet, values: readonly OutputValue[]): void {
  const numbers = values.map((value) => (typeof value === 'string' ? numericText(value) : null));
  const row = sheet.addRow(values.map((value, index) => numbers[index]?.value ?? typedCell(value)));
  numbers.forEach((number, index) => {
    if (number) row.getCell(index + 1).numFmt = number.format;
  });
  row.commit();
}

async function writeXlsx(file: string, task: OutputsTask, withErrors: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(task.columns.map(typedCell)).commit();
  for (const product of task.products) addProductRow(sheet, product.values);
  sheet.commit();
  writeSourcesSheet(workbook.addWorksheet('Sources'), task);
  if (withErrors) {
    const errors = workbook.addWorksheet('Errors');
    errors.addRow(['Row', 'Error']).commit();
    task.products.forEach((product, index) => {
      if (product.error) errors.addRow([index + 1, typedCell(product.error)]).commit();
    });
    errors.commit();
  }
  await workbook.commit();
}

/** What a source says besides its kind and place: the value-list entry, the generator, the editor. */
function sourceDetail(source: ValueSource): string {
  switch (source.kind) {
    case 'value_list':
      return `${source.list}: ${source.code} — ${source.label}`;
    case 'generated':
      return [source.provider, source.model].filter(Boolean).join(' ');
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
function writeSourcesSheet(sheet: ExcelJS.Worksheet, task: OutputsTask): void {
  sheet.addRow(['Product', 'Field', 'Source', 'Column or URL', 'Quote', 'Detail', 'Reason']).commit();
  task.products.forEach((product, index) => {
    const name = product.key ?? `#${index + 1}`;
    task.columns.forEach((field, i) => {
      const source = product.sources[i];
      const reason = product.reasons?.[i];
      let cells: string[] | undefined;
      if (source) {
        const place = source.kind === 'web' ? source.url : source.kind === 'column' || source.kind === 'value_list' ? source.column : '';
        cells = [name, field, source.kind, place, source.kind === 'web' ? source.quote : '', sourceDetail(source), ''];
      } else if (reason) {
        const status = product.failed?.[i] ? 'failed' : 'empty';
        cells = [name, field, status, reason.column ?? '', reason.value ?? '', reasonSentence(reason, task.language), reason.code];
      }
      if (cells) sheet.addRow(cells.map(typedCell)).commit();
    });
  });
  sheet.commit();
}

/** A product's picture below its heading; one pdfkit cannot decode is left out, the product still prints. */
function drawPicture(doc: PDFKit.PDFDocument, picture: Uint8Array): void {
  try {
    doc.image(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength), { fit: [160, 160] });
    doc.moveDown(0.3);
  } catch {
    // Undecodable bytes behind a PNG or JPEG signature.
  }
}

function writePdf(file: string, task: OutputsTask): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: task.title } });
    const out = fs.createWriteStream(file, { mode: 0o600 });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
    doc.font('Helvetica-Bold').fontSize(18).text(task.title);
    doc.moveDown();
    const titleColumn = task.columns.findIndex((column) => meaningOf(column).words.includes('name'));
    task.products.forEach((product, index) => {
      const title = titleColumn >= 0 ? product.values[titleColumn] : null;
      const heading = title ?? product.values.find((value) => value !== null && value !== '') ?? `#${index + 1}`;
      doc.font('Helvetica-Bold').fontSize(12).text(htmlText(String(heading), ' '));
      if (product.picture) drawPicture(doc, product.picture);
      doc.font('Helvetica').fontSize(9);
      task.columns.forEach((column, i) => {
        const value = product.values[i];
        if (value === null || value === undefined || value === '' || i === titleColumn) return;
        // Generated or copied HTML is printed as the text it renders, one block a line.
        const text = typeof value === 'number' ? String(value) : htmlText(value);
        // The output field's name heads its value, as in a catalogue's specification block.
        doc.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text(column).fillColor('black');
        doc.font('Helvetica').fontSize(9).text(text).moveDown(0.3);
      });
      if (product.error) doc.fillColor('red').text(`Error: ${product.error}`).fillColor('black');
      doc.moveDown(0.8);
    });
    doc.end();
  });
}

/**
 * Piscina task: writes the run's output files (the template's formats, then the PDF catalogue), each
 * to a temporary name first and renamed over the old one once all are written, so a download never
 * sees half a file and a failure leaves the previous files whole.
 */
export default async function writeOutputs(task: OutputsTask): Promise<OutputFile[]> {
  fs.mkdirSync(task.dir, { recursive: true, mode: 0o700 });
  const withErrors = task.products.some((product) => product.error !== null);
  const own = task.formats.map((format) => ({ format, name: `${task.baseName}.${format}` }));
  const pdf = `${task.baseName}.pdf`;
  const tables = task.tables ?? [];
  const names = [...own.map((file) => file.name), pdf, ...tables.map((table) => table.name)];
  const suffix = task.tempSuffix ?? `.${randomBytes(6).toString('hex')}.tmp`;
  const temporary = (name: string) => path.join(task.dir, name + suffix);
  try {
    for (const { format, name } of own) {
      if (format === 'xlsx') await writeXlsx(temporary(name), task, withErrors);
      else await writeCsv(temporary(name), task, withErrors);
    }
    await writePdf(temporary(pdf), task);
    for (const table of tables) await writeTable(temporary(table.name), table);
    // On disk before they take their names, and the names on disk: a crash never leaves a named file half written.
    for (const name of names) syncToDisk(temporary(name));
    for (const name of names) fs.renameSync(temporary(name), path.join(task.dir, name));
    syncToDisk(task.dir);
  } finally {
    for (const name of names) fs.rmSync(temporary(name), { force: true });
  }
  return [
    ...own.map(({ format, name }) => ({ name, content_type: CONTENT_TYPES[format] })),
    { name: pdf, content_type: CONTENT_TYPES.pdf },
    ...tables.map((table) => ({ name: table.name, content_type: table.contentType })),
  ];
}
