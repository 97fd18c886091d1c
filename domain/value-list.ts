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
