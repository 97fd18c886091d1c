import type { IssueParams } from '../../domain/cell-issues.ts';
import type { CopyReason, ReasonMessage } from '../../domain/cell-reasons.ts';
import type { Facts } from '../enrich/facts.ts';
import { sentencesOf } from '../enrich/facts.ts';
import type { Product } from '../enrich/types.ts';
import { canonicalWords, hasPhrase, normalise, PACKS, PRICE_PHRASES } from '../lexicon/index.ts';
import { meaningOf } from '../lexicon/names.ts';
import { languageOf, spellingsOf, wordIdOf } from '../lexicon/words.ts';
import { findQuantities, parseQuantity } from '../quantities/quantity.ts';
import { isCurrency } from '../quantities/units.ts';
import { wordCount } from './words.ts';

/**
 * The gates every generated text passes before it is stored, offline or from a model (docs/
 * generation.md): in the field's language, within its min and max words, naming the product,
 * stating at least two of its facts and nothing its row does not support, no sentence that would fit
 * any product, and none of the file's data as such — a web address, a price, a code, a column's name —
 * unless the field asks for it. A text that fails says why, in a reason a person can act on.
 */

export interface CopyCheck {
  /** The generation tool: a title names the product and needs no facts nor sentences. */
  tool: string;
  language: string;
  minWords: number | null;
  maxWords: number | null;
  facts: Facts;
  /** The product's cells: the numbers and codes it states. */
  row: Product;
  /** What the field asks, in its own words (structure, type of content, SEO, format): a field asking for prices may hold them. */
  asks: string;
}

export interface CopyRefusal {
  code: CopyReason;
  key: ReasonMessage;
  params: IssueParams;
}

const refusal = (code: CopyReason, key: ReasonMessage, params: IssueParams = {}): CopyRefusal => ({ code, key, params });

/** Quoted text in a reason: one line, at most 80 characters. */
const quote = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** The languages whose function words the lexicon knows: a text in one of them is checked sentence by sentence. */
const LANGUAGES: ReadonlySet<string> = new Set(PACKS.map((pack) => pack.code));
/** A text as `says` reads it: normalised once, however many phrases are looked for in it. */
const plain = (text: string) => ` ${normalise(text)} `;
const says = (plainText: string, phrase: string) => phrase.trim() !== '' && plainText.includes(plain(phrase));

/** A fact's spellings in every language (what a text may state it by). */
function spellingsOfWord(value: string): string[] {
  const id = wordIdOf(value);
  return id ? [value, ...spellingsOf(id)] : [value];
}

/** A fact as a text states it: any of its spellings, set between spaces as `says` looks for them; or two of them, for a feature's longer words. */
interface StatedBy {
  spellings: string[];
  twoOf: boolean;
}

/** The gates ask a product's facts for their spellings once per sentence of each text: worked out once. */
const SPELLINGS = new WeakMap<Facts, StatedBy[]>();

/** Each fact of the product, as the words that state it in any language. */
function factSpellings(facts: Facts): StatedBy[] {
  let spellings = SPELLINGS.get(facts);
  if (!spellings) {
    spellings = spellingsOfFacts(facts).map((words) => ({
      spellings: words.filter((word) => word.trim() !== '').map(plain),
      twoOf: words.every((word) => !word.includes(' ') && word.length >= 6 && word === normalise(word)),
    }));
    SPELLINGS.set(facts, spellings);
  }
  return spellings;
}

function spellingsOfFacts(facts: Facts): string[][] {
  const measures = Object.values(facts.measures).map((measure) => [String(measure.value), String(measure.value).replace('.', ',')]);
  const features = [...facts.highlights, ...facts.description].map((sentence) =>
    normalise(sentence)
      .split(' ')
      .filter((part) => part.length >= 6),
  );
  return [
    ...(facts.category ? [[facts.category]] : []),
    ...facts.colours.map(spellingsOfWord),
    ...facts.materials.map(spellingsOfWord),
    ...facts.sizes.map((size) => [size]),
    ...facts.options.map((option) => [option]),
    ...(facts.condition ? [spellingsOfWord(facts.condition)] : []),
    ...measures,
    ...(facts.origin ? [[facts.origin]] : []),
    ...features.filter((words) => words.length >= 2),
  ];
}

/** How many of the product's facts a text states: a feature counts when two of its longer words are there. */
function factsStated(text: string, facts: Facts): number {
  const plainText = plain(text);
  return factSpellings(facts).filter(({ spellings, twoOf }) => (twoOf ? spellings.filter((spelling) => plainText.includes(spelling)).length >= 2 : spellings.some((spelling) => plainText.includes(spelling)))).length;
}

/** How many facts the product has to tell. */
export const factCount = (facts: Facts): number => factSpellings(facts).length;

/** Whether a text names the product: its brand, or half of its name's words of three letters or more (a name translated keeps its brand or half its words). */
function namesTheProduct(text: string, facts: Facts): boolean {
  const plainText = plain(text);
  if (facts.brand && says(plainText, facts.brand)) return true;
  const words = nameWords(facts);
  if (words.length === 0) return true;
  return words.filter((word) => plainText.includes(word)).length >= Math.max(1, Math.ceil(words.length / 2));
}

/** A product's name is looked for in each sentence of each text: its words set between spaces once. */
const NAME_WORDS = new WeakMap<Facts, string[]>();

/** The words of three letters or more of a product's name, as `says` looks for them. */
function nameWords(facts: Facts): string[] {
  let words = NAME_WORDS.get(facts);
  if (!words) {
    words = normalise(facts.name)
      .split(' ')
      .filter((word) => word.length >= 3)
      .map(plain);
    NAME_WORDS.set(facts, words);
  }
  return words;
}

const URL = /\b(?:https?:\/\/|www\.)\S+/i;

/**
 * The codes a row identifies its product by (SKU, GTIN): a text for people never shows
 * them — unless the product's own name holds the code ('Krups Electric kettle KR-114'): then it is
 * part of its name.
 */
function codesOf(row: Product, name: string): string[] {
  return Object.entries(row)
    .filter(([column, value]) => /\d/.test(value) && value.trim().length >= 4 && meaningOf(column).words.some((word) => word === 'reference' || word === 'ean'))
    .map(([, value]) => value.trim())
    .filter((code) => !name.toLowerCase().includes(code.toLowerCase()));
}

/** A column name a text would only hold if it copied the file: technical ('Body (HTML)', 'Option1 Value', 'bullet_point1'). */
const technicalName = (column: string) => column.length >= 6 && /[_()\d]/.test(column);

/** Each of a product's texts is checked against the same row: its numbers are read once. */
const ROW_NUMBERS = new WeakMap<Product, Set<string>>();
const ROW_QUANTITIES = new WeakMap<Product, Set<string>>();

/** Cells with a digit: a cell without one (most names and descriptions' sentences) states no number. */
const numberCells = (row: Product) => Object.values(row).filter((value) => /\d/.test(value));

/** Whether the row states a number, as written ('n°12', '2,5') or as its quantities read it; the quantities (dearer) only when not written. */
function statesNumber(row: Product, number: string): boolean {
  let written = ROW_NUMBERS.get(row);
  if (!written) {
    written = new Set(numberCells(row).flatMap((value) => [...value.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => String(Number(match[0].replace(',', '.'))))));
    ROW_NUMBERS.set(row, written);
  }
  if (written.has(number)) return true;
  let read = ROW_QUANTITIES.get(row);
  if (!read) {
    read = new Set(numberCells(row).flatMap((value) => findQuantities(value).map((quantity) => String(quantity.value))));
    ROW_QUANTITIES.set(row, read);
  }
  return read.has(number);
}

/**
 * A product whose file says little more than its name (a name, perhaps a price or a quantity read in
 * it): fewer than the two facts a text states. A model may write it, the text marked for a look.
 */
export const isThinRow = (facts: Facts, tool: string): boolean => tool !== 'ac_product_title' && factCount(facts) < 2;

/** Why the product's facts cannot make a text: too few of them, or too few words for the field's minimum. */
function shortOfFacts(facts: Facts, tool: string, minWords: number | null, words: number): CopyRefusal | undefined {
  if (isThinRow(facts, tool)) return refusal('not_enough_facts', 'few_facts', { facts: factCount(facts) });
  if (minWords !== null && words < minWords) return refusal('not_enough_facts', 'few_facts_for_words', { words, min: minWords });
  return undefined;
}

/**
 * Why a generated text is not stored, if it is not: the product's facts too few for it (the offline
 * writer's text is held to the field's min words that way), or a gate it fails. A model's text on a
 * thin row passes every gate but the count of facts, which it states as far as the row has them.
 */
export function refusalOf(text: string, check: CopyCheck, offline: boolean): CopyRefusal | undefined {
  if (offline) {
    const lacking = shortOfFacts(check.facts, check.tool, check.minWords, wordCount(text));
    if (lacking) return lacking;
  }
  if (text.trim() === '') return refusal('not_enough_facts', 'few_facts', { facts: factCount(check.facts) });
  const refused = copyRefusal(text, check);
  // The offline writer says every fact it can: stating fewer than two, the file says too little it can say.
  if (offline && refused?.key === 'facts_not_stated') return refusal('not_enough_facts', 'few_facts', refused.params);
  return refused;
}

export function copyRefusal(text: string, check: CopyCheck): CopyRefusal | undefined {
  const { facts, tool } = check;
  const title = tool === 'ac_product_title';
  const words = wordCount(text);
  if (check.minWords !== null && words < check.minWords) return refusal('too_short', 'too_short', { words, min: check.minWords });
  if (check.maxWords !== null && words > check.maxWords) return refusal('too_long', 'too_long', { words, max: check.maxWords });
  const url = URL.exec(text)?.[0];
  if (url && !canonicalWords(check.asks).includes('url')) return refusal('copied_text', 'copied_url', { value: quote(url) });
  const price = priceIn(text);
  if (price && !hasPhrase(normalise(check.asks), PRICE_PHRASES.price)) return refusal('copied_text', 'copied_price', { value: quote(price) });
  const code = codesOf(check.row, facts.name).find((candidate) => text.includes(candidate));
  if (code) return refusal('copied_text', 'copied_code', { value: quote(code) });
  const column = Object.keys(check.row).find((name) => technicalName(name) && text.includes(name));
  if (column) return refusal('copied_text', 'copied_column', { value: quote(column) });
  if (!title && !namesTheProduct(text, facts) && tool !== 'ac_bullet_points') return refusal('not_enough_facts', 'not_naming_product');
  if (title) return undefined;
  const sentences = sentencesOf(text);
  if (LANGUAGES.has(check.language)) {
    // The product's name and brand are its own in every language ('Camicia con laccio'): left out of the count.
    const proper = [facts.name, facts.brand].filter(Boolean);
    const foreign = sentences.find((sentence) => {
      const language = languageOf(proper.reduce((rest, name) => rest.replaceAll(name, ' '), sentence));
      return language !== undefined && language !== check.language;
    });
    if (foreign) return refusal('wrong_language', 'wrong_language', { language: check.language, value: quote(foreign) });
  }
  const stated = factsStated(text, facts);
  if (stated < Math.min(2, factCount(facts))) return refusal('not_enough_facts', 'facts_not_stated', { facts: stated });
  const large = findQuantities(text).filter((quantity) => quantity.value >= 10);
  const unsupported = large.length === 0 ? undefined : large.find((quantity) => !statesNumber(check.row, String(quantity.value)));
  if (unsupported) return refusal('unsupported_fact', 'unsupported_fact', { value: quote(text.slice(unsupported.index, unsupported.index + 20).split(/[,;.]\s/)[0] ?? '') });
  const generic = sentences.filter((sentence) => wordCount(sentence) >= 4 && !namesTheProduct(sentence, facts) && factsStated(sentence, facts) === 0);
  if (generic.length > 0 && generic.length * 3 > sentences.length) return refusal('generic_text', 'generic_text', { value: quote(generic[0] ?? '') });
  return undefined;
}

/** A price in running text: one to three words the amount parser reads as an amount in a currency ('29,90 €', '$12', 'EUR 5'). */
function priceIn(text: string): string | undefined {
  const words = text.split(/\s+/).map((word) => word.replace(/[,;:.!?)]+$/, ''));
  for (let at = 0; at < words.length; at++) {
    for (let take = 1; take <= 3 && at + take <= words.length; take++) {
      const candidate = words.slice(at, at + take).join(' ');
      const amount = /\d/.test(candidate) ? (parseQuantity(candidate, '.') ?? parseQuantity(candidate, ',')) : undefined;
      if (amount?.unit !== undefined && isCurrency(amount.unit)) return candidate;
    }
  }
  return undefined;
}
