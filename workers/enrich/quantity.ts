/** Numbers and quantities as people type them in product files: '1,5 kg', '1 500 g', '12.5cm', '1.234,56'. */

type Dimension = 'mass' | 'length' | 'volume';

interface Unit {
  dimension: Dimension;
  /** Size of one of this unit in the dimension's base (g, mm, ml). */
  scale: number;
}

const UNITS: Record<string, Unit> = {
  mg: { dimension: 'mass', scale: 0.001 },
  g: { dimension: 'mass', scale: 1 },
  kg: { dimension: 'mass', scale: 1000 },
  mm: { dimension: 'length', scale: 1 },
  cm: { dimension: 'length', scale: 10 },
  dm: { dimension: 'length', scale: 100 },
  m: { dimension: 'length', scale: 1000 },
  ml: { dimension: 'volume', scale: 1 },
  cl: { dimension: 'volume', scale: 10 },
  dl: { dimension: 'volume', scale: 100 },
  l: { dimension: 'volume', scale: 1000 },
};

/** Spellings of the units above, lower case, en and fr. */
const ALIASES: Record<string, string> = {
  gr: 'g',
  grs: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  milligram: 'mg',
  milligrams: 'mg',
  milligramme: 'mg',
  milligrammes: 'mg',
  millimeter: 'mm',
  millimeters: 'mm',
  millimetre: 'mm',
  millimetres: 'mm',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  centilitre: 'cl',
  centilitres: 'cl',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  lt: 'l',
  ltr: 'l',
};

/** The canonical unit for a spelling ('Kilos' → 'kg'), or undefined for anything else. */
export function canonicalUnit(raw: string): string | undefined {
  const key = raw.trim().toLowerCase().replace(/\.$/, '');
  if (key in UNITS) return key;
  return ALIASES[key];
}

export function unitDimension(unit: string): Dimension | undefined {
  const canonical = canonicalUnit(unit);
  return canonical ? UNITS[canonical]?.dimension : undefined;
}

/** Rounds away binary noise (0.1 * 3) without losing real precision. */
function tidy(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

/** `value` from one unit to another of the same plain scale; undefined when they do not convert. */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  const a = UNITS[canonicalUnit(from) ?? ''];
  const b = UNITS[canonicalUnit(to) ?? ''];
  if (!a || !b || a.dimension !== b.dimension) return undefined;
  return tidy((value * a.scale) / b.scale);
}

/**
 * A number written with any of the usual separators: '1,5' and '1.5' are one and a half,
 * '1 500' and '1.500.000' are grouped thousands, '1.234,56' and '1,234.56' both 1234.56.
 * Undefined when the text is not a number.
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
      // One separator is read as the decimal one ('1,500' is 1.5): files here are as often French as not.
      text = text.replace(separator, '.');
    }
  }
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export interface Quantity {
  value: number;
  /** Canonical unit when one followed the number. */
  unit?: string;
  /** Where it was found in the text. */
  index: number;
}

const UNIT_WORDS = [...Object.keys(UNITS), ...Object.keys(ALIASES)].sort((a, b) => b.length - a.length).join('|');
const QUANTITY = new RegExp(`([-+]?(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d+)(?:[.,]\\d+)*)\\s*(${UNIT_WORDS})?(?![\\p{L}\\d])`, 'giu');

/** Every number in a text, with its unit when one follows: '1,5 kg', '1 500 g', '12.5cm'. */
export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of text.matchAll(QUANTITY)) {
    const value = parseNumber(match[1] ?? '');
    if (value === undefined) continue;
    const unit = match[2] ? canonicalUnit(match[2]) : undefined;
    found.push({ value, unit, index: match.index ?? 0 });
  }
  return found;
}

/** A cell holding one quantity and nothing else ('1,5 kg', '250'); undefined otherwise. */
export function parseQuantity(text: string): Quantity | undefined {
  const trimmed = text.trim();
  const match = new RegExp(`^${QUANTITY.source}$`, 'iu').exec(trimmed);
  if (!match) return undefined;
  const value = parseNumber(match[1] ?? '');
  if (value === undefined) return undefined;
  return { value, unit: match[2] ? canonicalUnit(match[2]) : undefined, index: 0 };
}
