/**
 * Quantities and amounts as people type them in product files: '1,5 kg', '1 500 g', '12"', '€12.50',
 * '¥1200', and amounts per unit — '40/kg', '2,99 € / kg', '2,99 € le kg', '$5 each', '12 €/m' — where
 * the amount is the price and the unit it is per is a fact of its own.
 */
import { EACH_WORDS, normalise, PER_UNIT_WORDS } from '../lexicon/index.ts';
import type { LanguageCode } from '../lexicon/pack.ts';
import { canonicalUnit, UNIT_SPELLINGS, unitIn } from '../lexicon/units.ts';
import { type DecimalMark, parseNumber } from './number.ts';
import { dimensionOf } from './units.ts';

export interface Quantity {
  value: number;
  /** Unit id when one was written with the number ('kg', 'in', 'EUR'). */
  unit?: string;
  /** For an amount per unit ('2,99 € / kg'), the unit it is per ('kg', 'dozen', 'piece'). */
  per?: string;
  /** Where it was found in the text. */
  index: number;
  /** In running text: where it ends, its unit included. */
  end?: number;
  /** In running text: written after a diameter's sign ('Ø26', '⌀ 30 mm'). */
  diameter?: true;
}

const NUMBER = String.raw`[-+]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)*|[-+]?[.,]\d+`;

/** A whole cell: an optional currency before (at most four characters), one number, then whatever follows. */
const AMOUNT_CELL = new RegExp(`^(?:([^\\d\\s.,+-][^\\d]{0,3}?)\\s*)?(${NUMBER})(.*)$`, 'u');

/** A token of what follows a number, in the form the lexicon keeps words in; symbols as they are. */
const tokenKey = (token: string) => normalise(token) || token.toLowerCase();

/** What an amount is per, from the words after its '/' or per-word ('kg', '1 kg', 'dozen', 'pièce'). */
function perUnitOf(tokens: readonly string[]): string | undefined {
  const words = tokens[0] === '1' ? tokens.slice(1) : tokens;
  if (words.length === 0) return undefined;
  const unit = canonicalUnit(words.join(' '));
  if (unit && dimensionOf(unit) !== 'currency') return unit;
  return EACH_WORDS.has(words.map(tokenKey).join(' ')) ? 'piece' : undefined;
}

/** What follows a number: nothing, a unit, or a unit (or none) and what the amount is per; undefined when it is anything else. */
function unitsAfter(rest: string, language: LanguageCode | undefined): { unit?: string; per?: string } | undefined {
  const text = rest.trim().replace(/\.$/, '');
  if (text === '') return {};
  const whole = unitIn(text, language);
  if (whole) return { unit: whole };
  const tokens = text.split(/\s+|(?=\/)|(?<=\/)/u).filter(Boolean);
  for (let at = 0; at < tokens.length; at++) {
    const head = tokens.slice(0, at).join(' ');
    const unit = head === '' ? undefined : unitIn(head, language);
    if (head !== '' && !unit) continue;
    const tail = tokens.slice(at);
    const marker = tail[0] ?? '';
    let per = marker === '/' || PER_UNIT_WORDS.has(tokenKey(marker)) ? perUnitOf(tail.slice(1)) : undefined;
    if (!per && EACH_WORDS.has(tail.map(tokenKey).join(' '))) per = 'piece';
    if (per) return unit ? { unit, per } : { per };
  }
  return undefined;
}

/**
 * A cell holding one quantity or amount and nothing else ('1,5 kg', '250', '12"', '€ 12,50', '40/kg');
 * undefined otherwise. `decimal`: the file's decimal mark, for numbers that read two ways; `language`:
 * the file's, in which a sign several countries share is its currency ('35 kr' in a Swedish file).
 */
export function parseQuantity(text: string, decimal?: DecimalMark, language?: LanguageCode): Quantity | undefined {
  // 'Ø 30 cm': a diameter's sign says which size it is, not how much.
  const match = AMOUNT_CELL.exec(text.trim().replace(/^[Øø⌀]\s*/u, ''));
  if (!match) return undefined;
  // Letters glued to digits by a hyphen are a reference ('KR-114', 'EUR-2020'), not a currency and an amount.
  if (match[1] && /\p{L}$/u.test(match[1]) && match[2]?.startsWith('-')) return undefined;
  const value = parseNumber(match[2] ?? '', decimal);
  if (value === undefined) return undefined;
  const before = match[1] ? unitIn(match[1], language) : undefined;
  if (match[1] && (!before || dimensionOf(before) !== 'currency')) return undefined;
  const after = unitsAfter(match[3] ?? '', language);
  if (!after) return undefined;
  if (before && after.unit && before !== after.unit) return undefined;
  const unit = before ?? after.unit;
  return { value, index: 0, ...(unit ? { unit } : {}), ...(after.per ? { per: after.per } : {}) };
}

const ACCENTED: Record<string, string> = { a: '[aàâä]', e: '[eéèêë]', i: '[iîï]', o: '[oôöó]', u: '[uùûüú]', c: '[cç]' };

/** A branch of the spellings' tree: the branches after each next character's pattern, and whether a spelling ends here. */
interface SpellingNode {
  next: Map<string, SpellingNode>;
  ends: boolean;
}

/** A character of a spelling as a pattern, as the list wrote it: a small vowel or 'c' also with its accents ('e' matches 'è'). */
const letterPattern = (letter: string) => ACCENTED[letter] ?? letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings as a tree of their letters' patterns; 'ss' also as 'ß' (German), a branch of its own. */
function spellingTree(spellings: readonly string[]): SpellingNode {
  const root: SpellingNode = { next: new Map(), ends: false };
  const childOf = (node: SpellingNode, pattern: string) => {
    // The pattern is matched ignoring case: 'K' and 'k' are one branch.
    const key = pattern.toLowerCase();
    const child = node.next.get(key) ?? { next: new Map(), ends: false };
    node.next.set(key, child);
    return child;
  };
  const add = (node: SpellingNode, rest: string) => {
    if (rest === '') {
      node.ends = true;
      return;
    }
    if (rest.startsWith('ss')) add(childOf(node, 'ß'), rest.slice(2));
    add(childOf(node, letterPattern(rest[0] as string)), rest.slice(1));
  };
  for (const spelling of spellings) add(root, spelling);
  return root;
}

/**
 * The spellings as one pattern that reads each next character once ('k(?:g|ilo(?:s|grammes?)…)')
 * instead of trying six hundred alternatives in turn. It prefers the longest spelling, as the list
 * sorted longest first did ('fl oz' over 'oz', 'm²' over 'm'): a longer branch is tried before the
 * spelling that ends where it starts.
 */
function spellingsPattern(node: SpellingNode): string {
  const branches = [...node.next].map(([letter, child]) => letter + spellingsPattern(child));
  if (branches.length === 0) return '';
  if (node.ends) return `(?:${branches.join('|')})?`;
  return branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
}

/** Spellings (longest first) as a pattern matched ignoring case, accents on small vowels and 'c' allowed, 'ss' also as 'ß'. */
export const spellingsPatternOf = (spellings: readonly string[]): string => spellingsPattern(spellingTree(spellings));

const UNIT = spellingsPatternOf(UNIT_SPELLINGS);
/**
 * In running text: a number and the unit right after it, not followed by more letters or digits (but
 * for a pack's sign, '6x400g'); a fraction only before its unit ('1/4 GL'), never an amount per unit ('40/kg'); a diameter's sign
 * before it ('Ø26'). Digit runs are bounded so that a page of digits is scanned in linear time, not
 * retried from every position of the run.
 */
const NUMBER_IN_TEXT = String.raw`[-+]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,5}|\d{1,15})(?:[.,]\d{1,15}){0,3}|[-+]?[.,]\d{1,15}`;
const FRACTION = String.raw`\d{1,2}\/\d{1,2}(?=\s*(?:${UNIT})(?![\p{L}\d]))`;
const QUANTITY_IN_TEXT = new RegExp(`(?<![\\d.,/])([Øø⌀]\\s*)?(${FRACTION}|${NUMBER_IN_TEXT})\\s*(${UNIT})?(?=$|[^\\p{L}\\d]|[x×]\\s*\\d)`, 'giu');

/** '1/4' → 0.25; a number as the one parser reads it. */
function numberIn(number: string, decimal: DecimalMark | undefined): number | undefined {
  const fraction = /^(\d+)\/(\d+)$/.exec(number);
  if (!fraction) return parseNumber(number, decimal);
  const below = Number(fraction[2]);
  return below === 0 ? undefined : Number(fraction[1]) / below;
}

/** Every number in a text, with its unit when one follows: '1,5 kg', '1 500 g', '12.5cm', '1/4 GL', 'Ø26'. */
export function findQuantities(text: string, decimal?: DecimalMark): Quantity[] {
  const found: Quantity[] = [];
  // Not `matchAll`: it copies the pattern (its species constructor) and compiles the copy on every call.
  const matches: RegExpExecArray[] = [];
  QUANTITY_IN_TEXT.lastIndex = 0;
  for (let match = QUANTITY_IN_TEXT.exec(text); match; match = QUANTITY_IN_TEXT.exec(text)) matches.push(match);
  for (const match of matches) {
    const value = numberIn(match[2] ?? '', decimal);
    if (value === undefined) continue;
    const unit = match[3] ? canonicalUnit(match[3]) : undefined;
    const index = match.index ?? 0;
    found.push({ value, index, end: index + match[0].trimEnd().length, ...(unit ? { unit } : {}), ...(match[1] ? { diameter: true as const } : {}) });
  }
  return found;
}
