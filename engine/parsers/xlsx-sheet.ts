import { FileError } from '../errors.ts';
import { cappedText, isBlankRow, MAX_CELL_CHARS } from './table.ts';
import { formulaResultText, numberCellText, serialDateText, writtenDateText } from './xlsx-values.ts';
import { decodeXmlText, detached, parseDigits, StringItem, scanXml, type XmlTag, type XmlVisitor } from './xlsx-xml.ts';

/**
 * Cells kept from a whole workbook, each row counted at its full width (the empty cells before its
 * last one included). A 5 MB workbook of real products holds under a million; a small zip can
 * declare rows 16,384 cells wide or millions of cells, which would exhaust the worker's heap
 * before any other check saw them.
 */
export const MAX_CELLS = 2_000_000;

/** One sheet as strings, with which cells held text (a header row is mostly text). */
export interface SheetGrid {
  name: string;
  rows: string[][];
  textCells: boolean[][];
  /** Merged ranges as [top, left, bottom, right], 0-based, within `rows`. */
  merges: [number, number, number, number][];
}

/** What a sheet's cells are read with: the workbook's shared strings, date styles and date system. */
export interface SheetContext {
  sharedStrings: (string | null)[];
  /** By cell style index (a cell's `s`): whether its number shows as a date. */
  dateStyles: boolean[];
  date1904: boolean;
  /** Cells read so far in the whole workbook, held to MAX_CELLS. */
  read: { cells: number };
}

const LETTER_C = 0x63;
const LETTER_F = 0x66;
const LETTER_V = 0x76;

/** The column of a reference such as "AB12" (1-based), 0 when it starts with no letter. */
function referenceColumn(text: string, start: number): number {
  let column = 0;
  let at = start;
  for (let code = text.charCodeAt(at); code >= 0x41 && code <= 0x5a; code = text.charCodeAt(++at)) column = column * 26 + (code - 64);
  return column;
}

const CELL_TYPES = ['s', 'str', 'inlineStr', 'n', 'b', 'e', 'd'];

/** A cell's `t` as one of the known types (without building a string for it), '' for another. */
function cellType(text: string, start: number, end: number): string {
  for (const type of CELL_TYPES) if (type.length === end - start && text.startsWith(type, start)) return type;
  return '';
}

function decodeRef(ref: string): { row: number; col: number } {
  return { row: parseDigits(ref, ref.search(/[0-9]/)), col: referenceColumn(ref, 0) };
}

/**
 * Reads a sheet part tag by tag into rows of strings, as exceljs's streaming reader and our former
 * `cellText` read it: formulas as their cached results, dates as ISO text, rich text joined,
 * booleans TRUE/FALSE, errors empty, strings trimmed, blank rows left out. A row or cell without its
 * `r` follows the previous one.
 */
class SheetReader implements XmlVisitor {
  readonly rows: string[][] = [];
  readonly textCells: boolean[][] = [];
  readonly mergeRefs: string[] = [];
  readonly rowIndex = new Map<number, number>();

  private rowNumber = 0;
  private texts: string[] = [];
  private isText: boolean[] = [];

  private inCell = false;
  private column = 0;
  private isDate = false;
  private type = '';
  private hasFormula = false;
  private inFormula = false;
  private formulaWritten = false;
  private hasValue = false;
  private inValue = false;
  private value = '';
  private inInline = false;
  private readonly inline = new StringItem();

  constructor(private readonly context: SheetContext) {}

  tag(tag: XmlTag): void {
    if (this.inInline) {
      this.inlineTag(tag);
      return;
    }
    const first = tag.text.charCodeAt(tag.nameStart);
    if (tag.nameEnd - tag.nameStart === 1) {
      if (first === LETTER_V) this.valueTag(tag);
      else if (first === LETTER_C) this.cellTag(tag);
      else if (first === LETTER_F) this.formulaTag(tag);
    } else if (tag.is('row')) {
      if (!tag.closing) this.startRow(tag);
      if (tag.closing || tag.selfClosing) this.endRow();
    } else if (tag.is('is') && this.inCell && !tag.closing) {
      this.hasValue = true;
      this.value = '';
      this.inline.start();
      this.inInline = !tag.selfClosing;
    } else if (tag.is('mergeCell') && !tag.closing) {
      const ref = tag.attribute('ref') ?? '';
      if (/^[A-Z]+[0-9]+:[A-Z]+[0-9]+$/.test(ref)) this.mergeRefs.push(ref);
    }
  }

  text(text: string, start: number, end: number): void {
    if (this.inValue) this.value += text.slice(start, end);
    else if (this.inFormula) this.formulaWritten = true;
    else if (this.inInline) this.inline.text(text, start, end);
  }

  private inlineTag(tag: XmlTag): void {
    if (tag.is('is')) {
      this.inInline = false;
      this.value = this.inline.rawText();
    } else {
      this.inline.tag(tag);
    }
  }

  private valueTag(tag: XmlTag): void {
    if (!this.inCell) return;
    this.inValue = !tag.closing && !tag.selfClosing;
    if (tag.closing) return;
    this.hasValue = true;
    this.value = '';
  }

  private formulaTag(tag: XmlTag): void {
    if (!this.inCell) return;
    this.inFormula = !tag.closing && !tag.selfClosing;
    if (!tag.closing) this.hasFormula = true;
  }

  private cellTag(tag: XmlTag): void {
    if (!tag.closing) this.startCell(tag);
    if (tag.closing || tag.selfClosing) this.endCell();
  }

  private startRow(tag: XmlTag): void {
    this.rowNumber = tag.integerAttribute('r') || this.rowNumber + 1;
    this.texts = [];
    this.isText = [];
    this.column = 0;
  }

  private endRow(): void {
    const { read } = this.context;
    read.cells += this.texts.length;
    if (read.cells > MAX_CELLS) throw new FileError('file_too_complex', `more than ${MAX_CELLS} cells`);
    if (isBlankRow(this.texts)) return;
    this.rowIndex.set(this.rowNumber, this.rows.length);
    this.rows.push(this.texts);
    this.textCells.push(this.isText);
  }

  private startCell(tag: XmlTag): void {
    let column = 0;
    let style = 0;
    this.type = '';
    // One pass over the attributes: this runs for every cell.
    while (tag.nextAttribute()) {
      if (tag.attributeIs('r')) column = referenceColumn(tag.text, tag.valueStart);
      else if (tag.attributeIs('s')) style = parseDigits(tag.text, tag.valueStart);
      else if (tag.attributeIs('t')) this.type = cellType(tag.text, tag.valueStart, tag.valueEnd);
    }
    this.column = column || this.column + 1;
    // A cell's style is its own `s` (0 without one), never its row's: that one is for the row's
    // unwritten cells (exceljs gave it to cells without `s`, or with s="0", too).
    this.isDate = this.context.dateStyles[style] === true;
    this.inCell = true;
    this.hasFormula = false;
    this.formulaWritten = false;
    this.hasValue = false;
    this.value = '';
  }

  private endCell(): void {
    this.inCell = false;
    this.inValue = false;
    this.inFormula = false;
    if (this.hasFormula) this.place(this.hasValue ? detached(formulaResultText(this.value, this.type, this.formulaWritten)) : '', this.type === 'str');
    else if (this.hasValue) this.placeValue(this.value);
  }

  private placeValue(raw: string): void {
    if (this.type === 's') {
      const shared = this.context.sharedStrings[Number.parseInt(raw, 10)];
      if (shared !== null && shared !== undefined) this.place(shared, true);
    } else if (this.type === 'inlineStr' || this.type === 'str') {
      this.place(detached(decodeXmlText(raw).trim()), true);
    } else {
      this.place(this.valueText(raw), false);
    }
  }

  /** The text of a cell that holds no string: an error (empty), a boolean, a written date, or a number — a date when its style shows one. */
  private valueText(raw: string): string {
    switch (this.type) {
      case 'e':
        return '';
      case 'b':
        return Number.parseInt(raw, 10) !== 0 ? 'TRUE' : 'FALSE';
      case 'd':
        return writtenDateText(raw);
      default:
        return this.isDate ? serialDateText(raw, this.context.date1904) : numberCellText(raw);
    }
  }

  /** Puts a cell's text at its column, the empty cells before it filled in. */
  private place(text: string, isText: boolean): void {
    const index = this.column - 1;
    if (index < 0) return;
    // The row will count at least this wide: refuse it before filling a crafted gap of millions.
    if (this.context.read.cells + this.column > MAX_CELLS) throw new FileError('file_too_complex', `more than ${MAX_CELLS} cells`);
    while (this.texts.length < index) {
      this.texts.push('');
      this.isText.push(false);
    }
    this.texts[index] = text.length > MAX_CELL_CHARS ? detached(cappedText(text)) : text;
    this.isText[index] = isText && text !== '';
  }

  /** Merged ranges whose top row was kept, as [top, left, bottom, right] within the kept rows. */
  merges(): SheetGrid['merges'] {
    const merges: SheetGrid['merges'] = [];
    for (const ref of this.mergeRefs) {
      const [from = '', to = ''] = ref.split(':');
      const top = decodeRef(from);
      const bottom = decodeRef(to);
      const at = this.rowIndex.get(top.row);
      if (at !== undefined && top.col > 0) merges.push([at, top.col - 1, at + (bottom.row - top.row), bottom.col - 1]);
    }
    return merges;
  }
}

/** One sheet part, streamed chunk by chunk, as strings (only the strings are kept). */
export async function readSheetGrid(chunks: AsyncIterable<string>, name: string, context: SheetContext): Promise<SheetGrid> {
  const reader = new SheetReader(context);
  await scanXml(chunks, reader);
  return { name, rows: reader.rows, textCells: reader.textCells, merges: reader.merges() };
}
