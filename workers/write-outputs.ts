import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BatchResult, ResultRole } from '../domain/batch.ts';
import type { CellReason } from '../domain/cell-reasons.ts';
import type { DecimalMark } from '../domain/mapping.ts';
import type { Language } from '../domain/user.ts';
import type { ValueSource } from '../domain/values.ts';
import { csvRecord, safeCell, typedCell } from '../engine/enrich/cells.ts';
import type { OutputValue } from '../engine/enrich/types.ts';
import { meaningOf } from '../engine/lexicon/names.ts';
import { delimitedCell, languageMark, type OutputColumn, outputColumns } from './outputs/columns.ts';
import { writePdf } from './outputs/pdf.ts';

// Through require, as run-task.ts loads task files: exceljs takes ≈ 0.5 s of CPU to load, paid only by a thread writing an xlsx file.
const load = createRequire(import.meta.url);
const xlsxWriter = () => load('./outputs/xlsx.ts') as typeof import('./outputs/xlsx.ts');

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
  /** Each output field's unit or currency, as the template states it (a price's currency, printed in the PDF). */
  units?: (string | null)[];
  /**
   * The decimal mark of the input file's numbers, when it has one: a `;`-delimited file is opened by
   * a spreadsheet program of that convention, and its numbers are written so ('1,60', never '1.6',
   * which German Excel reads as a date); without one, the language's.
   */
  fileDecimal?: DecimalMark | null;
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
  role: Extract<ResultRole, 'channel' | 'validation'>;
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

export type OutputFile = BatchResult;

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

async function writeTable(file: string, table: Omit<OutputTable, 'name' | 'contentType' | 'role'>): Promise<void> {
  const lines = [table.header, ...table.rows].map((cells) => csvRecord(cells.map(table.formulaSafe ? safeCell : typedCell), table.delimiter));
  await fs.promises.writeFile(file, `${table.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, { mode: 0o600 });
}

/** The decimal mark of the template's own CSV: a `;`-delimited one follows the file's convention, else the language's; any other writes '.'. */
function csvMark(task: OutputsTask): DecimalMark {
  if (task.delimiter !== ';') return '.';
  return task.fileDecimal ?? languageMark(task.language ?? 'en');
}

function writeCsv(file: string, task: OutputsTask, columns: readonly OutputColumn[], withErrors: boolean): Promise<void> {
  const header = withErrors ? [...task.columns, 'Error'] : task.columns;
  const mark = csvMark(task);
  const rows = task.products.map((product) => {
    const values = product.values.map((value, index) => (columns[index] ? delimitedCell(columns[index], value, mark) : value));
    return withErrors ? [...values, product.error] : values;
  });
  // A BOM, so spreadsheet programs read UTF-8 accents correctly.
  return writeTable(file, { delimiter: task.delimiter, bom: true, formulaSafe: true, header, rows });
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
  const columns = outputColumns(
    task.columns,
    task.units,
    task.products.map((product) => product.values),
  );
  const titleColumn = task.columns.findIndex((column) => meaningOf(column).words.includes('name'));
  try {
    for (const { format, name } of own) {
      if (format === 'xlsx') await xlsxWriter().writeXlsx(temporary(name), task, columns, withErrors);
      else await writeCsv(temporary(name), task, columns, withErrors);
    }
    await writePdf(temporary(pdf), task, columns, titleColumn);
    for (const table of tables) await writeTable(temporary(table.name), table);
    // On disk before they take their names, and the names on disk: a crash never leaves a named file half written.
    for (const name of names) syncToDisk(temporary(name));
    for (const name of names) fs.renameSync(temporary(name), path.join(task.dir, name));
    syncToDisk(task.dir);
  } finally {
    for (const name of names) fs.rmSync(temporary(name), { force: true });
  }
  return [...own.map(({ format, name }) => ({ name, content_type: CONTENT_TYPES[format], role: 'products' as const })), { name: pdf, content_type: CONTENT_TYPES.pdf, role: 'catalogue' }, ...tables.map((table) => ({ name: table.name, content_type: table.contentType, role: table.role }))];
}
