import { type DecimalMark, decimalMarkOf } from './number.ts';

/**
 * Which decimal mark a file writes, so that a number reading two ways ('1,500', '1.250') is decided
 * rather than refused: by its own column, where any cell shows the mark beyond doubt ('0.859' beside
 * '1.250'); else by the file, where its other numeric columns agree; else by the file's shape (a
 * semicolon-separated file writes decimal commas). Nothing decides a file that shows both marks.
 */
export interface NumberConventions {
  /** By column, the mark its cells show, when they show one and only one. */
  columns: Record<string, DecimalMark>;
  /** The mark of the whole file, when it has one. */
  file: DecimalMark | undefined;
}

/** A cell that is one number, with at most a currency or a unit around it: long enough to tell, short enough to be a value. */
const ONE_NUMBER = /^[^\d]{0,4}?([-+]?\d[\d.,]*)(?:\s*[^\d\s][^\d]{0,11})?$/u;
/** Decided columns must agree this much for the file to have a mark. */
const FILE_AGREEMENT = 0.75;

/** Whether a digit comes within the first six characters (a surrogate pair is one): ONE_NUMBER's number starts after five at most. */
function digitEarly(text: string): boolean {
  for (let at = 0, chars = 0; at < text.length && chars < 6; at++, chars++) {
    const code = text.charCodeAt(at);
    if (code >= 0x30 && code <= 0x39) return true;
    if (code >= 0xd800 && code <= 0xdbff) at++;
  }
  return false;
}

/** The mark a cell's number shows, if the cell is one number. */
function cellMark(cell: string): DecimalMark | undefined {
  // Without a separator no number in it shows a mark: most cells end here, unread.
  if (!cell.includes('.') && !cell.includes(',')) return undefined;
  const text = cell.trim();
  // Texts and addresses (a description, a link) are not matched against the pattern.
  if (!digitEarly(text)) return undefined;
  const number = ONE_NUMBER.exec(text)?.[1];
  return number ? decimalMarkOf(number) : undefined;
}

/**
 * Each column's one mark: undefined when its numbers show none, null when they show both. Read row
 * by row: a file's cells are slices of its text, and reading them column by column, far apart in
 * it, took three times as long.
 */
function columnMarks(width: number, rows: readonly (readonly string[])[]): (DecimalMark | null | undefined)[] {
  const marks: (DecimalMark | null | undefined)[] = new Array(width).fill(undefined);
  for (const row of rows) {
    for (let index = 0; index < width; index++) {
      const seen = marks[index];
      if (seen === null) continue;
      const mark = cellMark(row[index] ?? '');
      if (mark && mark !== seen) marks[index] = seen ? null : mark;
    }
  }
  return marks;
}

export function numberConventions(headers: readonly string[], rows: readonly (readonly string[])[], delimiter?: string): NumberConventions {
  const columns: Record<string, DecimalMark> = {};
  const votes = { '.': 0, ',': 0 };
  const marks = columnMarks(headers.length, rows);
  headers.forEach((header, index) => {
    const mark = marks[index];
    if (!mark) return;
    columns[header] = mark;
    votes[mark]++;
  });
  const decided = votes['.'] + votes[','];
  const byColumns = decided === 0 ? undefined : votes['.'] >= decided * FILE_AGREEMENT ? '.' : votes[','] >= decided * FILE_AGREEMENT ? ',' : null;
  const file = byColumns === null ? undefined : (byColumns ?? (delimiter === ';' ? ',' : undefined));
  return { columns, file };
}

/** The decimal mark for a column's numbers: the column's own, else the file's. */
export function markOf(conventions: NumberConventions | undefined, column: string): DecimalMark | undefined {
  return conventions?.columns[column] ?? conventions?.file;
}
