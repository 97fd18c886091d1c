/** Output cells: formula injection neutralised in CSV, real numbers kept as numbers. */

import type { DecimalMark } from '../../domain/mapping.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[-+]?\d+)?$/i;

/**
 * A cell's text, safe to open in a spreadsheet: one that begins with = + - @ tab or CR is prefixed
 * with ' (so '=HYPERLINK(…)' stays text), except a plain number such as '-12.5', which stays as it is.
 */
export function safeText(value: string): string {
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value.trim())) return `'${value}`;
  return value;
}

export function safeCell(value: string | number | null | undefined): string | number {
  const cell = typedCell(value);
  return typeof cell === 'string' ? safeText(cell) : cell;
}

/**
 * An XLSX cell: numbers as numbers, text as text, as written. An XLSX text cell is never evaluated as
 * a formula (only a formula cell is), so nothing is prefixed there; CSV has no types and needs safeCell.
 */
export function typedCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return value;
}

/**
 * A number written as plain text ('12.50', '-3', '1250'), as a spreadsheet number with the format that
 * shows it as written; null for text a number would change: a leading zero or plus ('007', '+3'), a
 * grouped or comma-decimal number ('1 250', '12,5': how the file writes numbers is not guessed here),
 * or digits a spreadsheet would show in scientific notation (12 digits and more, as a GTIN or an order
 * number): those stay text.
 */
export function numericText(text: string): { value: number; format: string } | null {
  const match = /^-?(0|[1-9]\d{0,10})(?:\.(\d{1,9}))?$/.exec(text);
  if (!match) return null;
  const decimals = match[2]?.length ?? 0;
  const value = Number(text);
  // Beyond 15 significant digits a double no longer holds the text's digits; '-0' would lose its sign.
  if ((match[1] as string).length + decimals > 15 || Object.is(value, -0)) return null;
  return { value, format: decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0' };
}

/** One CSV record (RFC 4180): fields with the delimiter, a quote, CR or LF are quoted, quotes doubled. */
export function csvRecord(fields: readonly (string | number)[], delimiter: string): string {
  return fields
    .map((field) => {
      const text = String(field);
      return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(delimiter);
}

/**
 * A number as a spreadsheet program of the file's convention reads it: `mark` as its decimal mark,
 * at least `minDecimals` decimals ('1,60' for a price), never grouped nor in scientific notation.
 */
export function decimalText(value: number, mark: DecimalMark, minDecimals = 0): string {
  if (!Number.isFinite(value)) return '';
  const text = value.toLocaleString('en-US', { useGrouping: false, minimumFractionDigits: minDecimals, maximumFractionDigits: 20 });
  return mark === '.' ? text : text.replace('.', mark);
}
