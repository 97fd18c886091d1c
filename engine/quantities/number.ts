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

/**
 * Whether a number's separator, its only kind, groups thousands ('1.500', '12,345,678'): one to three
 * digits before the first, exactly three after each. `text` has the shape NUMBER_SHAPE reads.
 */
function groupsThousands(text: string, separator: DecimalMark): boolean {
  const start = text[0] === '-' || text[0] === '+' ? 1 : 0;
  let at = text.indexOf(separator);
  if (at - start < 1 || at - start > 3) return false;
  for (;;) {
    const next = text.indexOf(separator, at + 1);
    if ((next < 0 ? text.length : next) - at !== 4) return false;
    if (next < 0) return true;
    at = next;
  }
}

/** The number's text without its spaces, when it has a number's shape. */
function numberText(raw: string): string | undefined {
  const text = raw.trim().replace(SPACES, '');
  return NUMBER_SHAPE.test(text) ? text : undefined;
}

/** A number whose only separator reads two ways: one of them, grouping thousands, and no leading zero ('1,500', not '0,500'). */
const readsEitherWay = (text: string, separator: DecimalMark) => groupsThousands(text, separator) && !/^[-+]?0/.test(text);

function readingOf(raw: string): Reading | undefined {
  const text = numberText(raw);
  if (text === undefined) return undefined;
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
  if (text.indexOf(separator) !== Math.max(lastDot, lastComma)) {
    // '1.500.000': only grouping makes sense, so the decimal mark is the other one.
    if (!groupsThousands(text, separator)) return undefined;
    const value = asNumber(text.split(separator).join(''));
    return { shows: other, dot: other === '.' ? value : undefined, comma: other === ',' ? value : undefined };
  }
  const decimal = asNumber(text.replace(separator, '.'));
  // '1,500': one and a half where the decimal mark is a comma, fifteen hundred where it is a dot.
  if (readsEitherWay(text, separator)) {
    const thousands = asNumber(text.replace(separator, ''));
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
  // readingOf's `shows` without its values: every cell of a file is asked (conventions.ts).
  const text = numberText(raw);
  if (text === undefined) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return undefined;
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const separator: DecimalMark = lastDot >= 0 ? '.' : ',';
  if (text.indexOf(separator) !== Math.max(lastDot, lastComma)) return groupsThousands(text, separator) ? (separator === '.' ? ',' : '.') : undefined;
  return readsEitherWay(text, separator) ? undefined : separator;
}

/** Whether a number reads two ways without a decimal mark to decide ('1,500'). */
export function readsTwoWays(raw: string): boolean {
  const reading = readingOf(raw);
  return reading !== undefined && reading.dot !== undefined && reading.comma !== undefined && reading.dot !== reading.comma;
}
