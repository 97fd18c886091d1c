/** Output cells: formula injection neutralised in CSV, real numbers kept as numbers. */

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

/** One CSV record (RFC 4180): fields with the delimiter, a quote, CR or LF are quoted, quotes doubled. */
export function csvRecord(fields: readonly (string | number)[], delimiter: string): string {
  return fields
    .map((field) => {
      const text = String(field);
      return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(delimiter);
}
