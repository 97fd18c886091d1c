import { canonicalUnit, UNIT_SPELLINGS } from '../../domain/units.ts';

/** Numbers and quantities as people type them in product files: '1,5 kg', '1 500 g', '12"', '€12.50'. */

/**
 * A number written with any of the usual separators: '1,5' and '1.5' are one and a half,
 * '1 500' and '1.500.000' are grouped thousands, '1.234,56' and '1,234.56' both 1234.56.
 * Undefined when the text is not a number, or when it could be read two ways: '1,500' is 1.5 in a
 * French file and 1500 in an English one, so it is left for a person rather than guessed.
 */
export function parseNumber(raw: string): number | undefined {
  let text = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[-+]?(\d[\d.,]*|[.,]\d+)$/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal separator.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    text = text.split(group).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = text.split(separator);
    if (parts.length > 2) {
      // '1.500.000': only grouping makes sense.
      if (!parts.slice(1).every((part) => part.length === 3)) return undefined;
      text = parts.join('');
    } else {
      const [whole = '', fraction = ''] = parts;
      if (fraction.length === 3 && /^[-+]?[1-9]\d{0,2}$/.test(whole)) return undefined;
      text = text.replace(separator, '.');
    }
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export interface Quantity {
  value: number;
  /** Canonical unit when one was written with the number ('kg', 'in', 'EUR'). */
  unit?: string;
  /** Where it was found in the text. */
  index: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT = UNIT_SPELLINGS.map(escapeRegExp).join('|');
const NUMBER = String.raw`[-+]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)*|[-+]?[.,]\d+`;
const CURRENCY_BEFORE = String.raw`€|\$|£|US\$|EUR|USD|GBP|CHF|CAD`;

/** A whole cell: an optional currency before, one number, an optional unit after, nothing else. */
const AMOUNT_CELL = new RegExp(`^(?:(${CURRENCY_BEFORE})\\s*)?(${NUMBER})\\s*(${UNIT})?\\.?$`, 'iu');
/**
 * In running text: a number and the unit right after it, not followed by more letters or digits.
 * Digit runs are bounded so that a page of digits is scanned in linear time, not retried from every
 * position of the run.
 */
const NUMBER_IN_TEXT = String.raw`[-+]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,5}|\d{1,15})(?:[.,]\d{1,15}){0,3}|[-+]?[.,]\d{1,15}`;
const QUANTITY_IN_TEXT = new RegExp(`(?<![\\d.,])(${NUMBER_IN_TEXT})\\s*(${UNIT})?(?![\\p{L}\\d])`, 'giu');

/** A cell holding one quantity or amount and nothing else ('1,5 kg', '250', '12"', '€ 12,50'); undefined otherwise. */
export function parseQuantity(text: string): Quantity | undefined {
  // 'Ø 30 cm': a diameter's sign says which size it is, not how much.
  const match = AMOUNT_CELL.exec(text.trim().replace(/^[Øø⌀]\s*/u, ''));
  if (!match) return undefined;
  const value = parseNumber(match[2] ?? '');
  if (value === undefined) return undefined;
  const before = match[1] ? canonicalUnit(match[1]) : undefined;
  const after = match[3] ? canonicalUnit(match[3]) : undefined;
  if (before && after && before !== after) return undefined;
  const unit = before ?? after;
  return unit ? { value, unit, index: 0 } : { value, index: 0 };
}

/** Every number in a text, with its unit when one follows: '1,5 kg', '1 500 g', '12.5cm'. */
export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(QUANTITY_IN_TEXT)) {
    const value = parseNumber(match[1] ?? '');
    if (value === undefined) continue;
    const unit = match[2] ? canonicalUnit(match[2]) : undefined;
    found.push(unit ? { value, unit, index: match.index ?? 0 } : { value, index: match.index ?? 0 });
  }
  return found;
}
