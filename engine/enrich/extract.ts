import type { ValueListValue } from '../../domain/value-list.ts';
import type { ValueSource } from '../../domain/values.ts';
import { canonicalWord, isFiller, meaningOf, type NameMeaning, normalise, ofParcel, pricesAgree } from '../../domain/field-names.ts';
import { canonicalUnit, convertUnit, type Dimension, unitDimension } from '../../domain/units.ts';
import { findQuantities, parseQuantity } from './quantity.ts';
import { type RowCell, rowCells } from './row-cells.ts';
import type { ExtractPlan, OutputValue, Product, SourceColumns } from './types.ts';
import { findValueIn, keyedItems, listItemIn, listOutput, matchKey } from './value-lists.ts';

/**
 * EXTRACT: a typed value for one output field, read from the product's own row (and, through the
 * same text rules, from web pages). The rule that governs everything here: a value that is not
 * certain is left empty — never a neighbouring column, a yes/no flag read as a number, a purchase
 * price for a selling one, or a quantity in the wrong unit.
 */

/** What the field asks for, worked out once per call from the plan. */
interface FieldTarget {
  meaning: NameMeaning;
  /** Canonical words of the output name, each also usable as a key in free text. */
  words: Set<string>;
  /** The unit values must be in: the plan's expected unit, else the one the output name declares. */
  unit: string | undefined;
  /** An expected unit Fiche does not know ('W', 'mAh'): kept as written, never converted. */
  unknownUnit: string | undefined;
  dimension: Dimension | undefined;
  /** The file's unit as the extra_info states it ('weights in the file are in kg'), for columns that state none. */
  fileUnit: string | undefined;
  /** Bare numbers are already in the field's unit (a model asked for them in it). */
  inFieldUnit: boolean;
  hint: string;
}

/** A unit of the given dimension named in free words ('values in kg', 'en grammes'). */
function unitNamedIn(text: string | null, dimension: Dimension | undefined): string | undefined {
  if (!text || !dimension) return undefined;
  for (const word of text.split(/[^\p{L}€$£"]+/u)) {
    if (word.length < 2 || word.toLowerCase() === 'in') continue;
    const unit = canonicalUnit(word);
    if (unit && unitDimension(unit) === dimension) return unit;
  }
  return undefined;
}

/** Plans live for a whole run: each one's target is worked out once. */
const targets = new WeakMap<ExtractPlan, FieldTarget>();

function targetOf(plan: ExtractPlan): FieldTarget {
  let target = targets.get(plan);
  if (!target) {
    target = newTarget(plan);
    targets.set(plan, target);
  }
  return target;
}

function newTarget(plan: ExtractPlan): FieldTarget {
  const meaning = meaningOf(plan.output);
  const unit = plan.expectedUnit ? canonicalUnit(plan.expectedUnit) : meaning.unit;
  const dimension = unit ? unitDimension(unit) : undefined;
  const words = new Set(meaning.words.filter((word) => !isFiller(word) && !/^\d+$/.test(word)));
  return {
    meaning,
    words,
    unit,
    unknownUnit: plan.expectedUnit && !unit ? plan.expectedUnit.trim() : undefined,
    dimension,
    fileUnit: unitNamedIn(plan.extraInfo, dimension),
    inFieldUnit: false,
    hint: plan.extraInfo ? ` ${normalise(plan.extraInfo)} ` : '',
  };
}

/**
 * How surely a cell holds the field, 0 (not at all) to 2: a column the extra_info names outright,
 * then names whose words contain one another (all of 'Weight' in 'Shipping weight'), prices only of
 * the same kind and tax basis, units only of the same dimension, yes/no flags only for yes/no fields.
 */
function cellScore(field: FieldTarget, plan: ExtractPlan, cell: RowCell): number {
  const column = cell.meaning;
  if (column.flag && (plan.type !== 'string' || !field.meaning.flag)) return 0;
  const columnDimension = column.unit ? unitDimension(column.unit) : undefined;
  if (field.dimension && columnDimension && columnDimension !== field.dimension) return 0;
  const key = column.key;
  if (field.hint && key.length >= 3 && field.hint.includes(` ${key} `)) return 2;
  if (field.meaning.price || column.price) {
    // A column that does not say its tax basis may still hold cells that do ('12,50 € TTC').
    const kind = field.meaning.price?.kind;
    if (field.meaning.price && kind !== 'other' && column.price?.tax === null && pricesAgree({ ...field.meaning.price, tax: null }, column.price)) {
      return field.meaning.price.tax === null ? 0.92 : 0.8;
    }
    if (!pricesAgree(field.meaning.price, column.price)) return 0;
    if (kind !== 'other') {
      // Same kind of price: an unqualified column first, then tax included (what a shopper pays).
      return column.price?.tax === 'incl' ? 0.91 : 0.9;
    }
  }
  const have = column.words.filter((word) => !isFiller(word) && !/^\d+$/.test(word));
  if (have.length === 0 || field.words.size === 0) return 0;
  const shared = have.filter((word) => field.words.has(word)).length;
  if (shared < Math.min(have.length, field.words.size)) return 0;
  return shared / Math.max(have.length, field.words.size);
}

/**
 * The cells that best hold the field (all of them at the best score, in row order), empty or not.
 * Among equals, the product's own measures come before its parcel's ('Poids net' before 'Poids
 * brut', whichever the file puts first), unless the field asks for the parcel's.
 */
function bestCells(field: FieldTarget, plan: ExtractPlan, cells: readonly RowCell[]): RowCell[] {
  let best = 0.5;
  let chosen: RowCell[] = [];
  for (const cell of cells) {
    const score = cellScore(field, plan, cell);
    if (score > best + 1e-9) {
      best = score;
      chosen = [cell];
    } else if (score >= best - 1e-9) {
      chosen.push(cell);
    }
  }
  if (ofParcel([...field.words])) return chosen;
  return [...chosen.filter((cell) => !ofParcel(cell.meaning.words)), ...chosen.filter((cell) => ofParcel(cell.meaning.words))];
}

/** A price cell that says its tax basis: '12,50 € TTC', '10.00 excl. VAT'. */
const TAX_SUFFIX = /\s+(t\.?t\.?c\.?|h\.?t\.?|(?:incl?|excl?|ex)\.?\s*(?:vat|tva|tax(?:es)?))$/i;

const COUNTED = /(?<=\d)\s*(?:pcs?|pieces?|pièces?|pces?|units?|unités?|unites?|u)\.?$/iu;

/** Whether a name or hint spells a unit Fiche does not know, as a word of its own ('Power (W)'). */
function spells(text: string, unit: string): boolean {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${unit.toLowerCase()} `);
}

/**
 * A number from a cell in the field's unit. The unit it is in comes from the cell ('1,2 kg'), else the
 * column's name ('Weight (lbs)'), else the field's extra_info; when none says and the field asks for a
 * unit, the number is not certain (0.3 of what?) and stays empty. Money is the exception: a bare
 * amount is in the shop's currency, and a field asking for one currency refuses the others.
 */
function numberOf(plan: ExtractPlan, field: FieldTarget, text: string, cell?: RowCell): number | undefined {
  const column = cell?.name;
  const columnUnit = cell?.meaning.unit;
  let trimmed = text.trim();
  const unknown = field.unknownUnit;
  const spelledInCell = unknown !== undefined && trimmed.toLowerCase().endsWith(unknown.toLowerCase());
  if (spelledInCell) trimmed = trimmed.slice(0, -(unknown as string).length);
  const wantedTax = field.meaning.price?.tax ?? null;
  if (field.meaning.price) {
    const basis = TAX_SUFFIX.exec(trimmed);
    const tax = basis ? (/^t|^inc/i.test(basis[1] ?? '') ? 'incl' : 'excl') : (cell?.meaning.price?.tax ?? null);
    if (wantedTax !== null && tax !== wantedTax) return undefined;
    if (basis) trimmed = trimmed.slice(0, basis.index);
  }
  // A count may name what it counts ('12 pcs', '3 pièces') when it is neither a measure nor money.
  if (plan.type === 'integer' && !field.dimension && !field.meaning.price) trimmed = trimmed.replace(COUNTED, '');
  const quantity = parseQuantity(trimmed);
  if (!quantity) return undefined;
  if (unknown !== undefined) {
    const stated = field.inFieldUnit || spelledInCell || (column !== undefined && spells(column, unknown)) || spells(field.hint, unknown);
    if (quantity.unit || !stated) return undefined;
  }
  const unit = quantity.unit ?? columnUnit ?? field.fileUnit;
  let value = quantity.value;
  if (field.unit && unit) {
    const converted = convertUnit(value, unit, field.unit);
    if (converted === undefined) return undefined;
    value = converted;
  } else if (field.unit && field.dimension !== 'currency') {
    return undefined;
  }
  const dimension = field.dimension ?? (unit ? unitDimension(unit) : undefined);
  if (field.meaning.price && dimension && dimension !== 'currency') return undefined;
  const result = plan.type === 'integer' ? Math.round(value) : value;
  // A weight, size or price below zero is a typing error; a zero weight or size is a placeholder.
  if (result < 0 && (dimension || field.meaning.price)) return undefined;
  if (result === 0 && dimension && dimension !== 'currency') return undefined;
  return result;
}

/** A value found for the field, with the value-list item it came from when there is one. */
interface Found {
  value: string | number;
  item?: ValueListValue;
  /** In free text, where the mention it was read after starts. */
  at?: number;
}

const found = (value: string | number | undefined): Found | undefined => (value === undefined ? undefined : { value });
const foundItem = (plan: ExtractPlan, item: ValueListValue | undefined): Found | undefined => (item ? { value: listOutput(item, plan.useLabel), item } : undefined);

/** A cell's text as the plan's type; undefined when it does not fit. */
function cellValue(plan: ExtractPlan, field: FieldTarget, text: string, cell?: RowCell): Found | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (plan.type !== 'string') return found(numberOf(plan, field, trimmed, cell));
  if (!plan.valueList) return { value: trimmed };
  return foundItem(plan, listItemIn(plan.valueList, trimmed, { digitsToo: true }));
}

const DESCRIPTION_NAME = /(?:^| )(?:description|desc|descriptif|details|detail|summary|resume|features|caracteristiques|text|texte|notes?)(?: |$)/;
const NAME_COLUMN = /(?:^| )(?:name|nom|title|titre|designation|libelle|intitule)(?: |$)/;

function columnsOf(product: Product, own: readonly string[] | undefined, pattern: RegExp): string[] {
  const named = new Set(own ?? []);
  for (const column of Object.keys(product)) if (pattern.test(meaningOf(column).key)) named.add(column);
  return [...named].filter((column) => (product[column] ?? '').trim() !== '');
}

/** Words of a text with where each starts, brought to their canonical form. */
function keyWords(text: string): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = normalise(match[0]).replaceAll(' ', '');
    const start = match.index ?? 0;
    if (word !== '') words.push({ word: canonicalWord(word), start, end: start + match[0].length });
  }
  return words;
}

/** A stretch of text right after a mention of the field, and where that mention starts. */
interface Stretch {
  text: string;
  at: number;
}

/** The stretch of text right after each mention of the field ('Poids : 1,5 kg' → ' : 1,5 kg'), up to the end of its clause. */
function keyedStretches(field: FieldTarget, text: string): Stretch[] {
  const stretches: Stretch[] = [];
  for (const { word, start, end } of keyWords(text)) {
    if (!field.words.has(word)) continue;
    const rest = text.slice(end, end + 80);
    const stop = rest.search(/[;!?\n|]|\.(?=\s+\p{Lu}|\s*$)/u);
    stretches.push({ text: stop >= 0 ? rest.slice(0, stop) : rest, at: start });
  }
  return stretches;
}

/** Words that may stand between a field's name and its number: 'Poids net : 1,5 kg', 'weight approx. 2 kg'. */
const LINKING_WORDS = new Set(['net', 'brut', 'gross', 'total', 'approx', 'approximately', 'env', 'environ', 'about', 'ca', 'is', 'est', 'of', 'de', 'du', 'd', 'only', 'seulement', 'product', 'produit', 'article', 'item']);

function onlyLinkingWords(text: string): boolean {
  if (!/^[\p{L}\s:=().,'’-]*$/u.test(text)) return false;
  const words = normalise(text).split(' ').filter(Boolean);
  return words.length <= 3 && words.every((word) => LINKING_WORDS.has(word));
}

/** In free text, a quantity stated right after the field's name: 'Weight 1 200 g', 'Poids : 1,5 kg'. */
function numberInText(plan: ExtractPlan, field: FieldTarget, text: string): Found | undefined {
  for (const stretch of keyedStretches(field, text)) {
    const [first] = findQuantities(stretch.text);
    if (!first || !onlyLinkingWords(stretch.text.slice(0, first.index))) continue;
    if (field.dimension && (!first.unit || unitDimension(first.unit) !== field.dimension)) continue;
    const value = numberOf(plan, field, first.unit ? `${first.value} ${first.unit}` : String(first.value));
    if (value !== undefined) return { value, at: stretch.at };
  }
  return undefined;
}

/** In free text, what follows the field's name: 'Colour: brushed steel.' → 'brushed steel'; with a list, the item mentioned there. */
function textInText(plan: ExtractPlan, field: FieldTarget, text: string): Found | undefined {
  for (const stretch of keyedStretches(field, text)) {
    if (plan.valueList) {
      const item = foundItem(plan, findValueIn(plan.valueList, stretch.text.split(/,(?=\s*[\p{L} ]{1,30}\s*[:=])/u)[0] ?? ''));
      if (item) return { ...item, at: stretch.at };
      continue;
    }
    const labelled = /^\s*[:=]\s*([^,]+(?:,(?!\s*[\p{L} ]{1,30}\s*[:=])[^,]*)*)/u.exec(stretch.text);
    const value = labelled?.[1]?.trim();
    if (value) return { value, at: stretch.at };
  }
  return undefined;
}

function inText(plan: ExtractPlan, field: FieldTarget, text: string): Found | undefined {
  return plan.type === 'string' ? textInText(plan, field, text) : numberInText(plan, field, text);
}

/** A cell that is exactly one item: its label, or a code that cannot be mistaken for a count or a letter. */
function wholeCellItem(list: readonly ValueListValue[], text: string): ValueListValue | undefined {
  const key = matchKey(text);
  if (key === '') return undefined;
  const keyed = keyedItems(list);
  const byCode = () => (key.length >= 2 && !/^[\d ]+$/.test(key) ? keyed.find((entry) => entry.code === key) : undefined);
  return (keyed.find((entry) => entry.label === key) ?? byCode())?.item;
}

/**
 * With a value list, a cell anywhere in the row that is exactly one item ('Reconditionné' in an
 * 'État' or 'Tags' column) when only one item appears so, then the one item the product's name
 * mentions ('Chaise bleu marine').
 */
function listItemElsewhere(plan: ExtractPlan, product: Product, cells: readonly RowCell[], sources: SourceColumns): Extracted | undefined {
  const list = plan.valueList;
  if (!list) return undefined;
  const items = new Map<ValueListValue, string>();
  for (const cell of cells) {
    if (cell.meaning.flag || cell.meaning.price) continue;
    const item = wholeCellItem(list, cell.text);
    if (item && !items.has(item)) items.set(item, cell.column);
  }
  if (items.size > 1) return undefined;
  const [only] = items;
  if (only) return extracted(plan, only[1], foundItem(plan, only[0]));
  for (const column of columnsOf(product, sources.product_name, NAME_COLUMN)) {
    const item = foundItem(plan, findValueIn(list, product[column] ?? ''));
    if (item) return extracted(plan, column, item);
  }
  return undefined;
}

/** A value read from the row, with its evidence. */
export interface Extracted {
  value: string | number;
  source: ValueSource;
}

function extracted(plan: ExtractPlan, column: string, value: Found | undefined): Extracted | undefined {
  if (!value) return undefined;
  const { item } = value;
  const source: ValueSource = item ? { kind: 'value_list', column, list: plan.valueListName ?? '', code: item.code, label: item.label } : { kind: 'column', column };
  return { value: value.value, source };
}

/**
 * EXTRACT on the product's own row: the cells whose names say they hold the field (columns and
 * attribute pairs), then, for a value list, a cell that is exactly one item or the name that mentions
 * one, then the description's text where it names the field. Undefined when the row does not say
 * (web search may then try). `cells` can be given when several fields read the same row.
 */
export function extractWithSource(plan: ExtractPlan, product: Product, sources: SourceColumns = {}, cells: readonly RowCell[] = rowCells(product)): Extracted | undefined {
  const field = targetOf(plan);
  const named = bestCells(field, plan, cells);
  for (const cell of named) {
    const value = extracted(plan, cell.column, cellValue(plan, field, cell.text, cell));
    if (value) return value;
  }
  const listed = listItemElsewhere(plan, product, cells, sources);
  if (listed) return listed;
  const readFrom = new Set(named.map((cell) => cell.column));
  for (const column of columnsOf(product, sources.description, DESCRIPTION_NAME)) {
    if (readFrom.has(column)) continue;
    const value = extracted(plan, column, inText(plan, field, product[column] ?? ''));
    if (value) return value;
  }
  return undefined;
}

/** The value alone of `extractWithSource`; null when the row does not say. */
export function extractFromRow(plan: ExtractPlan, product: Product, sources: SourceColumns = {}, cells: readonly RowCell[] = rowCells(product)): OutputValue {
  return extractWithSource(plan, product, sources, cells)?.value ?? null;
}

/** A value read in free text, with the sentence that states it. */
export interface Quoted {
  value: string | number;
  quote: string;
}

/** Longest quote kept as evidence: a sentence, not a page. */
const QUOTE_MAX = 300;

/** The sentence of `text` around position `at`: from the previous sentence end to the next one, capped. */
export function sentenceAround(text: string, at: number): string {
  // Up to the mention's first character, so that a sentence end right before it is seen as one.
  const starts = [...text.slice(0, at + 1).matchAll(/[.!?]\s+(?=\P{Ll})|\n/gu)];
  const last = starts.at(-1);
  const start = last ? (last.index ?? 0) + last[0].length : 0;
  const after = /[.!?](?=\s|$)|\n/u.exec(text.slice(at));
  const end = after ? at + after.index + (after[0] === '\n' ? 0 : 1) : text.length;
  const sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (sentence.length <= QUOTE_MAX) return sentence;
  const from = Math.max(0, Math.min(at - start - 60, sentence.length - QUOTE_MAX));
  return `${from > 0 ? '…' : ''}${sentence.slice(from, from + QUOTE_MAX - 2).trim()}…`;
}

/** EXTRACT from a web page's text (search results), by the same rules as a row's free text; null when it does not say. */
export function extractFromText(plan: ExtractPlan, text: string): Quoted | null {
  const found = inText(plan, targetOf(plan), text);
  return found ? { value: found.value, quote: sentenceAround(text, found.at ?? 0) } : null;
}

/**
 * A value a model read for the field, held to the same rules as a cell: typed, in its list, in the
 * field's unit (the model was asked for that unit, so a bare number is taken to be in it).
 */
export function coerce(plan: ExtractPlan, text: string): OutputValue | undefined {
  const field = targetOf(plan);
  return cellValue(plan, { ...field, fileUnit: field.unit, inFieldUnit: true }, text)?.value;
}
