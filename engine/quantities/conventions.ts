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

export function numberConventions(headers: readonly string[], rows: readonly (readonly string[])[], delimiter?: string): NumberConventions {
  const columns: Record<string, DecimalMark> = {};
  const votes = { '.': 0, ',': 0 };
  headers.forEach((header, index) => {
    const seen = new Set<DecimalMark>();
    for (const row of rows) {
      const number = ONE_NUMBER.exec((row[index] ?? '').trim())?.[1];
      const mark = number ? decimalMarkOf(number) : undefined;
      if (mark) seen.add(mark);
      if (seen.size > 1) return;
    }
    const [mark] = seen;
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
