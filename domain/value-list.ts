/**
 * Value lists (docs/product.md Value list, docs/product.md validation, paste mode): the rules shared by the server's
 * validation and the client's forms. Pure and dependency-free.
 */

export interface ValueListValue {
  code: string;
  label: string;
}

/** A list as GET /api/value-list shows it: `values` holds only its first VALUE_LIST_PREVIEW values. */
export interface ValueListSummary {
  id: string;
  name: string;
  count: number;
  values: ValueListValue[];
}

/** GET /api/value-list/{id}/sample-and-count. */
export interface ValueListSample {
  name: string;
  count: number;
  values: ValueListValue[];
}

/** GET /api/value-list/{id}/values: one page (all values up to VALUE_LIST_MAX_VALUES by default). */
export interface ValueListPage {
  id: string;
  name: string;
  count: number;
  offset: number;
  values: ValueListValue[];
}

export const VALUE_LIST_NAME_MAX = 120;
export const VALUE_LIST_TEXT_MAX = 500;
export const VALUE_LIST_MAX_VALUES = 20_000;
/** Values a list summary carries (the list route never ships a whole 10,000-value list). */
export const VALUE_LIST_PREVIEW = 5;
/** Values a sample shows by default, and the preview of an unsaved list (docs/product.md). */
export const VALUE_LIST_SAMPLE = 3;

/** The key that makes names unique case-insensitively. */
export function valueListNameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('en');
}

/** Whether `name` is taken by another list than `selfId` (case-insensitive). */
export function isValueListNameTaken(name: string, lists: readonly { id: string; name: string }[], selfId?: string | null): boolean {
  const key = valueListNameKey(name);
  if (key === '') return false;
  return lists.some((list) => list.id !== selfId && valueListNameKey(list.name) === key);
}

export interface ValueRowsCheck {
  /** The values to save: trimmed, rows lacking both dropped, empty codes defaulted to the label. */
  values: ValueListValue[];
  /** Indexes (in the input) of rows with a code but no label ('Label is required'). */
  missingLabels: number[];
}

/** Cleans code/label rows by the rules of docs/product.md. */
export function checkValueRows(rows: readonly { code?: string | null; label?: string | null }[]): ValueRowsCheck {
  const values: ValueListValue[] = [];
  const missingLabels: number[] = [];
  rows.forEach((row, index) => {
    const code = (row.code ?? '').trim();
    const label = (row.label ?? '').trim();
    if (code === '' && label === '') return;
    if (label === '') {
      missingLabels.push(index);
      return;
    }
    values.push({ code: code || label, label });
  });
  return { values, missingLabels };
}

export type NameProblem = 'required' | 'taken' | 'tooLong' | null;

export interface ValueListFormCheck extends ValueRowsCheck {
  name: NameProblem;
  /** No value left once blank rows are dropped ('Please add at least one value'). */
  empty: boolean;
  tooMany: boolean;
  valid: boolean;
}

/** The create/edit form's checks: valid only when the name is present and unique and all labels filled. */
export function checkValueListForm(name: string, rows: readonly { code?: string | null; label?: string | null }[], lists: readonly { id: string; name: string }[], selfId?: string | null): ValueListFormCheck {
  const rowsCheck = checkValueRows(rows);
  const trimmed = name.trim();
  const nameProblem: NameProblem = trimmed === '' ? 'required' : trimmed.length > VALUE_LIST_NAME_MAX ? 'tooLong' : isValueListNameTaken(trimmed, lists, selfId) ? 'taken' : null;
  const empty = rowsCheck.values.length === 0;
  const tooMany = rowsCheck.values.length > VALUE_LIST_MAX_VALUES;
  return {
    ...rowsCheck,
    name: nameProblem,
    empty,
    tooMany,
    valid: nameProblem === null && rowsCheck.missingLabels.length === 0 && !empty && !tooMany,
  };
}

/** One pasted line into code and label: split at the first tab, else 2+ spaces, else comma. */
export function splitPastedLine(line: string): ValueListValue | null {
  const text = line.replace(/^[ \r\n]+|[ \r\n]+$/g, '');
  if (text.trim() === '') return null;
  const match = /\t/.exec(text) ?? / {2,}/.exec(text) ?? /,/.exec(text);
  if (!match) return { code: text.trim(), label: text.trim() };
  const code = text.slice(0, match.index).trim();
  const label = text.slice(match.index + match[0].length).trim();
  if (code === '' && label === '') return null;
  // A single value means code equals label.
  return { code: code || label, label: label || code };
}

/** Paste mode (docs/product.md): one value per non-blank line. */
export function parsePastedValues(text: string): ValueListValue[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(splitPastedLine)
    .filter((value): value is ValueListValue => value !== null);
}

const HEADER_CODE = /^(code|codes|value|valeur|id|key|clé|cle)$/i;
const HEADER_LABEL = /^(label|labels|libellé|libelle|name|nom|text|texte|description)$/i;

/** Splits delimited text into rows, honouring double quotes (RFC 4180). */
function delimitedRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * A CSV of code/label columns (the Upload File tab): delimiter among tab, semicolon and comma from
 * the first line; a header row naming code and label columns is skipped and tells which is which.
 * With one column each value is its own label.
 */
export function parseDelimitedValues(input: string): ValueListValue[] {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = ['\t', ';', ','].find((candidate) => firstLine.includes(candidate)) ?? ',';
  const rows = delimitedRows(text, delimiter).filter((row) => row.some((cell) => cell.trim() !== ''));
  let codeAt = 0;
  let labelAt = 1;
  const header = rows[0]?.map((cell) => cell.trim()) ?? [];
  const headerCode = header.findIndex((cell) => HEADER_CODE.test(cell));
  const headerLabel = header.findIndex((cell) => HEADER_LABEL.test(cell));
  if (headerCode >= 0 || headerLabel >= 0) {
    rows.shift();
    if (headerCode >= 0) codeAt = headerCode;
    labelAt = headerLabel >= 0 ? headerLabel : codeAt === 0 ? 1 : 0;
    if (headerCode < 0) codeAt = labelAt === 0 ? 1 : 0;
  }
  const values: ValueListValue[] = [];
  for (const row of rows) {
    const code = (row[codeAt] ?? '').trim();
    const label = (row.length > 1 ? (row[labelAt] ?? '') : (row[0] ?? '')).trim();
    if (code === '' && label === '') continue;
    values.push({ code: code || label, label: label || code });
  }
  return values;
}
