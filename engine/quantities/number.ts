/**
 * The one number parser: numbers as people type them in product files — '1,5' and '1.5', '1 500'
 * and '1.500.000' (grouped thousands), '1.234,56' and '1,234.56'. A single separator followed by
 * exactly three digits ('1,500', '1.250') reads two ways; the file's decimal mark decides it
 * (see conventions.ts), and without one the number is not read.
 */

import type { DecimalMark } from '../../domain/mapping.ts';

export type { DecimalMark };

const SPACES = /[\s\u00a0\u202f']/g;
const NUMBER_SHAPE = /^[-+]?(\d[\d.,]*|[.,]\d+)$/;

/** How a number's separators read: its value for each decimal mark, or one value when they agree. */
interface Reading {
  /** The decimal mark the text itself shows, when it shows one. */
  shows: DecimalMark | undefined;
  /** The value when the decimal mark is '.' and when it is ','; undefined where that reading is impossible. */
  dot: number | undefined;
  comma: number | undefined;
}

// Module-level: a closure per call costs, under tsx's keepNames, a defineProperty on every number read.
function asNumber(digits: string): number | undefined {
  const value = Number(digits);
  return Number.isFinite(value) ? value : undefined;
}

function readingOf(raw: string): Reading | undefined {
  const text = raw.trim().replace(SPACES, '');
  if (!NUMBER_SHAPE.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) {
    const value = asNumber(text);
    return { shows: undefined, dot: value, comma: value };
  }
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal mark.
    const decimal: DecimalMark = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const value = asNumber(text.split(group).join('').replace(decimal, '.'));
    return { shows: decimal, dot: decimal === '.' ? value : undefined, comma: decimal === ',' ? value : undefined };
  }
  const separator: DecimalMark = lastDot >= 0 ? '.' : ',';
  const other: DecimalMark = separator === '.' ? ',' : '.';
  const parts = text.split(separator);
  const grouped = parts.slice(1).every((part) => part.length === 3) && /^[-+]?\d{1,3}$/.test(parts[0] ?? '');
  if (parts.length > 2) {
    // '1.500.000': only grouping makes sense, so the decimal mark is the other one.
    if (!grouped) return undefined;
    const value = asNumber(parts.join(''));
    return { shows: other, dot: other === '.' ? value : undefined, comma: other === ',' ? value : undefined };
  }
  const decimal = asNumber(text.replace(separator, '.'));
  // '1,500': one and a half where the decimal mark is a comma, fifteen hundred where it is a dot.
  if (grouped && !/^[-+]?0/.test(parts[0] ?? '')) {
    const thousands = asNumber(parts.join(''));
    return { shows: undefined, dot: separator === '.' ? decimal : thousands, comma: separator === ',' ? decimal : thousands };
  }
  return { shows: separator, dot: separator === '.' ? decimal : undefined, comma: separator === ',' ? decimal : undefined };
}

/**
 * A number; `decimal` is the mark the file uses, which decides numbers that read two ways. Undefined
 * when the text is not a number, or reads two ways and nothing decides.
 */
export function parseNumber(raw: string, decimal?: DecimalMark): number | undefined {
  const reading = readingOf(raw);
  if (!reading) return undefined;
  if (reading.dot === reading.comma) return reading.dot;
  if (reading.dot === undefined) return reading.comma;
  if (reading.comma === undefined) return reading.dot;
  if (decimal === undefined) return undefined;
  return decimal === '.' ? reading.dot : reading.comma;
}

/** The decimal mark a number shows beyond doubt ('0.859' a dot, '1,5' a comma, '1.500.000' a comma); undefined when it shows none. */
export function decimalMarkOf(raw: string): DecimalMark | undefined {
  return readingOf(raw)?.shows;
}

/** Whether a number reads two ways without a decimal mark to decide ('1,500'). */
export function readsTwoWays(raw: string): boolean {
  const reading = readingOf(raw);
  return reading !== undefined && reading.dot !== undefined && reading.comma !== undefined && reading.dot !== reading.comma;
}
