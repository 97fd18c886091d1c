/**
 * The one unit table: every unit Fiche reads, its dimension, its size in the dimension's base and the
 * symbols that are the same in every language; currencies are added from Intl by
 * engine/quantities/units.ts, words for units by the lexicon's language packs. Here for the template
 * editor too, which reads the unit a field's name declares ('Weight (kg)').
 */

/** `package`: what a thing is sold in (a bunch, a box, a bottle): a price is per it, and it converts to nothing. */
export type Dimension = 'mass' | 'length' | 'volume' | 'power' | 'area' | 'count' | 'package' | 'currency';

export interface Unit {
  dimension: Dimension;
  /** Size of one of this unit in the dimension's base (g, mm, ml, W, mm², piece); 0 when it converts to no other (packages). */
  scale: number;
  /** Symbols and abbreviations written the same in every language (matched case-insensitively). */
  symbols: readonly string[];
}

export const UNITS: Readonly<Record<string, Unit>> = {
  mg: { dimension: 'mass', scale: 0.001, symbols: ['mg'] },
  g: { dimension: 'mass', scale: 1, symbols: ['g', 'gr', 'grs'] },
  // The decagram, as Hungarian shops weigh cold cuts and sweets ('10 dkg').
  dkg: { dimension: 'mass', scale: 10, symbols: ['dkg'] },
  kg: { dimension: 'mass', scale: 1000, symbols: ['kg', 'kgs'] },
  t: { dimension: 'mass', scale: 1_000_000, symbols: ['t'] },
  oz: { dimension: 'mass', scale: 28.349523125, symbols: ['oz'] },
  lb: { dimension: 'mass', scale: 453.59237, symbols: ['lb', 'lbs'] },
  mm: { dimension: 'length', scale: 1, symbols: ['mm'] },
  cm: { dimension: 'length', scale: 10, symbols: ['cm'] },
  dm: { dimension: 'length', scale: 100, symbols: ['dm'] },
  m: { dimension: 'length', scale: 1000, symbols: ['m'] },
  in: { dimension: 'length', scale: 25.4, symbols: ['in', '"', '″', '”'] },
  ft: { dimension: 'length', scale: 304.8, symbols: ['ft', "'", '′'] },
  yd: { dimension: 'length', scale: 914.4, symbols: ['yd', 'yds'] },
  ml: { dimension: 'volume', scale: 1, symbols: ['ml'] },
  cl: { dimension: 'volume', scale: 10, symbols: ['cl'] },
  dl: { dimension: 'volume', scale: 100, symbols: ['dl'] },
  l: { dimension: 'volume', scale: 1000, symbols: ['l', 'lt', 'ltr'] },
  'fl oz': { dimension: 'volume', scale: 29.5735295625, symbols: ['fl oz', 'fl. oz', 'fl.oz', 'floz'] },
  gal: { dimension: 'volume', scale: 3785.411784, symbols: ['gal', 'us gal'] },
  W: { dimension: 'power', scale: 1, symbols: ['w'] },
  kW: { dimension: 'power', scale: 1000, symbols: ['kw'] },
  'mm²': { dimension: 'area', scale: 1, symbols: ['mm²', 'mm2'] },
  'cm²': { dimension: 'area', scale: 100, symbols: ['cm²', 'cm2'] },
  'm²': { dimension: 'area', scale: 1_000_000, symbols: ['m²', 'm2', 'sqm'] },
  'ft²': { dimension: 'area', scale: 92_903.04, symbols: ['ft²', 'ft2', 'sq ft', 'sqft'] },
  piece: { dimension: 'count', scale: 1, symbols: ['pc', 'pcs', 'pce', 'pces'] },
  dozen: { dimension: 'count', scale: 12, symbols: ['doz'] },
  pair: { dimension: 'count', scale: 2, symbols: [] },
  bunch: { dimension: 'package', scale: 0, symbols: [] },
  box: { dimension: 'package', scale: 0, symbols: [] },
  pack: { dimension: 'package', scale: 0, symbols: [] },
  bag: { dimension: 'package', scale: 0, symbols: [] },
  bottle: { dimension: 'package', scale: 0, symbols: [] },
  roll: { dimension: 'package', scale: 0, symbols: [] },
};

/** A unit symbol (not a currency) → its id, lower case. */
const SYMBOL_UNIT: ReadonlyMap<string, string> = new Map(Object.entries(UNITS).flatMap(([id, unit]) => unit.symbols.map((symbol) => [symbol, id] as const)));

/** The unit a symbol stands for ('KG' → 'kg', '"' → 'in'), currencies aside. */
export function unitOfSymbol(raw: string): string | undefined {
  return SYMBOL_UNIT.get(raw.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase());
}

/** A unit written in brackets anywhere in a name ('Weight (lbs)', 'Prix [€]', 'Poids (en kg)'), with the word before it. */
const BRACKETED = /[([]\s*(?:(\p{L}+) )?([^()[\]]{1,12}?)\s*[)\]]/gu;

/**
 * The unit a column or field name declares, and the name without it: 'Weight (lbs)' → lb,
 * 'Largeur mm' → mm, 'Poids en kg' → kg. Unbracketed, a unit must be the last word and longer than
 * one letter: 'Taille T' has no unit. `unitOf` reads a spelling (symbols by default; the lexicon adds
 * every language's words and currencies), `intro` are the words that may stand before it ('en', 'in':
 * the lexicon's, which the engine passes; domain/ holds no words). In brackets, a word before a unit
 * that does not spell one with it ('(en kg)', '(net kg)') is left out.
 */
export function unitInName(name: string, unitOf: (spelling: string) => string | undefined = unitOfSymbol, intro: ReadonlySet<string> = new Set()): { unit: string | undefined; rest: string } {
  for (const match of name.matchAll(BRACKETED)) {
    const before = match[1];
    const spelled = before && !intro.has(before.toLowerCase()) ? `${before} ${match[2]}` : match[2];
    const unit = unitOf(spelled ?? '') ?? (before ? unitOf(match[2] ?? '') : undefined);
    if (unit) return { unit, rest: `${name.slice(0, match.index)} ${name.slice((match.index ?? 0) + match[0].length)}`.trim() };
  }
  const words = name.trim().split(/[\s,/_-]+/);
  if (words.length < 2) return { unit: undefined, rest: name };
  const last = words.at(-1) ?? '';
  const unit = last.length < 2 || intro.has(last.toLowerCase()) ? undefined : unitOf(last);
  if (!unit) return { unit: undefined, rest: name };
  const kept = words.slice(0, -1);
  if (intro.has((kept.at(-1) ?? '').toLowerCase()) && kept.length > 1) kept.pop();
  return { unit, rest: kept.join(' ') };
}
