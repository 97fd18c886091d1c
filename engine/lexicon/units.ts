/**
 * Units as files spell them: the unit table's symbols ('kg', '"', '€', 'JPY') and every pack's words
 * ('Kilos', 'pouces', 'Kilogramm', 'euros'). A spelling a pack declares ambiguous ('in', 'once') is a
 * unit only right after a number, never in a sentence.
 */
import { unitInName as unitDeclaredIn } from '../../domain/units.ts';
import { TextMemo } from '../text-memo.ts';
import { normalise, PACKS, UNIT_INTRO_WORDS, wordsOf } from './index.ts';
import type { LanguageCode } from './pack.ts';
import { convertUnits, type Dimension, dimensionOf, UNIT_SYMBOLS, unitOfSymbol } from './unit-table.ts';

const UNIT_OF_WORD = new Map<string, string>();
for (const pack of PACKS) {
  for (const table of [pack.units, pack.currencies]) {
    for (const [unit, spellings] of Object.entries(table)) for (const spelling of spellings ?? []) UNIT_OF_WORD.set(normalise(spelling), unit);
  }
}

/** By language, the signs it shares with others ('kr') and the currency they are in a file of that language. */
const SHARED_CURRENCIES = new Map<LanguageCode, ReadonlyMap<string, string>>(PACKS.map((pack) => [pack.code, new Map(Object.entries(pack.sharedCurrencies ?? {}).flatMap(([unit, signs]) => (signs ?? []).map((sign) => [normalise(sign), unit] as const)))]));

/** By language, the currencies of one letter its countries write ('R': the rand in English). */
const LETTER_CURRENCIES = new Map<LanguageCode, ReadonlySet<string>>(PACKS.map((pack) => [pack.code, new Set(pack.letterCurrencies ?? [])]));

/** Whether an amount signed by one letter ('R16') is in `unit` in a file written in `language`: never where the language is not told. */
export const writesLetterCurrency = (language: LanguageCode | undefined, unit: string): boolean => language !== undefined && LETTER_CURRENCIES.get(language)?.has(unit) === true;

/** The languages that write a sign they share with others ('kr'): a price in it is a price, its country told by the file's language. */
export const SHARED_SIGN_LANGUAGES: readonly LanguageCode[] = [...SHARED_CURRENCIES].filter(([, signs]) => signs.size > 0).map(([code]) => code);

/**
 * The unit of a spelling in a file written in `language`: a sign several countries share ('kr') is
 * that language's currency there (SEK in a Swedish file, DKK in a Danish one), and no currency in a
 * file whose language is not known. A sign that is a unit elsewhere is the language's currency first
 * ('Ft': the forint in a Hungarian file, the foot in any other).
 */
export function unitIn(raw: string, language: LanguageCode | undefined): string | undefined {
  const own = language === undefined || !/^[\p{L}\s.]+$/u.test(raw.trim()) ? undefined : SHARED_CURRENCIES.get(language)?.get(normalise(raw));
  return own ?? canonicalUnit(raw);
}

const AMBIGUOUS = wordsOf((pack) => pack.ambiguousUnits);

/** The unit id of a spelling ('Kilos' → 'kg', '€' → 'EUR', 'lbs' → 'lb'), or undefined. */
export function canonicalUnit(raw: string): string | undefined {
  return unitsOfSpelling.of(raw, unitOfSpelling);
}

/** Cells repeat their units on every row: each spelling is looked up once (a bounded cache). */
const unitsOfSpelling = new TextMemo<string | undefined>(5000);

function unitOfSpelling(raw: string): string | undefined {
  const symbol = unitOfSymbol(raw);
  if (symbol) return symbol;
  // Words are letters and spaces ('Kilos', 'metres carres', 'fluid ounces'): '/dozen' is no spelling of a dozen.
  if (!/^[\p{L}\s.]+$/u.test(raw.trim())) return undefined;
  const word = normalise(raw);
  return word === '' ? undefined : UNIT_OF_WORD.get(word);
}

/** A unit named in a sentence: not a spelling that is also an everyday word ('once', 'in'). */
export function unitInWords(word: string): string | undefined {
  return AMBIGUOUS.has(normalise(word)) ? undefined : canonicalUnit(word);
}

/** Every spelling (words normalised, symbols as they are), longest first, for patterns that must prefer 'fl oz' over 'oz'. */
export const UNIT_SPELLINGS: readonly string[] = [...new Set([...UNIT_SYMBOLS, ...UNIT_OF_WORD.keys()])].sort((a, b) => b.length - a.length);

export function unitDimension(unit: string): Dimension | undefined {
  const canonical = canonicalUnit(unit);
  return canonical ? dimensionOf(canonical) : undefined;
}

/** `value` from one unit to another of the same dimension (spellings or ids); undefined when they do not convert. */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  const fromUnit = canonicalUnit(from);
  const toUnit = canonicalUnit(to);
  if (!fromUnit || !toUnit) return undefined;
  return convertUnits(value, fromUnit, toUnit);
}

/**
 * The unit a column or field name declares, and the name without it: 'Weight (lbs)' → lb,
 * 'Largeur mm' → mm, 'Poids en kg' → kg, 'Prix TTC (€)' → EUR, 'Gewicht in Kilogramm' → kg.
 */
export function unitInName(name: string): { unit: string | undefined; rest: string } {
  return unitDeclaredIn(name, canonicalUnit, UNIT_INTRO_WORDS);
}
