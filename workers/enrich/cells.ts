/** Output cells: formula injection neutralised, real numbers kept as numbers. */

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
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return safeText(value);
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
