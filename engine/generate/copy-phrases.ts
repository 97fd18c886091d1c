import type { Facts, Measure, MeasureKind } from '../enrich/facts.ts';
import type { ConditionId } from '../lexicon/concepts.ts';
import { opensSentence, wordIdOf } from '../lexicon/words.ts';
import { BOOKS, type FactKind, type Lang, type PhraseBook } from './phrases/index.ts';

/**
 * The offline writer's sentences, from a language's phrase book (phrases/): each one states facts of
 * the product as a catalogue writer would, in one of a few plans the product's seed picks — never a
 * sentence that would fit any product. The writing is the same for every language; only the book
 * differs.
 */

export type { Lang } from './phrases/index.ts';

/** One fact in the book's words: its label and value for a bullet, what a sentence says of it, its short phrase. */
export interface FactLine {
  kind: FactKind;
  label: string;
  value: string;
  /** One a plan, each said after a subject ('comes in black'). */
  predicates: string[];
  /** Said after the product's name in a list ('in black'). */
  key: string;
}

export const bookOf = (lang: Lang): PhraseBook => BOOKS[lang];

/** A plan with its placeholders filled; `{de:brand}` is the preposition and the value, elided where the book says so ("d'Apple"). */
export function fill(plan: string, values: Readonly<Record<string, string>>, book: PhraseBook): string {
  return plan.replace(/\{(?:(\p{L}+):)?(\w+)\}/gu, (_, preposition: string | undefined, key: string) => {
    const value = values[key] ?? '';
    if (!preposition) return value;
    const elided = book.elisions[preposition];
    const elides = elided !== undefined && value !== '' && book.elideBefore.includes(value.charAt(0).toLowerCase());
    return elides ? `${elided}${value}` : `${preposition} ${value}`;
  });
}

export function formatNumber(value: number, book: PhraseBook): string {
  const text = String(Number.parseFloat(value.toFixed(3)));
  return book.decimal === ',' ? text.replace('.', ',') : text;
}

const unitLabel = (unit: string, book: PhraseBook) => book.units[unit] ?? unit;
const measureText = (m: Measure, book: PhraseBook) => `${formatNumber(m.value, book)} ${unitLabel(m.unit, book)}`;

function list(items: readonly string[], and: string, before: Readonly<Record<string, string>> = {}): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1) ?? '';
  const first = last.split(' ')[0]?.toLowerCase() ?? '';
  const word = Object.entries(before).find(([start]) => first.startsWith(start) && !/^[aeiou]/.test(first.slice(start.length)))?.[1] ?? and;
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}

/** Colours and materials as running text writes them: common nouns in lower case, or with a capital where the language writes nouns so; acronyms and codes keep their case. */
function valueText(value: string, book: PhraseBook): string {
  if (/^[A-Z0-9]{2,}$/.test(value)) return value;
  const lower = value.toLowerCase();
  return book.valueCase === 'noun' ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

/** A condition the lexicon knows, as the book says it; another as the file writes it. */
function conditionText(condition: string, book: PhraseBook): string {
  const id = wordIdOf(condition);
  return id?.startsWith('condition:') ? (book.conditions[id.slice('condition:'.length) as ConditionId] ?? condition) : condition.toLowerCase();
}

const DIMENSIONS: MeasureKind[] = ['length', 'width', 'height', 'depth'];
const OTHER_MEASURES: MeasureKind[] = ['weight', 'capacity', 'power'];

/** '45 × 88 × 52 cm' with its order ('width × height × depth'): two dimensions or more in one unit. */
function dimensions(facts: Facts, book: PhraseBook): { value: string; order: string } | undefined {
  const present = DIMENSIONS.filter((kind) => facts.measures[kind]);
  const units = new Set(present.map((kind) => facts.measures[kind]?.unit));
  if (present.length < 2 || units.size !== 1) return undefined;
  const names = present.map((kind) => (book.valueCase === 'noun' ? book.labels[kind] : book.labels[kind].toLowerCase()));
  return { value: `${present.map((kind) => formatNumber(facts.measures[kind]?.value ?? 0, book)).join(' × ')} ${unitLabel([...units][0] ?? '', book)}`, order: names.join(' × ') };
}

/** The product's facts in the book's words, in the order copy says them: how it looks, how it is built, how it is sold, its range. */
export function factLines(facts: Facts, book: PhraseBook): FactLine[] {
  const lines: FactLine[] = [];
  const add = (kind: FactKind, value: string, order = '') => {
    const values = { value, order };
    lines.push({ kind, label: book.labels[kind], value: order ? `${value} (${order})` : value, predicates: book.predicates[kind].map((plan) => fill(plan, values, book)), key: fill(book.keys[kind], values, book) });
  };
  if (facts.colours.length > 0)
    add(
      'colour',
      list(
        facts.colours.map((colour) => valueText(colour, book)),
        book.or,
      ),
    );
  if (facts.materials.length > 0)
    add(
      'material',
      list(
        facts.materials.map((material) => valueText(material, book)),
        book.and,
      ),
    );
  if (facts.sizes.length > 0) add('size', list(facts.sizes, book.or));
  // A variant's options that are its colour or size are said once, as those.
  const said = new Set([...facts.colours, ...facts.materials, ...facts.sizes].map(normalised));
  const options = facts.options.filter((option) => !said.has(normalised(option)));
  if (options.length > 0) add('option', list(options, book.or));
  const dims = dimensions(facts, book);
  if (dims) add('dimensions', dims.value, dims.order);
  for (const kind of [...(dims ? [] : DIMENSIONS), ...OTHER_MEASURES]) {
    const measure = facts.measures[kind];
    if (measure) add(kind, measureText(measure, book));
  }
  if (facts.condition) add('condition', conditionText(facts.condition, book));
  if (facts.origin) add('origin', facts.origin);
  if (facts.warranty) add('warranty', facts.warranty);
  if (facts.category) add('category', facts.category);
  return lines;
}

const normalised = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** "Trail Runner 2 by Acme" — the product and its brand (the brand once, when the name already holds it). */
export function subjectOf(facts: Facts, book: PhraseBook): string {
  const { name, brand } = facts;
  if (!name) return brand;
  if (!brand || normalised(name).includes(normalised(brand))) return name;
  return fill(book.subject, { name, brand }, book);
}

/** A plan of `plans`, by the product's seed and the place it is said at (so two of a text do not always take the same turn). */
export const pick = <T>(plans: readonly T[], seed: number, place = 0): T => plans[(seed + place) % plans.length] as T;

/** The longest of `plans`: a text short of its field's min words says its facts in the fullest plans. */
const longest = (plans: readonly string[]): string => plans.reduce((best, plan) => (plan.length > best.length ? plan : best), '');

/** The sentence that names the product, with its category when the file gives one; `full`: in the fullest plan. */
export function introOf(book: PhraseBook, subject: string, category: string, seed: number, full = false): string {
  const plans = category ? book.intro.category : book.intro.plain;
  return fill(full ? longest(plans) : pick(plans, seed), { subject, category }, book);
}

/**
 * The plan the seed picks (`full`: the longest), or the next one that does not open as a predicate
 * already in the sentence does ('is available in black and is available in size 42').
 */
function unlike(plans: readonly string[], said: readonly string[], seed: number, place: number, full: boolean): string {
  const opening = (text: string) => text.split(' ').slice(0, 2).join(' ');
  const openings = new Set(said.map(opening));
  const order = full ? [...plans].sort((a, b) => b.length - a.length) : plans.map((_, turn) => pick(plans, seed, place + turn));
  return order.find((plan) => !openings.has(opening(plan))) ?? order[0] ?? '';
}

/** Facts said together in one sentence: how the product looks, how it is built, how it is sold. */
const GROUPS: readonly (readonly FactKind[])[] = [
  ['colour', 'material', 'size', 'option'],
  ['dimensions', ...DIMENSIONS, ...OTHER_MEASURES],
  ['condition', 'origin', 'warranty'],
];
/** At most this many facts a sentence: more reads as a list. */
const PER_SENTENCE = 3;

/** The facts' sentences, a group each (split when long): 'It comes in black and is made of mesh.'; `full`: in the fullest plans. */
export function factSentences(lines: readonly FactLine[], book: PhraseBook, seed: number, full = false, most = PER_SENTENCE, groups = GROUPS): string[] {
  const sentences: string[] = [];
  let place = 0;
  for (const group of groups) {
    const said = lines.filter((line) => group.includes(line.kind));
    for (let at = 0; at < said.length; at += most) {
      const predicates: string[] = [];
      for (const line of said.slice(at, at + most)) predicates.push(unlike(line.predicates, predicates, seed, place++, full));
      sentences.push(`${pick(book.pronouns, seed, sentences.length)} ${list(predicates, book.and, book.andBefore)}.`);
    }
  }
  return sentences;
}

/** All the facts in one sentence: 'It weighs 1.5 lb, is sold new and is made in Portugal.' */
export const factSentence = (lines: readonly FactLine[], book: PhraseBook, seed: number, full = false): string[] => factSentences(lines, book, seed, full, lines.length, [lines.map((line) => line.kind)]);

/**
 * The file's own sentence in a plan of the book, never copied whole: its first word in lower case
 * when it is a common one ('A light shoe…' → 'In short, a light shoe…'); any other first word may be
 * a name, so it keeps its capital after a colon.
 */
export function ownSentence(sentence: string, subject: string, lang: Lang, seed: number, place: number): string {
  const book = bookOf(lang);
  const first = sentence.split(/\s/)[0] ?? '';
  const common = opensSentence(first.toLowerCase(), lang) && /^\p{Lu}\p{Ll}*$/u.test(first);
  const text = common ? first.toLowerCase() + sentence.slice(first.length) : sentence;
  const afterColon = book.own.filter((plan) => /:\s*\{sentence\}/.test(plan));
  return fill(pick(common || afterColon.length === 0 ? book.own : afterColon, seed, place), { subject, sentence: text }, book);
}

/** The product's name and its first facts' short phrases in one sentence: the short description's and the meta description's opening. */
export function keySentence(plan: string, subject: string, lines: readonly FactLine[], book: PhraseBook): string {
  const keys = lines.map((line) => line.key);
  return keys.length === 0 ? `${subject}.` : fill(plan, { subject, keys: list(keys, book.and, book.andBefore) }, book);
}

/** A fact as a bullet: 'Colour: black'. */
export const bulletOf = (line: FactLine, book: PhraseBook): string => `${line.label}${book.labelMark} ${line.value}`;
