import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DecimalMark } from '../../domain/mapping.ts';
import { htmlText } from '../../engine/enrich/html-text.ts';
import type { OutputValue } from '../../engine/enrich/types.ts';
import type { OutputsTask } from '../write-outputs.ts';
import { cellNumber, type OutputColumn, PRICE_DECIMALS } from './columns.ts';

const PICTURE_SIZE = 160;
const HEADING = { font: 'Helvetica-Bold', size: 12 };
const LABEL = { font: 'Helvetica-Bold', size: 8 };
const VALUE = { font: 'Helvetica', size: 9 };

/**
 * A number as the reader's language writes it; a price with its currency when known ('12,50 €',
 * '€12.50'). The standard PDF fonts have no narrow no-break space: a no-break space stands for it.
 */
function numberText(column: OutputColumn | undefined, value: number, decimals: number, language: string): string {
  const price = column?.kind === 'price';
  const digits = { minimumFractionDigits: price ? Math.max(PRICE_DECIMALS, decimals) : decimals, maximumFractionDigits: Math.max(PRICE_DECIMALS, decimals) };
  const { format, suffix } = numberFormat(language, price ? column.currency : undefined, digits);
  return `${format.format(value)}${suffix}`.replace(/\u202f/g, '\u00a0');
}

/** A number format, and what follows the number: a currency code Intl does not know. */
interface NumberFormat {
  format: Intl.NumberFormat;
  suffix: string;
}

/** Formats are dear to make and a catalogue prints the same few on every product: each is made once. */
const FORMATS = new Map<string, NumberFormat>();

function numberFormat(language: string, currency: string | undefined, digits: { minimumFractionDigits: number; maximumFractionDigits: number }): NumberFormat {
  const key = `${language} ${currency ?? ''} ${digits.minimumFractionDigits} ${digits.maximumFractionDigits}`;
  let known = FORMATS.get(key);
  if (!known) {
    try {
      known = { format: new Intl.NumberFormat(language, currency ? { style: 'currency', currency, ...digits } : digits), suffix: '' };
    } catch {
      known = { format: new Intl.NumberFormat(language, digits), suffix: ` ${currency}` };
    }
    FORMATS.set(key, known);
  }
  return known;
}

/** A value as printed: numbers (and plain numbers written as text) as the language writes them, HTML as the text it renders. */
function printed(column: OutputColumn | undefined, value: OutputValue, language: string, mark: DecimalMark): string {
  const number = column?.kind === 'code' ? null : cellNumber(value, mark);
  if (number) return numberText(column, number.value, number.decimals, language);
  return htmlText(String(value));
}

/** What is left of the page below the cursor. */
const roomLeft = (doc: PDFKit.PDFDocument): number => doc.page.height - doc.page.margins.bottom - doc.y;

/** A heading never ends a page: when it and the first lines it heads do not fit, they start the next one. */
function keepWithNext(doc: PDFKit.PDFDocument, height: number): void {
  if (height > roomLeft(doc)) doc.addPage();
}

function heightOf(doc: PDFKit.PDFDocument, style: { font: string; size: number }, text: string): number {
  return doc.font(style.font).fontSize(style.size).heightOfString(text);
}

/** A product's picture below its heading; one pdfkit cannot decode is left out, the product still prints. */
function drawPicture(doc: PDFKit.PDFDocument, picture: Uint8Array): void {
  try {
    doc.image(Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength), { fit: [PICTURE_SIZE, PICTURE_SIZE] });
    doc.moveDown(0.3);
  } catch {
    // Undecodable bytes behind a PNG or JPEG signature.
  }
}

/** The first line of a value's text: what must stand on the page with the name heading it (one line's height, unless it is empty). */
function firstLineHeight(doc: PDFKit.PDFDocument, text: string): number {
  return text.startsWith('\n') || text === '' ? 0 : doc.font(VALUE.font).fontSize(VALUE.size).currentLineHeight(true);
}

/**
 * The PDF catalogue: the title, then each product headed by its name (or first value), its picture,
 * and its fields, each a name over its value; a heading and a field's name always stand on the page
 * of what they head.
 */
export function writePdf(file: string, task: OutputsTask, columns: readonly OutputColumn[], titleColumn: number): Promise<void> {
  const language = task.language ?? 'en';
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: task.title } });
    const out = fs.createWriteStream(file, { mode: 0o600 });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
    doc.font('Helvetica-Bold').fontSize(18).text(task.title);
    doc.moveDown();
    // Every product names the same fields: each name is laid out once to measure it, not once a product.
    const labelHeights = new Map<string, number>();
    const labelHeight = (column: string): number => {
      let height = labelHeights.get(column);
      if (height === undefined) {
        height = heightOf(doc, LABEL, column);
        labelHeights.set(column, height);
      }
      return height;
    };
    task.products.forEach((product, index) => {
      const title = titleColumn >= 0 ? product.values[titleColumn] : null;
      const heading = htmlText(String(title ?? product.values.find((value) => value !== null && value !== '') ?? `#${index + 1}`), ' ');
      const fields = task.columns.flatMap((column, i) => {
        const value = product.values[i];
        return value === null || value === undefined || value === '' || i === titleColumn ? [] : [{ column, text: printed(columns[i], value, language, task.fileDecimal ?? '.') }];
      });
      const first = fields[0];
      const firstHeight = first ? labelHeight(first.column) + firstLineHeight(doc, first.text) : 0;
      keepWithNext(doc, heightOf(doc, HEADING, heading) + (product.picture ? PICTURE_SIZE : 0) + firstHeight);
      doc.font(HEADING.font).fontSize(HEADING.size).text(heading);
      if (product.picture) drawPicture(doc, product.picture);
      for (const { column, text } of fields) {
        // The output field's name heads its value, as in a catalogue's specification block.
        keepWithNext(doc, labelHeight(column) + firstLineHeight(doc, text));
        doc.font(LABEL.font).fontSize(LABEL.size).fillColor('#555555').text(column).fillColor('black');
        doc.font(VALUE.font).fontSize(VALUE.size).text(text).moveDown(0.3);
      }
      if (product.error) doc.font(VALUE.font).fontSize(VALUE.size).fillColor('red').text(`Error: ${product.error}`).fillColor('black');
      doc.moveDown(0.8);
    });
    doc.end();
  });
}
