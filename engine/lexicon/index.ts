/**
 * The lexicon: every language pack merged into the lookups the rules use. Rules ask about concepts
 * ('is this name a weight?', 'is this word a unit?'), never about words; the words are the packs'.
 */

import { TextMemo } from '../text-memo.ts';
import { AXES, type AxisConcept, CONCEPTS, type Concept, PRICE_WORDS, type PriceWord } from './concepts.ts';
import type { AxisLetters, LanguageCode, LanguagePack, Stemming } from './pack.ts';
import { cs } from './packs/cs.ts';
import { da } from './packs/da.ts';
import { de } from './packs/de.ts';
import { en } from './packs/en.ts';
import { es } from './packs/es.ts';
import { fr } from './packs/fr.ts';
import { hr } from './packs/hr.ts';
import { hu } from './packs/hu.ts';
import { it } from './packs/it.ts';
import { nl } from './packs/nl.ts';
import { pl } from './packs/pl.ts';
import { pt } from './packs/pt.ts';
import { sk } from './packs/sk.ts';
import { sv } from './packs/sv.ts';

export const PACKS: readonly LanguagePack[] = [en, fr, de, es, it, pt, nl, pl, sv, da, cs, sk, hu, hr];

const PACK_OF = new Map<LanguageCode, LanguagePack>(PACKS.map((pack) => [pack.code, pack]));

/** One language's pack. */
export const packOf = (code: LanguageCode): LanguagePack => PACK_OF.get(code) ?? en;

/**
 * Lower case, accents off, punctuation and camelCase as spaces: "Code-barres (EAN)" → "code barres ean",
 * "basePrice" → "base price". ß is kept:
 * German 'Maße' (sizes) is not 'Masse' (mass); a pack lists the Swiss spelling with ss beside it.
 */
export function normalise(name: string): string {
  return name.length > CACHED_LENGTH ? normaliseText(name) : normalised.of(name, normaliseText);
}

/** Names, words and short values repeat on every row: each is normalised once (a bounded cache; long texts are not kept). */
const normalised = new TextMemo<string>(20_000);
const CACHED_LENGTH = 120;

function normaliseText(name: string): string {
  // Letters NFD does not split into a letter and its accent: Danish 'Vægt', French 'œuvre', Polish 'Długość', Croatian 'Proizvođač'.
  const letters = /[æÆœŒøØłŁđĐ]/.test(name) ? name.replace(/[æÆ]/g, 'ae').replace(/[œŒ]/g, 'oe').replace(/[øØ]/g, 'o').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd') : name;
  return (
    letters
      // Words joined in camelCase ('basePrice', 'IsAvailable', 'PrezzoPromo'), not abbreviations ('MwSt', 'eBay').
      .replace(/(\p{L}\p{Ll})(?=\p{Lu}\p{Ll}{2})/gu, '$1 ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/([a-z])([0-9])/g, '$1 $2')
      .replace(/[^a-z0-9ß]+/g, ' ')
      .trim()
  );
}

/** A normalised word brought to its light stem by the language's endings ('chemises' → 'chemise', 'batteries' → 'battery'); the word when the language has none. */
export function stemIn(word: string, code: LanguageCode): string {
  const stemming: Stemming | undefined = packOf(code).stemming;
  if (!stemming || word.length <= stemming.keepUpTo) return word;
  for (const { ending, becomes = '', longerThan = 0, notAfter = '' } of stemming.endings) {
    if (!word.endsWith(ending) || word.length <= longerThan) continue;
    const before = word.charAt(word.length - ending.length - 1);
    if (before !== '' && notAfter.includes(before)) continue;
    const stem = word.slice(0, word.length - ending.length) + becomes;
    return stem.length < (stemming.shortestStem ?? 0) ? word : stem;
  }
  return word;
}

/** A set of one kind of words from every pack, normalised. */
export function wordsOf(pick: (pack: LanguagePack) => readonly string[] | undefined): ReadonlySet<string> {
  return new Set(PACKS.flatMap((pack) => (pick(pack) ?? []).map(normalise)));
}

/** Whether a normalised text holds one of the phrases as whole words. */
export function hasPhrase(text: string, phrases: ReadonlySet<string>): boolean {
  return longestPhrase(text, phrases) > 0;
}

/** By set of phrases, the most words one of them has. */
const PHRASE_WORDS = new WeakMap<ReadonlySet<string>, number>();

/**
 * How many words the longest of the phrases a normalised text holds as whole words has (0: none).
 * The text's runs of words are looked up in the set: a text has far fewer of them than a concept has
 * phrases (122 for a price), and this is asked of every column name and field wording.
 */
export function longestPhrase(text: string, phrases: ReadonlySet<string>): number {
  let longest = PHRASE_WORDS.get(phrases);
  if (longest === undefined) {
    longest = Math.max(0, ...[...phrases].map((phrase) => phrase.split(' ').length));
    PHRASE_WORDS.set(phrases, longest);
  }
  const words = text.split(' ');
  let most = 0;
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let count = 1; count <= longest && start + count <= words.length; count++) {
      run = count === 1 ? (words[start] as string) : `${run} ${words[start + count - 1]}`;
      if (count > most && phrases.has(run)) most = count;
    }
  }
  return most;
}

const HELP_SHEET_WORDS = wordsOf((pack) => pack.helpSheets);

/** Whether a workbook sheet's name says it explains or lists values rather than holds products ('Lisez-moi', 'Value lists', 'Einstellungen'). */
export function isHelpSheet(name: string): boolean {
  return hasPhrase(normalise(name), HELP_SHEET_WORDS);
}

const CONCEPT_OF_WORD = new Map<string, Concept>();
/** Concepts named by several words (' code barre ', ' country of origin '), longest first; each and its concept set between spaces, as `phrased` looks for them. */
const CONCEPT_PHRASES: [string, string][] = [];
for (const pack of PACKS) {
  for (const concept of CONCEPTS) {
    for (const spelling of pack.concepts[concept] ?? []) {
      const word = normalise(spelling);
      if (word.includes(' ')) CONCEPT_PHRASES.push([` ${word} `, ` ${concept} `]);
      else CONCEPT_OF_WORD.set(word, concept);
    }
  }
}
CONCEPT_PHRASES.sort((a, b) => b[0].length - a[0].length);

const FILLERS = wordsOf((pack) => pack.fillers);
const PRODUCT_WORDS = wordsOf((pack) => pack.product);

/** Concept words some languages glue to the end of others, longest first. */
const COMPOUND_HEADS = [...wordsOf((pack) => pack.compoundHeads)].sort((a, b) => b.length - a.length);
const COMPOUND_SPLIT = COMPOUND_HEADS.length > 0 ? new RegExp(`(?<![a-zß])([a-zß]{2,}?)s?(${COMPOUND_HEADS.join('|')})(?![a-zß])`, 'g') : undefined;

/** A normalised text with glued compounds split before their head ('nettogewicht' → 'netto gewicht'). */
export function splitCompounds(text: string): string {
  if (!COMPOUND_SPLIT) return text;
  return text.replace(COMPOUND_SPLIT, (whole: string, head: string, tail: string) => {
    if (CONCEPT_OF_WORD.has(whole) || FILLERS.has(whole)) return whole;
    // The s before the head may be the first word's own ('Preiseinheit') or a linking s ('Verkaufspreis').
    const before = whole.slice(0, whole.length - tail.length);
    return `${CONCEPT_OF_WORD.has(before) ? before : head} ${tail}`;
  });
}

/** A name's normalised words, compounds split and phrases brought to their concept ('code barre' → 'ean'). */
export function phrased(name: string): string {
  // Set between spaces once: a text is only copied where a phrase is found in it.
  let text = ` ${splitCompounds(normalise(name))} `;
  for (const [phrase, concept] of CONCEPT_PHRASES) if (text.includes(phrase)) text = text.replaceAll(phrase, concept);
  return text.trim();
}

const CONCEPT_NAMES: ReadonlySet<string> = new Set(CONCEPTS);

/** Whether a canonical word is a concept ('weight'), not a word no pack knows ('drawers'). */
export const isConcept = (word: string): boolean => CONCEPT_NAMES.has(word);

/** One word's concept ('poids' → 'weight'); the word itself when it names none. */
export function canonicalWord(word: string): string {
  return CONCEPT_OF_WORD.get(word) ?? word;
}

/** Whether a normalised word is the product itself ('product', 'produit', 'Artikel'). */
export const isProductWord = (word: string): boolean => PRODUCT_WORDS.has(word);

export function isFiller(word: string): boolean {
  return FILLERS.has(word);
}

/** The canonical words of a name, fillers dropped (kept when the name is only fillers). */
export function canonicalWords(name: string): string[] {
  const all = phrased(name.replace(/^ac_/, '')).split(' ').filter(Boolean).map(canonicalWord);
  const meaningful = all.filter((word) => !FILLERS.has(word));
  if (meaningful.length > 0) return [...new Set(meaningful)];
  // A name that is only the product ('Produit', 'Item') is the product's name.
  return all.some((word) => PRODUCT_WORDS.has(word)) ? ['name'] : [...new Set(all)];
}

/** Whether a name's words name the concept. */
export function namesConcept(name: string, concept: Concept): boolean {
  return canonicalWords(name).includes(concept);
}

/** Every pack's words for each price word. */
export const PRICE_PHRASES: Readonly<Record<PriceWord, ReadonlySet<string>>> = Object.fromEntries(PRICE_WORDS.map((word) => [word, wordsOf((pack) => pack.prices[word])])) as Record<PriceWord, ReadonlySet<string>>;

export const PARCEL_WORDS = wordsOf((pack) => pack.parcel);
export const LINKING_WORDS = wordsOf((pack) => pack.linking);
export const FLAG_WORDS = wordsOf((pack) => pack.flags);
export const COLUMN_WORDS = wordsOf((pack) => pack.column);
export const UNIT_INTRO_WORDS = wordsOf((pack) => pack.unitIntro);
export const PER_UNIT_WORDS = wordsOf((pack) => pack.perUnit);
export const EACH_WORDS = wordsOf((pack) => pack.each);
export const TOTAL_WORDS = wordsOf((pack) => pack.totals);
export const PRICE_FROM_WORDS = wordsOf((pack) => pack.priceFrom);
export const PRICE_UPWARD_WORDS = wordsOf((pack) => pack.priceUpward);
export const TOKEN_WORDS = wordsOf((pack) => pack.tokens);
export const HOURS_WORDS = wordsOf((pack) => pack.hours);
export const OPENING_HOURS_WORDS = wordsOf((pack) => pack.openingHours);
export const VALIDITY_WORDS = wordsOf((pack) => pack.validity);
export const ALTERNATIVE_WORDS = wordsOf((pack) => pack.alternatives);
export const PACK_JOINS = wordsOf((pack) => pack.packJoins);
export const FIRST_WORD_PHRASES = wordsOf((pack) => pack.firstWord);
export const FLAVOURED_WORDS = wordsOf((pack) => pack.flavoured);
export const PARENT_KINDS = wordsOf((pack) => pack.productKinds?.parent);
export const VARIANT_KINDS = wordsOf((pack) => pack.productKinds?.variant);

/** Every language's ways of writing axes with letters. */
export const AXIS_READINGS: readonly AxisLetters[] = PACKS.flatMap((pack) => pack.axisLetters);

/** Every letter some language reads as an axis. */
export const AXIS_LETTERS: string = [...new Set(AXIS_READINGS.flatMap((reading) => Object.keys(reading.letters)))].join('');

const AXIS_OF_ABBREVIATION = new Map<string, AxisConcept>(PACKS.flatMap((pack) => Object.entries(pack.axisAbbreviations).flatMap(([axis, words]) => (words ?? []).map((word) => [normalise(word), axis as AxisConcept] as const))));

/** The axis a word of a sizes name is ('Breite', 'Höhe', 'Prof.', 'Lg') ; undefined when it is none. */
export function axisOfWord(word: string): AxisConcept | undefined {
  const key = normalise(word);
  const concept = canonicalWord(key);
  return AXES.has(concept as Concept) ? (concept as AxisConcept) : AXIS_OF_ABBREVIATION.get(key);
}

const PLACEHOLDERS = wordsOf((pack) => pack.placeholders);
const PLACEHOLDER_LENGTH = Math.max(...[...PLACEHOLDERS].map((text) => text.length)) + 8;
/**
 * normalise keeps every ASCII digit, so a cell with one is no placeholder when none has a digit: codes,
 * prices and numbered names (most cells of a file, each unique) need no normalising to say so.
 */
const PLACEHOLDER_DIGIT = /\d/.test([...PLACEHOLDERS].join(''));

/** An ASCII letter or digit: never one of the dashes and marks a placeholder may be made of alone. */
const alphanumeric = (code: number) => (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);

/** Whether a cell holds no value but says so ('N/A', '-', '?', 'k. A.'). */
export function isPlaceholder(text: string): boolean {
  if (!alphanumeric(text.charCodeAt(0)) && /^[\s\-–—?./]+$/u.test(text)) return true;
  return text.length <= PLACEHOLDER_LENGTH && (PLACEHOLDER_DIGIT || !/[0-9]/.test(text)) && PLACEHOLDERS.has(normalise(text));
}
