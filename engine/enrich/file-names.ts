import { canonicalWord, FLAVOURED_WORDS, hasPhrase, isConcept, isPlaceholder, normalise } from '../lexicon/index.ts';
import { meaningOf, namesProduct } from '../lexicon/names.ts';
import { canonicalUnit } from '../lexicon/units.ts';
import { wordIdOf } from '../lexicon/words.ts';
import { TextMemo } from '../text-memo.ts';

/**
 * What a file's names show, worked out once when the file is read, for facts read in a row's name
 * (in-name.ts): the brands the file itself shows — the values of its brand column on any row
 * ('Haribo' on other rows), whether its names open with their brand (the rows that have one say so),
 * the words written in capitals that open several of its names ('HARIBO Goldbären 75g') — and whether
 * it is a list of foods or cosmetics, where a colour word in a name is a flavour or a scent even when
 * that name says no food word ('KATJES Grün-Ohr Hase'). Plain data: it travels with a run's other
 * file conventions.
 */
export interface FileNames {
  /** The brand cells of the file, each once, as written. */
  brands: string[];
  /** On the rows with both, most names open with their brand: a name's first word is its brand. */
  namesOpenWithBrand: boolean;
  /** Words in capitals opening several names otherwise written in lower case ('HARIBO', 'KATJES'). */
  openers: string[];
  /** Nearly all its names (four in five) speak of food, drinks, sweets or cosmetics. */
  flavoured: boolean;
}

/** A file's own evidence must hold on this many rows before a rule trusts it. */
const ROWS_TO_TRUST = 3;
/** Of the rows with a brand, this share must have a name opening with it. */
const OPENING_SHARE = 0.8;
/** This share of a file's names must speak of foods or cosmetics for the file to be a list of them. */
const FLAVOURED_SHARE = 0.8;
const KNOWN_KEPT = 5000;

/** The first word of a name, as written ('Haribo', 'MARCA-X', "McVitie's"). */
export function firstWordOf(name: string): string | undefined {
  return /^[\s"'“«(]*([\p{L}\p{N}][\p{L}\p{N}&'’.-]*[\p{L}\p{N}])/u.exec(name)?.[1];
}

/** A word the lexicon gives another meaning: a unit, a colour or material, a concept's word, a food or cosmetics word. */
export function isLexiconWord(word: string): boolean {
  const key = normalise(word);
  return canonicalUnit(word) !== undefined || wordIdOf(word) !== undefined || isConcept(canonicalWord(key)) || FLAVOURED_WORDS.has(key);
}

/** Long food words also end German compounds ('Orangengeschmack', 'Erdbeerjoghurt'). */
const COMPOUND_TAILS = [...FLAVOURED_WORDS].filter((word) => !word.includes(' ') && word.length >= 6);

/** Whether a text speaks of a food, a drink, a sweet or a cosmetic, or of a flavour or scent. */
export const namesFlavoured = (text: string): boolean => flavouredTexts.of(text, readFlavoured);

function readFlavoured(text: string): boolean {
  const key = normalise(text);
  return hasPhrase(key, FLAVOURED_WORDS) || key.split(' ').some((word) => COMPOUND_TAILS.some((tail) => word.length > tail.length && word.endsWith(tail)));
}

/** A row's name is asked about by each of its fields: each text is looked at once (a bounded cache). */
const flavouredTexts = new TextMemo<boolean>(5000);

/** Capitals only, two letters or more, in a name that also has lower-case words. */
const writtenAsBrand = (word: string, name: string) => /^\p{Lu}[\p{Lu}\p{N}&'’.-]+$/u.test(word) && /\p{Ll}{2}/u.test(name);

export function fileNames(headers: readonly string[], rows: readonly (readonly string[])[]): FileNames {
  const meanings = headers.map((header) => meaningOf(header));
  const brandColumns = meanings.flatMap((meaning, at) => (meaning.words.includes('brand') && !meaning.price && !meaning.flag ? [at] : []));
  // The name, else a description standing for it (a supplier's 'Descripción' as its only text).
  const named = meanings.findIndex((meaning) => namesProduct(meaning.words));
  const nameColumn = named >= 0 ? named : meanings.findIndex((meaning) => meaning.words.includes('description'));
  const known = new Map<string, string>();
  let withBoth = 0;
  let opening = 0;
  const openerCounts = new Map<string, number>();
  let names = 0;
  let flavoured = 0;
  for (const row of rows) {
    const name = nameColumn >= 0 ? (row[nameColumn] ?? '').trim() : '';
    if (name !== '') names++;
    if (name !== '' && namesFlavoured(name)) flavoured++;
    for (const at of brandColumns) {
      const brand = (row[at] ?? '').trim();
      if (brand === '' || isPlaceholder(brand)) continue;
      if (known.size < KNOWN_KEPT && !known.has(normalise(brand))) known.set(normalise(brand), brand);
      if (name === '') continue;
      withBoth++;
      if (` ${normalise(name)} `.startsWith(` ${normalise(brand)} `)) opening++;
    }
    const first = firstWordOf(name);
    if (first && writtenAsBrand(first, name) && !isLexiconWord(first)) openerCounts.set(first, (openerCounts.get(first) ?? 0) + 1);
  }
  return {
    brands: [...known.values()],
    namesOpenWithBrand: withBoth >= ROWS_TO_TRUST && opening >= withBoth * OPENING_SHARE,
    openers: [...openerCounts].filter(([, count]) => count >= ROWS_TO_TRUST).map(([word]) => word),
    flavoured: flavoured >= ROWS_TO_TRUST && flavoured >= names * FLAVOURED_SHARE,
  };
}
