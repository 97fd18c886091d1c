import { cappedText } from './table.ts';
import { decodeXmlText, detached, StringItem, scanXml, type XmlTag } from './xlsx-xml.ts';

/** What xl/workbook.xml says: its sheets in order, and whether dates count from 1904. */
export interface WorkbookPart {
  sheets: { name: string; rId: string }[];
  date1904: boolean;
}

export async function readWorkbookPart(chunks: AsyncIterable<string>): Promise<WorkbookPart> {
  const workbook: WorkbookPart = { sheets: [], date1904: false };
  const visitor = {
    tag(tag: XmlTag) {
      if (tag.closing) return;
      if (tag.is('sheet')) workbook.sheets.push({ name: tag.attribute('name') ?? '', rId: tag.attribute('r:id') ?? '' });
      else if (tag.is('workbookPr')) workbook.date1904 = ['1', 'true'].includes(tag.attribute('date1904') ?? '');
    },
    text() {},
  };
  await scanXml(chunks, visitor, true);
  return workbook;
}

/** The targets of xl/_rels/workbook.xml.rels by relationship id. */
export async function readRelsPart(chunks: AsyncIterable<string>): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  const visitor = {
    tag(tag: XmlTag) {
      if (tag.closing || !tag.is('Relationship')) return;
      const id = tag.attribute('Id');
      const target = tag.attribute('Target');
      if (id !== undefined && target !== undefined) targets.set(id, target);
    },
    text() {},
  };
  await scanXml(chunks, visitor, true);
  return targets;
}

/**
 * Built-in number formats that show dates: exceljs's table gives codes to 14–22 and 45–47; 27–36
 * and 50–58 are the East Asian locales' date formats (exceljs has no code for them and reads their
 * cells as numbers, Excel shows dates).
 */
function isBuiltInDateFormat(id: number): boolean {
  return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);
}

/**
 * Whether a custom number format shows a date or a time, as exceljs decides it (a date letter once
 * bracketed sections like `[Red]` or `[$€-40C]` and quoted text are removed), except that a
 * backslash-escaped letter is text: `0\ \m\m` is a length in millimetres, not a month.
 */
export function isDateFormatCode(code: string): boolean {
  const shown = code
    .replace(/\\./g, '')
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '');
  return /[ymdhMsb]/.test(shown);
}

/** Which cell styles (indexes into styles.xml's cellXfs, a cell's `s`) show their number as a date. */
export async function readDateStyles(chunks: AsyncIterable<string>): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inFormats = false;
  let inCellStyles = false;
  const visitor = {
    tag(tag: XmlTag) {
      if (tag.is('numFmts')) inFormats = !tag.closing && !tag.selfClosing;
      else if (tag.is('cellXfs')) inCellStyles = !tag.closing && !tag.selfClosing;
      else if (tag.closing) return;
      else if (inFormats && tag.is('numFmt')) customFormats.set(tag.integerAttribute('numFmtId'), tag.attribute('formatCode') ?? '');
      else if (inCellStyles && tag.is('xf')) styleFormats.push(tag.integerAttribute('numFmtId'));
    },
    text() {},
  };
  await scanXml(chunks, visitor, true);
  return styleFormats.map((id) => {
    // A custom code replaces the built-in one of its id; id 0 (General) never shows a date.
    if (!id) return false;
    const custom = customFormats.get(id);
    return custom ? isDateFormatCode(custom) : isBuiltInDateFormat(id);
  });
}

/**
 * The shared strings (xl/sharedStrings.xml) in order, trimmed; null for an item with no text at all
 * (its cells count as empty, as exceljs reads them), '' for one with only blanks or empty runs.
 */
export async function readSharedStrings(chunks: AsyncIterable<string>): Promise<(string | null)[]> {
  const strings: (string | null)[] = [];
  const item = new StringItem();
  let inItem = false;
  const visitor = {
    tag(tag: XmlTag) {
      if (tag.is('si')) {
        if (tag.selfClosing) strings.push(null);
        else if (!tag.closing) item.start();
        else strings.push(item.rawText() === '' && !item.hasRun ? null : detached(cappedText(decodeXmlText(item.rawText()).trim())));
        inItem = !tag.closing && !tag.selfClosing;
      } else if (inItem) item.tag(tag);
    },
    text(text: string, start: number, end: number) {
      if (inItem) item.text(text, start, end);
    },
  };
  await scanXml(chunks, visitor);
  return strings;
}
