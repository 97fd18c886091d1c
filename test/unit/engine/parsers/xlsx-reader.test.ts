import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import t from 'tap';
import { loadWorkbook } from '../../../../engine/parsers/xlsx.ts';
import { exceljsGrids } from '../../../helpers/exceljs-grid.ts';

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Next = () => number;
const pick = <T>(next: Next, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const TEXTS = ['Chaise', '  padded  ', 'a & b', '<b>bold</b>', '"quoted"', "l'été", 'tab\there', 'line\nbreak', 'crlf\r\nline', 'emoji 😀', '漢字', 'Ω≈ç', '_x000D_ kept', ' ', '', '0042', 'x > y', 'n°12 « été »'];
/** Written as text, these look like entities: exceljs decodes formula results and `str` cells twice, so they go only where it reads them once (shared strings). */
const ENTITY_LIKE = ['&amp;', '&#233;', '&lt;b&gt;'];
const NUMBERS = [0, 1, -1, 12.5, 0.1 + 0.2, 1234567890123, 4006381333931, 1e21, 1e-7, -0.5, 45000.25, 3.5];
/** Custom and built-in number formats, dates and not (exceljs maps the built-in ones to their ids). */
const FORMATS = ['0.00', '#,##0 "kg"', 'dd/mm/yyyy', 'yyyy-mm-dd hh:mm:ss', '[h]:mm', 'mmm-yy', '0%', '@', '[$€-40C] #,##0.00', 'General', 'd-mmm', 'h:mm AM/PM', 'mm:ss', 'mm-dd-yy', '[Red]0.0'];
const ERRORS = ['#N/A', '#DIV/0!', '#REF!', '#VALUE!'];
const SHEET_NAMES = ['Produits', 'Prix & tarifs', 'Liste <A>', "Feuille d'été", 'Données 2024', 'Lists'];

interface Mode {
  sharedStrings: boolean;
}

function text(next: Next, mode: Mode): string {
  const pieces = mode.sharedStrings ? [...TEXTS, ...ENTITY_LIKE] : TEXTS;
  let value = '';
  const count = 1 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) value += pick(next, pieces);
  return value;
}

function date(next: Next): Date {
  const day = Date.UTC(1990 + Math.floor(next() * 50), Math.floor(next() * 12), 1 + Math.floor(next() * 28));
  return new Date(next() < 0.5 ? day : day + Math.floor(next() * 86_400) * 1000);
}

function formula(next: Next, mode: Mode): ExcelJS.CellValue {
  const results: ExcelJS.CellFormulaValue['result'][] = [pick(next, NUMBERS), pick(next, TEXTS), next() < 0.5, { error: pick(next, ERRORS) as ExcelJS.CellErrorValue['error'] }, date(next)];
  const result = next() < 0.1 ? undefined : pick(next, results);
  // exceljs writes a formula with a text result as `str`, read back decoded twice.
  if (typeof result === 'string' && !mode.sharedStrings && /&\w*;/.test(result)) return { formula: 'A1', result: 1 };
  return { formula: 'A1&B1', result } as ExcelJS.CellValue;
}

/** Rich text; written inline (no shared strings), exceljs reads back only its last run, so one run then. */
function richText(next: Next, mode: Mode): ExcelJS.CellValue {
  const runs = mode.sharedStrings ? 1 + Math.floor(next() * 3) : 1;
  return { richText: Array.from({ length: runs }, () => ({ text: text(next, mode), font: next() < 0.5 ? { bold: true } : { italic: true, color: { argb: 'FFFF0000' } } })) };
}

/** A cell's value, with the number format to give it (when any). */
function cell(next: Next, mode: Mode): { value: ExcelJS.CellValue; format?: string } {
  const kind = next();
  if (kind < 0.15) return { value: null };
  if (kind < 0.38) return { value: text(next, mode) };
  if (kind < 0.5) return { value: pick(next, NUMBERS) };
  if (kind < 0.6) return { value: pick(next, NUMBERS) + Math.floor(next() * 50_000), format: pick(next, FORMATS) };
  if (kind < 0.65) return { value: next() < 0.5 };
  if (kind < 0.72) return { value: date(next) };
  if (kind < 0.8) return { value: formula(next, mode) };
  if (kind < 0.84) return { value: { error: pick(next, ERRORS) } as ExcelJS.CellValue };
  if (kind < 0.92) return { value: richText(next, mode) };
  return { value: { text: text(next, mode), hyperlink: `https://example.com/p?a=1&b=${Math.floor(next() * 100)}` } };
}

/** The part of a sheet the generator writes to, the same on a workbook's sheet and a streaming writer's. */
interface WrittenSheet {
  getCell(row: number, column: number): ExcelJS.Cell;
  mergeCells(top: number, left: number, bottom: number, right: number): void;
}

function fillSheet(sheet: WrittenSheet, next: Next, mode: Mode): void {
  const rows = Math.floor(next() * 25);
  for (let r = 1; r <= rows; r++) {
    const blank = next() < 0.1;
    const width = next() < 0.08 ? 40 + Math.floor(next() * 30) : Math.floor(next() * 12);
    for (let c = 1; c <= width; c++) {
      const { value, format } = blank ? { value: next() < 0.5 ? null : ' ' } : cell(next, mode);
      if (value === null) continue;
      const target = sheet.getCell(r, c);
      target.value = value;
      if (format) target.numFmt = format;
    }
    if (next() < 0.03) sheet.getCell(r, 200 + Math.floor(next() * 100)).value = 'far right';
  }
  // Merges over disjoint bands of three rows, so that they never overlap.
  for (let top = 1; top + 1 <= rows; top += 3) {
    if (next() < 0.6) continue;
    const left = 1 + Math.floor(next() * 5);
    const bottom = top + Math.floor(next() * 2);
    const right = left + (bottom === top ? 1 : 0) + Math.floor(next() * 2);
    sheet.mergeCells(top, left, bottom, right);
  }
}

function sheetName(seed: number, s: number): string {
  return `${SHEET_NAMES[(seed + s) % SHEET_NAMES.length]} ${s}`;
}

/** Shared strings, in half of them the 1904 date system: what `Workbook.xlsx` writes. */
async function sharedStringsWorkbook(seed: number, next: Next): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (seed % 4 === 0) workbook.properties.date1904 = true;
  const sheets = 1 + Math.floor(next() * 3);
  for (let s = 0; s < sheets; s++) fillSheet(workbook.addWorksheet(sheetName(seed, s)), next, { sharedStrings: true });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Strings in the cells (`str`, rich text as `inlineStr`): what exceljs's streaming writer writes without shared strings. */
async function inlineStringsWorkbook(seed: number, next: Next): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheets = 1 + Math.floor(next() * 3);
  for (let s = 0; s < sheets; s++) {
    const sheet = writer.addWorksheet(sheetName(seed, s));
    fillSheet(sheet as unknown as WrittenSheet, next, { sharedStrings: false });
    sheet.commit();
  }
  await writer.commit();
  return Buffer.concat(chunks);
}

function generatedWorkbook(seed: number): Promise<Buffer> {
  const next = random(seed);
  return seed % 2 === 0 ? sharedStringsWorkbook(seed, next) : inlineStringsWorkbook(seed, next);
}

t.test('reads every generated workbook as the exceljs streaming reader did', async (t) => {
  let cells = 0;
  let merges = 0;
  for (let seed = 1; seed <= 300; seed++) {
    const file = await generatedWorkbook(seed);
    const expected = await exceljsGrids(file);
    const actual = await loadWorkbook(file);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      t.same(actual, expected, `seed ${seed}`);
      return;
    }
    for (const grid of actual) {
      merges += grid.merges.length;
      for (const row of grid.rows) cells += row.length;
    }
  }
  t.ok(cells > 20_000 && merges > 100, `300 workbooks read alike (${cells} cells, ${merges} merged ranges)`);
});

t.test('reads the test fixtures and a 5,000-row product workbook as exceljs did', async (t) => {
  const { productWorkbook } = await import('../../../fixtures/xlsx.ts');
  for (const file of [await productWorkbook(5000), await productWorkbook(30, { titleRows: false })]) {
    t.same(await loadWorkbook(file), await exceljsGrids(file));
  }
});
