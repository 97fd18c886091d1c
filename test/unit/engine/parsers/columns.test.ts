import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import t from 'tap';
import { parseCsv } from '../../../../engine/parsers/csv.ts';
import { CsvTooWideError, csvRecords } from '../../../../engine/parsers/csv-records.ts';
import { parsePdf } from '../../../../engine/parsers/pdf.ts';
import { MAX_COLUMNS } from '../../../../engine/parsers/table.ts';
import { loadWorkbook, productTable } from '../../../../engine/parsers/xlsx.ts';
import { workbookBytes } from '../../../fixtures/xlsx.ts';
import { refusal } from '../../../helpers/refusal.ts';

/** A CSV `width` columns wide: a header and `rows` rows. */
function wideCsv(width: number, rows = 3): Buffer {
  const line = (prefix: string) => Array.from({ length: width }, (_, i) => `${prefix}${i + 1}`).join(',');
  return Buffer.from([line('Column name '), ...Array.from({ length: rows }, (_, r) => line(`v${r}-`))].join('\n'));
}

async function wideWorkbook(width: number, extra?: { name: string; width: number }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(Array.from({ length: width }, (_, i) => `Name ${i + 1}`));
  for (let r = 0; r < 3; r++) sheet.addRow(Array.from({ length: width }, (_, i) => `v${r}-${i}`));
  if (extra) {
    const other = workbook.addWorksheet(extra.name);
    for (let r = 0; r < 3; r++) other.addRow(Array.from({ length: extra.width }, (_, i) => `Value ${r}-${i}`));
  }
  return workbookBytes(workbook);
}

/** A page as wide as `width` columns of small text, a header line and three rows. */
function widePdf(width: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: [width * 16 + 40, 200], margin: 10, compress: true });
  doc.font('Helvetica').fontSize(4);
  for (let line = 0; line < 4; line++) {
    for (let i = 0; i < width; i++) doc.text(line === 0 ? `H${i}` : `${line}.${i}`, 20 + i * 16, 20 + line * 10, { lineBreak: false });
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

const refused = (fn: () => unknown) => refusal(Promise.resolve().then(fn));

t.test('CSV: the cap is on every line, and a header too wide stops the reading at once', async (t) => {
  t.equal(MAX_COLUMNS, 1000);
  t.equal(parseCsv(wideCsv(MAX_COLUMNS)).headers.length, MAX_COLUMNS, 'exactly the cap is read');
  t.equal(await refused(() => parseCsv(wideCsv(MAX_COLUMNS + 1))), 'file_too_complex', 'one column more is refused');

  const narrowHeader = Buffer.from(['Name,Brand', 'Chair,Lou', `Table,${'x,'.repeat(MAX_COLUMNS)}x`].join('\n'));
  t.equal(await refused(() => parseCsv(narrowHeader)), 'file_too_complex', 'a row wider than the cap, under a narrow header');

  // The attack: a 4 MB file of one header line, a million columns.
  const million = Buffer.from(`${'a,'.repeat(1_000_000)}a\n${'1,'.repeat(1_000_000)}1\n`);
  const started = performance.now();
  t.equal(await refused(() => parseCsv(million)), 'file_too_complex');
  const took = performance.now() - started;
  t.ok(took < 1000, `a million columns refused in ${Math.round(took)} ms`);
});

t.test('csvRecords stops at the first record wider than maxFields', async (t) => {
  t.same(csvRecords('a,b\n1,2\n', ',', 2), [
    ['a', 'b'],
    ['1', '2'],
  ]);
  t.throws(() => csvRecords('a,b,c\n1,2\n', ',', 2), CsvTooWideError);
  t.throws(() => csvRecords('a,b\n1,2,', ',', 2), { name: 'CsvTooWideError', message: /line 2/ }, 'a delimiter ending the text opens a field that counts');
  t.same(csvRecords('a,b,c', ','), [['a', 'b', 'c']], 'no cap unless asked');
});

t.test('XLSX: the product sheet is capped, a wider sheet of lists beside it is not', async (t) => {
  t.equal(productTable(await loadWorkbook(await wideWorkbook(MAX_COLUMNS))).headers.length, MAX_COLUMNS);
  t.equal(await refusal(loadWorkbook(await wideWorkbook(MAX_COLUMNS + 1)).then(productTable)), 'file_too_complex');
  const withLists = productTable(await loadWorkbook(await wideWorkbook(5, { name: 'Lists', width: MAX_COLUMNS + 200 })));
  t.equal(withLists.headers.length, 5);
});

t.test('PDF: a page of more columns than the cap is refused once its columns are found', async (t) => {
  t.equal(await refusal(parsePdf(await widePdf(MAX_COLUMNS + 50))), 'file_too_complex');
  const fine = await parsePdf(await widePdf(40));
  t.equal(fine.headers.length, 40, 'a page of 40 such columns is read');
});
