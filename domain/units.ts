/**
 * Units of measure a product file writes, in English and French spellings, and how they convert.
 * Mass, length and volume convert within their dimension; currencies never convert (a price in USD
 * is not a price in EUR), they only say whether two amounts are in the same money.
 */

export type Dimension = 'mass' | 'length' | 'volume' | 'currency';

interface Unit {
  dimension: Dimension;
  /** Size of one of this unit in the dimension's base (g, mm, ml); 0 for currencies. */
  scale: number;
}

const UNITS: Record<string, Unit> = {
  mg: { dimension: 'mass', scale: 0.001 },
  g: { dimension: 'mass', scale: 1 },
  kg: { dimension: 'mass', scale: 1000 },
  t: { dimension: 'mass', scale: 1_000_000 },
  oz: { dimension: 'mass', scale: 28.349523125 },
  lb: { dimension: 'mass', scale: 453.59237 },
  mm: { dimension: 'length', scale: 1 },
  cm: { dimension: 'length', scale: 10 },
  dm: { dimension: 'length', scale: 100 },
  m: { dimension: 'length', scale: 1000 },
  in: { dimension: 'length', scale: 25.4 },
  ft: { dimension: 'length', scale: 304.8 },
  yd: { dimension: 'length', scale: 914.4 },
  ml: { dimension: 'volume', scale: 1 },
  cl: { dimension: 'volume', scale: 10 },
  dl: { dimension: 'volume', scale: 100 },
  l: { dimension: 'volume', scale: 1000 },
  'fl oz': { dimension: 'volume', scale: 29.5735295625 },
  gal: { dimension: 'volume', scale: 3785.411784 },
  EUR: { dimension: 'currency', scale: 0 },
  USD: { dimension: 'currency', scale: 0 },
  GBP: { dimension: 'currency', scale: 0 },
  CHF: { dimension: 'currency', scale: 0 },
  CAD: { dimension: 'currency', scale: 0 },
  JPY: { dimension: 'currency', scale: 0 },
};

/** Other spellings, lower case (accents kept: they are compared after lower-casing only). */
const ALIASES: Record<string, string> = {
  milligram: 'mg',
  milligrams: 'mg',
  milligramme: 'mg',
  milligrammes: 'mg',
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
  tonne: 't',
  tonnes: 't',
  ounce: 'oz',
  ounces: 'oz',
  once: 'oz',
  onces: 'oz',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  millimeter: 'mm',
  millimeters: 'mm',
  millimetre: 'mm',
  millimetres: 'mm',
  millimètre: 'mm',
  millimètres: 'mm',
  centimeter: 'cm',
  centimeters: 'cm',
  centimetre: 'cm',
  centimetres: 'cm',
  centimètre: 'cm',
  centimètres: 'cm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  mètre: 'm',
  mètres: 'm',
  inch: 'in',
  inches: 'in',
  pouce: 'in',
  pouces: 'in',
  '"': 'in',
  '″': 'in',
  '”': 'in',
  foot: 'ft',
  feet: 'ft',
  "'": 'ft',
  '′': 'ft',
  yard: 'yd',
  yards: 'yd',
  yds: 'yd',
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
  'fl. oz': 'fl oz',
  'fl.oz': 'fl oz',
  floz: 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  'us gal': 'gal',
  'us gallon': 'gal',
  'us gallons': 'gal',
  gallon: 'gal',
  gallons: 'gal',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  $: 'USD',
  'us$': 'USD',
  usd: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  chf: 'CHF',
  cad: 'CAD',
  jpy: 'JPY',
  '¥': 'JPY',
};

/** Every spelling, longest first, for building patterns that must prefer 'fl oz' over 'oz'. */
export const UNIT_SPELLINGS: readonly string[] = [...Object.keys(UNITS), ...Object.keys(ALIASES)]
  .map((spelling) => spelling.toLowerCase())
  .filter((spelling, index, all) => all.indexOf(spelling) === index)
  .sort((a, b) => b.length - a.length);

/** The canonical unit for a spelling ('Kilos' → 'kg', '€' → 'EUR', 'lbs' → 'lb'), or undefined. */
export function canonicalUnit(raw: string): string | undefined {
  const key = raw.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase();
  if (key === '') return undefined;
  const upper = key.toUpperCase();
  if (UNITS[upper]?.dimension === 'currency') return upper;
  if (key in UNITS) return key;
  return ALIASES[key];
}

export function unitDimension(unit: string): Dimension | undefined {
  const canonical = canonicalUnit(unit);
  return canonical ? UNITS[canonical]?.dimension : undefined;
}

/**
 * Sensible precision for a converted value: three decimals at one and above (0.68 kg, 30.48 cm),
 * three significant digits below (0.0283 kg), so a conversion never prints binary noise.
 */
export function roundConverted(value: number): number {
  if (value === 0) return 0;
  if (Math.abs(value) >= 1) return Math.round(value * 1000) / 1000;
  return Number.parseFloat(value.toPrecision(3));
}

/** `value` from one unit to another of the same dimension; undefined when they do not convert. */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  const fromUnit = canonicalUnit(from);
  const toUnit = canonicalUnit(to);
  if (!fromUnit || !toUnit) return undefined;
  if (fromUnit === toUnit) return value;
  const a = UNITS[fromUnit];
  const b = UNITS[toUnit];
  if (!a || !b || a.dimension !== b.dimension || a.dimension === 'currency') return undefined;
  return roundConverted((value * a.scale) / b.scale);
}

/** A unit written in brackets anywhere in a name ('Weight (lbs)', 'Prix [€]', 'Poids (en kg)'). */
const BRACKETED = /[([]\s*(?:en |in )?([^()[\]]{1,12}?)\s*[)\]]/g;

/**
 * The unit a column or field name declares, and the name without it: 'Weight (lbs)' → lb,
 * 'Largeur mm' → mm, 'Poids en kg' → kg, 'Prix TTC (€)' → EUR. Unbracketed, a unit must be the last
 * word and longer than one letter, and not 'in' (the preposition of 'Made in'): 'Taille T' has no unit.
 */
export function unitInName(name: string): { unit: string | undefined; rest: string } {
  for (const match of name.matchAll(BRACKETED)) {
    const unit = canonicalUnit(match[1] ?? '');
    if (unit) return { unit, rest: `${name.slice(0, match.index)} ${name.slice((match.index ?? 0) + match[0].length)}`.trim() };
  }
  const words = name.trim().split(/[\s,/_-]+/);
  if (words.length < 2) return { unit: undefined, rest: name };
  const last = words.at(-1) ?? '';
  const unit = last.length < 2 || last.toLowerCase() === 'in' ? undefined : canonicalUnit(last);
  if (!unit) return { unit: undefined, rest: name };
  const kept = words.slice(0, -1);
  if (/^(?:en|in)$/i.test(kept.at(-1) ?? '') && kept.length > 1) kept.pop();
  return { unit, rest: kept.join(' ') };
}
