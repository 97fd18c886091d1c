import type { MeasureKind } from '../../enrich/facts.ts';
import type { ConditionId } from '../../lexicon/concepts.ts';

/**
 * How the offline writer says a product's facts in one language: data only, so a language is a book
 * and never a branch of the writer's code. A plan is a template whose `{placeholders}` the writer
 * fills: `{subject}`, `{name}`, `{brand}`, `{category}`, `{value}`, `{order}`, `{sentence}`, and
 * `{de:brand}` — a preposition the book elides before a vowel ("d'Apple").
 */

/** The facts a sentence can state, each with its label, its predicates and its short phrase. */
export type FactKind = 'colour' | 'material' | 'size' | 'option' | 'condition' | 'origin' | 'warranty' | 'category' | 'dimensions' | MeasureKind;

export interface PhraseBook {
  /** The decimal mark of the language's numbers. */
  decimal: '.' | ',';
  and: string;
  or: string;
  /** 'and' as written before some words (Italian 'ed è'), by the start of the word. */
  andBefore: Readonly<Record<string, string>>;
  /** Colours, materials and conditions in running text: lower case, or nouns written with a capital (German). */
  valueCase: 'lower' | 'noun';
  /** A condition as the predicates and labels say it ('d'occasion' where the lexicon's word is 'occasion'). */
  conditions: Readonly<Record<ConditionId, string>>;
  /** Unit symbols as the language writes them ('po' for inches in French); others are international. */
  units: Readonly<Record<string, string>>;
  /** What stands between a label and its value: ':' or French ' :'. */
  labelMark: string;
  /** The product and its brand: '{name} by {brand}'. */
  subject: string;
  /** Prepositions elided before a word starting with one of `elideBefore`'s letters, with their elided form ({ de: "d'" }). */
  elisions: Readonly<Record<string, string>>;
  elideBefore: string;
  /** The sentence naming the product, with its category when the file gives one, else without. */
  intro: { category: readonly string[]; plain: readonly string[] };
  /**
   * What a sentence of facts starts with instead of the name ('It', 'Cet article'): a word whose
   * gender the predicates agree with, since the product's own gender is unknown.
   */
  pronouns: readonly string[];
  /** A fact's label, for a bullet ('Colour: black') and for the order of dimensions. */
  labels: Readonly<Record<FactKind, string>>;
  /** What a sentence says of a fact after its subject ('comes in {value}'), a plan per product. */
  predicates: Readonly<Record<FactKind, readonly string[]>>;
  /** A fact as a short phrase in a list after the product's name ('in {value}'). */
  keys: Readonly<Record<FactKind, string>>;
  /** The short description's and the meta description's first sentence: `{keys}` are the facts' phrases. */
  short: string;
  meta: string;
  /** The file's own sentences said in a plan of the book, never copied whole ('{subject}: {sentence}'). */
  own: readonly string[];
}
