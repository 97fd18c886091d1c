import { decodeXmlText, detached } from './xlsx-xml.ts';

/**
 * How a cell's written value becomes the text Fiche reads, for numbers, dates and formula results,
 * as exceljs's streaming reader and our former `cellText` turned them into text.
 */

const DAY_MS = 86_400_000;

/** A date as ISO text: the day alone when it is midnight. */
function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}

/**
 * A serial day number of a date-formatted cell as ISO text, the date computed as exceljs does:
 * linearly from 1970-01-01 (serial 25569), 1462 days later in the 1904 system, without a
 * correction for Excel's 29 February 1900 (serials before March 1900 read one day early).
 */
export function serialDateText(raw: string, date1904: boolean): string {
  const serial = Number.parseFloat(raw);
  return isoDate(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS)));
}

/** A `t="d"` cell's ISO 8601 text as ISO text; without a time zone it is UTC, as every other date read here. */
export function writtenDateText(raw: string): string {
  const text = raw.trim();
  const zoned = text.includes('T') && !/(?:Z|[+-]\d\d:?\d\d)$/i.test(text) ? `${text}Z` : text;
  return isoDate(new Date(zoned));
}

function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** Whether `raw` is a whole number that String(parseFloat(raw)) writes back unchanged: digits, no leading zero, exact in a double. */
function isPlainInteger(raw: string): boolean {
  const length = raw.length;
  if (length === 0 || length > 15 || (raw.charCodeAt(0) === 0x30 && length > 1)) return false;
  for (let at = 0; at < length; at++) {
    const code = raw.charCodeAt(at);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/** A number cell's text as exceljs read it (parseFloat, then String); most are whole numbers, kept as written. */
export function numberCellText(raw: string): string {
  return isPlainInteger(raw) ? detached(raw) : numberText(Number.parseFloat(raw));
}

/**
 * A formula's cached result as exceljs gave it: text when typed `str`, otherwise a number — a
 * boolean result as 1 or 0, a date result as its serial, and a result of 0 as empty when the
 * formula is written out (exceljs copies only truthy parts of a formula value; a cell sharing
 * another's formula has none written and keeps its 0).
 */
export function formulaResultText(raw: string, type: string, formulaWritten: boolean): string {
  if (type === 'str') return decodeXmlText(raw).trim();
  const result = Number.parseFloat(raw);
  return result || !formulaWritten ? numberText(result) : '';
}
