import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { meaningOf } from '../domain/field-names.ts';
import { csvRecord, safeCell, typedCell } from '../engine/enrich/cells.ts';
import { htmlText } from '../engine/enrich/html-text.ts';
import type { OutputValue } from '../engine/enrich/types.ts';

export interface OutputsTask {
  dir: string;
  /** File name without extension, already safe. */
  baseName: string;
  title: string;
  format: 'csv' | 'xlsx';
  delimiter: string;
  /** Output fields in mapping order. */
  columns: string[];
  /** `picture`: PNG or JPEG bytes for the PDF, fetched by the main thread. */
  products: { values: OutputValue[]; error: string | null; picture?: Uint8Array }[];
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

async function writeCsv(file: string, task: OutputsTask, withErrors: boolean): Promise<void> {
  const header = withErrors ? [...task.columns, 'Error'] : task.columns;
  const lines = [csvRecord(header.map(safeCell), task.delimiter)];
  for (const product of task.products) {
    const cells = product.values.map(safeCell);
    if (withErrors) cells.push(safeCell(product.error));
    lines.push(csvRecord(cells, task.delimiter));
  }
  // A BOM, so spreadsheet programs read UTF-8 accents correctly.
  await fs.promises.writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`, { mode: 0o600 });
}

async function writeXlsx(file: string, task: OutputsTask, withErrors: boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(task.columns.map(typedCell)).commit();
  for (const product of task.products) sheet.addRow(product.values.map(typedCell)).commit();
  sheet.commit();
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

/** Piscina task: writes the run's output files (the template's format, then the PDF catalogue). */
export default async function writeOutputs(task: OutputsTask): Promise<OutputFile[]> {
  fs.mkdirSync(task.dir, { recursive: true, mode: 0o700 });
  const withErrors = task.products.some((product) => product.error !== null);
  const main = `${task.baseName}.${task.format}`;
  if (task.format === 'xlsx') await writeXlsx(path.join(task.dir, main), task, withErrors);
  else await writeCsv(path.join(task.dir, main), task, withErrors);
  const pdf = `${task.baseName}.pdf`;
  await writePdf(path.join(task.dir, pdf), task);
  return [
    { name: main, content_type: CONTENT_TYPES[task.format] },
    { name: pdf, content_type: CONTENT_TYPES.pdf },
  ];
}
