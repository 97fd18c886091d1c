/**
 * Units beyond the table in domain/units.ts: currencies from Intl (every ISO 4217 code, with the
 * symbols Intl writes for them), and conversions. Words for units ('kilo', 'Kilogramm', 'pouces')
 * live in the lexicon's language packs. Mass, length, volume, power and area convert within their
 * dimension; currencies never convert (a price in USD is not a price in EUR), and counts (a piece, a
 * dozen) only say what a price is per.
 */

import { type Dimension, UNITS, unitOfSymbol as physicalUnitOf } from '../../domain/units.ts';

export type { Dimension };

/** Currency codes read whatever their case ('eur', 'Usd'); any other ISO code only in capitals ('ALL' is a currency, 'all' a word). */
const EVERYDAY_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'CNY'];

const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

function currencySymbol(code: string, display: 'symbol' | 'narrowSymbol'): string {
  const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: display }).formatToParts(1).find((p) => p.type === 'currency');
  return part?.value ?? code;
}

/** Narrow symbols several currencies share, lower case ('kr': Sweden's, Norway's, Denmark's, Iceland's; 'rs': Pakistan's, Sri Lanka's, Nepal's, Mauritius's). */
const SHARED_SIGNS = new Set<string>();

/**
 * Currency symbols, from Intl: the symbol English writes for a code ('$' USD, '¥' JPY, 'CA$', 'CN¥'),
 * then each narrow symbol that belongs to one currency only ('₹', '₺'); a narrow symbol several
 * currencies share ('kr') is no currency on its own.
 */
const SYMBOL_CURRENCY: ReadonlyMap<string, string> = (() => {
  const symbols = new Map<string, string>();
  const narrow = new Map<string, string[]>();
  for (const code of ISO_CODES) {
    const symbol = currencySymbol(code, 'symbol');
    if (symbol !== code) symbols.set(symbol.toLowerCase(), code);
    const short = currencySymbol(code, 'narrowSymbol');
    if (short !== code) narrow.set(short.toLowerCase(), [...(narrow.get(short.toLowerCase()) ?? []), code]);
  }
  for (const [symbol, codes] of narrow) {
    if (codes.length === 1 && !symbols.has(symbol)) symbols.set(symbol, codes[0] as string);
    else if (!symbols.has(symbol)) SHARED_SIGNS.add(symbol);
  }
  symbols.set('us$', 'USD');
  return symbols;
})();

/** A currency sign several countries share ('Rs', 'kr.'): money, in a currency only the file's country tells. */
export const isSharedCurrencySign = (text: string): boolean => SHARED_SIGNS.has(text.trim().replace(/\.$/, '').toLowerCase());

/** Currency symbols longest first ('US$' before '$'), for patterns. */
export const CURRENCY_SYMBOLS: readonly string[] = [...SYMBOL_CURRENCY.keys()].sort((a, b) => b.length - a.length);

/** The unit a symbol or code stands for ('KG' → 'kg', '€' → 'EUR', 'JPY' → 'JPY', 'all' → undefined). */
export function unitOfSymbol(raw: string): string | undefined {
  const text = raw.trim().replace(/\s+/g, ' ');
  const key = text.replace(/\.$/, '').toLowerCase();
  if (key === '') return undefined;
  const upper = key.toUpperCase();
  if (ISO_CODES.has(upper) && (text === upper || EVERYDAY_CODES.includes(upper))) return upper;
  return physicalUnitOf(key) ?? SYMBOL_CURRENCY.get(key) ?? SYMBOL_CURRENCY.get(text.toLowerCase());
}

/** Every symbol, lower case: units' and currencies', plus the everyday codes. */
export const UNIT_SYMBOLS: readonly string[] = [...Object.values(UNITS).flatMap((unit) => unit.symbols), ...SYMBOL_CURRENCY.keys(), ...EVERYDAY_CODES.map((code) => code.toLowerCase())];

export function isCurrency(unit: string): boolean {
  return ISO_CODES.has(unit);
}

export function dimensionOf(unit: string): Dimension | undefined {
  if (ISO_CODES.has(unit)) return 'currency';
  return UNITS[unit]?.dimension;
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

/** `value` from one unit id to another of the same dimension; undefined when they do not convert. */
export function convertUnits(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const a = UNITS[from];
  const b = UNITS[to];
  if (!a || !b || a.dimension !== b.dimension || a.scale === 0 || b.scale === 0) return undefined;
  return roundConverted((value * a.scale) / b.scale);
}
