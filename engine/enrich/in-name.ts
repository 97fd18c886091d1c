import type { ReadInText } from '../../domain/values.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { MEASURE_DIMENSIONS } from '../lexicon/concepts.ts';
import { namesProduct } from '../lexicon/names.ts';
import { wordIdOfKind } from '../lexicon/words.ts';
import { type Content, contentsOf } from '../quantities/contents.ts';
import type { DecimalMark } from '../quantities/number.ts';
import { convertUnits, type Dimension, dimensionOf } from '../quantities/units.ts';
import type { FileNames } from './file-names.ts';
import { type Miss, miss } from './misses.ts';
import { brandInName } from './name-brand.ts';
import type { RowCell } from './row-cells.ts';
import type { FieldTarget } from './target.ts';
import type { ExtractPlan, SourceColumns } from './types.ts';
import { findValueIn, mentionIn } from './value-lists.ts';

/**
 * A field read in the product's name — the commonest supplier file is a name and a price, every fact
 * written in the name ('Haribo Goldbären 75g', 'PINTURA ESMALTE ROJO 1/4 GL', 'BOLSA 6 UNIDADES 40
 * GRAMOS') — or in a description short enough to be written like one: a weight or volume (a pack
 * counted whole), a length or a diameter, a pack's count, a colour or material by the packs' words
 * (never in a food's or a cosmetic's name, where 'orange' is a flavour), a brand the file shows, a
 * value list's item. One fact once: two different weights, two colours ('rot/blau') are no value.
 */

export type ReadIn = ReadInText['in'];

/** A text a field may be read in. */
export interface NameText {
  column: string;
  text: string;
  in: ReadIn;
  decimal?: DecimalMark;
  /** A description read as the name of a row that has none ('Descripción' as a supplier's only text). */
  standsForName?: true;
}

/** What the text says for the field — what a cell holding that alone would say — and its words that say it. */
export interface InName {
  text: string;
  span: string;
}

/** A description read like a name: one line of a few words, no sentences, no markup. */
const NAME_LIKE_WORDS = 14;
const nameLike = (text: string) => text.trim() !== '' && !/[.!?]\s+\p{Lu}|[<\n]/u.test(text.trim()) && text.trim().split(/\s+/).length <= NAME_LIKE_WORDS;

/**
 * The row's names (the template's name columns, else the columns named for it), then its descriptions
 * written like names, then its unit cells stating a pack ('Einheit' = 'Stück (250 g)').
 */
export function nameTexts(cells: readonly RowCell[], sources: SourceColumns): NameText[] {
  const own = cells.filter((cell) => cell.name === cell.column && cell.text.trim() !== '');
  // A name is words: a column called 'Item' holding a code ('501080') names nothing.
  const isName = (cell: RowCell) => (sources.product_name?.length ? sources.product_name.includes(cell.column) : namesProduct(cell.meaning.words)) && /\p{L}{2}/u.test(cell.text);
  const named = own.filter(isName);
  const described = own.filter((cell) => !named.includes(cell) && (sources.description?.includes(cell.column) || cell.meaning.words.some((word) => word === 'description' || word === 'summary')) && nameLike(cell.text));
  const units = own.filter((cell) => cell.meaning.words.includes('unit') && !cell.meaning.price && !cell.meaning.flag && /\d/.test(cell.text) && nameLike(cell.text) && !named.includes(cell) && !described.includes(cell));
  const text = (cell: RowCell, read: ReadIn): NameText => ({
    column: cell.column,
    text: cell.text.trim(),
    in: read,
    ...(cell.decimal ? { decimal: cell.decimal } : {}),
    ...(read === 'description' && named.length === 0 ? { standsForName: true as const } : {}),
  });
  return [...named.map((cell) => text(cell, 'name')), ...described.map((cell) => text(cell, 'description')), ...units.map((cell) => text(cell, 'unit'))];
}

/** What a field asks for that a name can say. */
type NameFact = { kind: 'brand' } | { kind: 'word'; of: 'colour' | 'material' } | { kind: 'pack' } | { kind: 'measure'; dimension: Dimension; concept: Concept | undefined };

export function nameFactOf(field: FieldTarget): NameFact | undefined {
  if (field.words.has('brand')) return { kind: 'brand' };
  if (field.words.has('colour')) return { kind: 'word', of: 'colour' };
  if (field.words.has('material')) return { kind: 'word', of: 'material' };
  if (field.words.has('pack')) return { kind: 'pack' };
  const concept = [...field.words].find((word) => word in MEASURE_DIMENSIONS) as Concept | undefined;
  const dimension = field.dimension ?? (concept ? MEASURE_DIMENSIONS[concept] : undefined);
  return dimension && dimension !== 'currency' ? { kind: 'measure', dimension, concept } : undefined;
}

/** Measures a name can say without saying which axis: a length alone is the length, a width or a height never. */
const UNSAID_AXES: ReadonlySet<string> = new Set<Concept>(['width', 'height', 'depth', 'thickness']);

function measureIn(fact: Extract<NameFact, { kind: 'measure' }>, source: NameText): InName | Miss | undefined {
  if (fact.concept && UNSAID_AXES.has(fact.concept)) return undefined;
  const ofDimension = (content: Content) => content.unit !== undefined && dimensionOf(content.unit) === fact.dimension;
  const fits = (content: Content) => (fact.concept === 'diameter' ? content.diameter === true && (content.unit === undefined || ofDimension(content)) : ofDimension(content) && !content.diameter && !content.inSizes);
  const found = contentsOf(source.text, source.decimal).filter(fits);
  const [first] = found;
  if (!first) return undefined;
  const total = (content: Content) => Math.round(content.value * (content.count ?? 1) * 1e6) / 1e6;
  const reference = first.unit;
  const values = new Set(found.map((content) => (reference && content.unit ? convertUnits(total(content), content.unit, reference) : total(content))));
  if (values.size > 1) return miss('several_values', 'several_numbers');
  return { text: `${total(first)}${first.unit ? ` ${first.unit}` : ''}`, span: source.text.slice(first.start, first.end) };
}

/** A pack's count: '6 x 400 g' → 6, 'BOLSA 6 UNIDADES 40 GRAMOS' → 6, '100 Stück' → 100. */
function packCountIn(source: NameText): InName | undefined {
  for (const content of contentsOf(source.text, source.decimal)) {
    if (content.count !== undefined) return { text: String(content.count), span: source.text.slice(content.start, content.end) };
    if (content.unit && dimensionOf(content.unit) === 'count' && Number.isInteger(content.value)) return { text: String(content.value), span: source.text.slice(content.start, content.end) };
  }
  return undefined;
}

/** The colours (or materials) a text names by the packs' words, each with the words naming it, longest first ('bleu marine' is navy, not blue). */
function wordsOfKind(text: string, kind: 'colour' | 'material'): { id: string; span: string }[] {
  const words = [...text.matchAll(/\p{L}+/gu)].map((match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  const found: { id: string; span: string }[] = [];
  for (let at = 0; at < words.length; at++) {
    for (let size = Math.min(3, words.length - at); size >= 1; size--) {
      const span = text.slice(words[at]?.start, words[at + size - 1]?.end);
      const id = wordIdOfKind(span, kind);
      if (!id) continue;
      found.push({ id, span });
      at += size - 1;
      break;
    }
  }
  return found;
}

function wordIn(kind: 'colour' | 'material', plan: ExtractPlan, source: NameText, flavoured: () => boolean): InName | Miss | undefined {
  const item = plan.valueList ? findValueIn(plan.valueList, source.text) : undefined;
  const listed = item ? (mentionIn(source.text, item.label) ?? mentionIn(source.text, item.code)) : undefined;
  const found = wordsOfKind(source.text, kind);
  const [first] = found;
  const span = listed ?? first?.span;
  if (span === undefined) return undefined;
  // In a sweet's or a cosmetic's name, 'orange' or 'vanille' is a flavour or a scent.
  if (flavoured()) return miss('not_readable', 'flavour_not_colour', { value: span });
  if (listed) return { text: listed, span: listed };
  if (new Set(found.map((word) => word.id)).size > 1) return miss('several_values', 'several_values');
  return { text: span, span };
}

/** A list's item the text mentions ('Chaise bleu marine' → Navy blue). */
function listMentionIn(plan: ExtractPlan, source: NameText): InName | undefined {
  const item = plan.valueList ? findValueIn(plan.valueList, source.text) : undefined;
  const span = item ? (mentionIn(source.text, item.label) ?? mentionIn(source.text, item.code)) : undefined;
  return span ? { text: span, span } : undefined;
}

/**
 * What one name (or short description) says for the field; a miss when it says it in a way that is no
 * value (two weights, a flavour for a colour); undefined when it does not say it. `flavoured`: whether the row
 * names a food or a cosmetic.
 */
export function readInName(plan: ExtractPlan, field: FieldTarget, source: NameText, names: FileNames | undefined, flavoured: () => boolean): InName | Miss | undefined {
  const fact = nameFactOf(field);
  // A unit column states a pack, nothing else.
  if (source.in === 'unit' && fact?.kind !== 'measure' && fact?.kind !== 'pack') return undefined;
  switch (fact?.kind) {
    case 'word':
      return wordIn(fact.of, plan, source, flavoured);
    case 'brand':
      return listMentionIn(plan, source) ?? (source.in === 'name' || source.standsForName ? brandInName(field, source.text, names) : undefined);
    case 'pack':
      return plan.type === 'string' ? undefined : packCountIn(source);
    case 'measure':
      return measureIn(fact, source);
    default:
      return listMentionIn(plan, source);
  }
}
