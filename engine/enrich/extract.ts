import { type CellReason, cellReason } from '../../domain/cell-reasons.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import type { ReadInText, ValueSource } from '../../domain/values.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { canonicalWord, isPlaceholder, LINKING_WORDS, normalise } from '../lexicon/index.ts';
import { isProductPrice, meaningOf, type TaxBasis, taxBasisOf } from '../lexicon/names.ts';
import { convertUnit, unitDimension } from '../lexicon/units.ts';
import { GTIN_LENGTHS } from '../quantities/gtin.ts';
import type { Dimension } from '../quantities/units.ts';
import type { DecimalMark } from '../quantities/number.ts';
import { findQuantities, parseQuantity } from '../quantities/quantity.ts';
import { type FileNames, namesFlavoured } from './file-names.ts';
import { type NameText, nameFactOf, nameTexts, readInName } from './in-name.ts';
import { listsChoices } from './choices.ts';
import { isMiss, listMiss, type Miss, miss, notFound, numberMiss, reasonOf } from './misses.ts';
import { bestCells } from './precedence.ts';
import { sentenceAround } from './quote.ts';
import { type RowCell, rowCells } from './row-cells.ts';
import { type FieldTarget, targetOf } from './target.ts';
import type { ExtractPlan, OutputValue, Product, SourceColumns } from './types.ts';
import { findValueIn, keyedItems, listItemIn, listOutput, matchKey } from './value-lists.ts';

/**
 * EXTRACT: a typed value for one output field, read from the product's own row (and, through the
 * same text rules, from web pages). The rule that governs everything here: a value that is not
 * certain is left empty — never a neighbouring column, a yes/no flag read as a number, a purchase
 * price for a selling one, or a quantity in the wrong unit.
 */

/** A price cell that says its tax basis in its last words ('12,50 € TTC', '10.00 excl. VAT'): the basis, and the amount without them. */
function statedTax(text: string): { tax: TaxBasis; amount: string } | undefined {
  const words = text.split(/\s+/);
  for (let count = 1; count <= Math.min(3, words.length - 1); count++) {
    const tax = taxBasisOf(words.slice(-count).join(' '));
    if (tax) return { tax, amount: words.slice(0, -count).join(' ') };
  }
  return undefined;
}

/** Whether a name or hint spells a unit Fiche does not know, as a word of its own ('Power (W)'). */
function spells(text: string, unit: string): boolean {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${unit.toLowerCase()} `);
}

/**
 * A number from a cell in the field's unit. The unit it is in comes from the cell ('1,2 kg'), else the
 * column's name ('Weight (lbs)'), else the template (the field's source_unit, or its extra_info); when
 * none says and the field asks for a unit, the number is not certain (0.3 of what?) and stays empty.
 * Money is the exception: a bare amount is in the shop's currency, and a field asking for one
 * currency refuses the others. A number not taken says why.
 */
function numberOf(plan: ExtractPlan, field: FieldTarget, text: string, cell?: RowCell): number | Miss {
  const column = cell?.name;
  // A price column's measure ('Prix/kg', 'Price (€/l)') is what its amounts are per, not their unit.
  const declared = cell?.meaning.unit;
  const columnUnit = cell?.meaning.price && declared && unitDimension(declared) !== 'currency' ? undefined : declared;
  let trimmed = text.trim();
  const unknown = field.unknownUnit;
  const spelledInCell = unknown !== undefined && trimmed.toLowerCase().endsWith(unknown.toLowerCase());
  if (spelledInCell) trimmed = trimmed.slice(0, -(unknown as string).length);
  const wantedTax = field.meaning.price?.tax ?? null;
  if (field.meaning.price) {
    const stated = statedTax(trimmed);
    const tax = stated?.tax ?? cell?.meaning.price?.tax ?? null;
    if (wantedTax !== null && tax !== wantedTax) return miss('other_tax');
    if (stated) trimmed = stated.amount;
  }
  const decimal = cell?.decimal ?? field.decimal;
  const quantity = parseQuantity(trimmed, decimal);
  if (!quantity) return numberMiss(trimmed, decimal);
  // A zero or negative measure is a placeholder or a typing error, whatever its unit.
  if (implausible(quantity.value, field.dimension, field)) return miss('not_plausible');
  // An amount per unit ('40/kg', '2,99 € le kg') is a price, and its amount the price: never a measure or a count.
  if (quantity.per && (!field.meaning.price || (field.per && quantity.per !== field.per))) return miss('per_unit', 'per_unit', { unit: quantity.per });
  if (unknown !== undefined) {
    const stated = field.inFieldUnit || spelledInCell || (column !== undefined && spells(column, unknown)) || spells(field.hint, unknown);
    if (quantity.unit) return miss('other_unit', 'other_unit', { unit: quantity.unit, wanted: unknown });
    if (!stated) return miss('unit_unknown');
  }
  const unit = quantity.unit ?? columnUnit ?? field.fileUnit;
  let value = quantity.value;
  if (field.unit && unit) {
    const converted = convertUnit(value, unit, field.unit);
    if (converted === undefined) return miss('other_unit', 'other_unit', { unit, wanted: field.unit });
    value = converted;
  } else if (field.unit && field.dimension !== 'currency') {
    return miss('unit_unknown');
  }
  const dimension = field.dimension ?? (unit ? unitDimension(unit) : undefined);
  if (field.meaning.price && dimension && dimension !== 'currency') return miss('other_unit', 'not_a_price', { unit: unit ?? '' });
  const result = plan.type === 'integer' ? Math.round(value) : value;
  return implausible(result, dimension, field) ? miss('not_plausible') : result;
}

/** A weight, size or price below zero is a typing error; a zero weight or size is a placeholder, and a zero price no price (one on request). */
function implausible(value: number, dimension: Dimension | undefined, field: FieldTarget): boolean {
  return (value < 0 && (dimension !== undefined || field.meaning.price !== undefined)) || (value === 0 && ((dimension !== undefined && dimension !== 'currency') || isProductPrice(field.meaning.price)));
}

/** A value found for the field, with the value-list item it came from when there is one. */
interface Found {
  value: string | number;
  item?: ValueListValue;
  /** In free text, where the mention it was read after starts. */
  at?: number;
}

const foundItem = (plan: ExtractPlan, item: ValueListValue | undefined): Found | undefined => (item ? { value: listOutput(item, plan.useLabel), item } : undefined);

/** A cell's text as the plan's type; why not, when it does not fit. */
function cellValue(plan: ExtractPlan, field: FieldTarget, text: string, cell?: RowCell): Found | Miss {
  // A spreadsheet's mark that a number is text ("'3760123456789") is no part of the value.
  const trimmed = text.trim().replace(/^'(?=\d)/, '');
  if (trimmed === '') return miss('source_empty');
  if (isPlaceholder(trimmed)) return miss('source_empty', 'source_placeholder');
  if (plan.type !== 'string') {
    const number = numberOf(plan, field, trimmed, cell);
    return isMiss(number) ? number : { value: number };
  }
  // A GTIN is digits of a GTIN's length ('400638 133393 1'), never a code with letters; its check digit is the channel's to judge.
  if (field.words.has('ean')) return gtinDigits(trimmed);
  // A colour or material is a word: a bare number in such a column is a code (an ERP's material number).
  if (/^\d+$/.test(trimmed) && (field.words.has('colour') || field.words.has('material'))) return miss('not_readable', 'code_not_word');
  // A list of colours (a product's every colour, 'black; silver') is none of them.
  if (field.words.has('colour') && listsChoices(trimmed)) return miss('several_values');
  if (!plan.valueList) return { value: trimmed };
  return foundItem(plan, listItemIn(plan.valueList, trimmed, { digitsToo: true })) ?? listMiss(plan.valueList, plan.valueListName ?? '', trimmed);
}

function gtinDigits(text: string): Found | Miss {
  const digits = text.replace(/^\$|[\s-]/g, '');
  return /^\d+$/.test(digits) && GTIN_LENGTHS.includes(digits.length) ? { value: digits } : miss('not_readable', 'not_a_gtin');
}

/** Columns of free text, where a sentence may state the field ('Poids : 1,5 kg'). */
const FREE_TEXT: readonly Concept[] = ['description', 'summary', 'features', 'notes'];

/** The template's own columns for a role, then the columns whose names say one of the concepts; only filled ones. */
function columnsOf(product: Product, own: readonly string[] | undefined, concepts: readonly Concept[]): string[] {
  const named = new Set(own ?? []);
  for (const column of Object.keys(product)) if (meaningOf(column).words.some((word) => concepts.includes(word as Concept))) named.add(column);
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

/** Whether only linking words stand between a field's name and its number: 'Poids net : 1,5 kg', 'weight approx. 2 kg'. */
function onlyLinkingWords(text: string): boolean {
  if (!/^[\p{L}\s:=().,'’-]*$/u.test(text)) return false;
  const words = normalise(text).split(' ').filter(Boolean);
  return words.length <= 3 && words.every((word) => LINKING_WORDS.has(word));
}

/** In free text, a quantity stated right after the field's name: 'Weight 1 200 g', 'Poids : 1,5 kg'. */
function numberInText(plan: ExtractPlan, field: FieldTarget, text: string, decimal?: DecimalMark): Found | undefined {
  for (const stretch of keyedStretches(field, text)) {
    const [first] = findQuantities(stretch.text, decimal);
    if (!first || !onlyLinkingWords(stretch.text.slice(0, first.index))) continue;
    if (field.dimension && (!first.unit || unitDimension(first.unit) !== field.dimension)) continue;
    const value = numberOf(plan, field, first.unit ? `${first.value} ${first.unit}` : String(first.value));
    if (!isMiss(value)) return { value, at: stretch.at };
  }
  return undefined;
}

/** In free text, what follows the field's name: 'Colour: brushed steel.' → 'brushed steel'; with a list, the item mentioned there. */
function textInText(plan: ExtractPlan, field: FieldTarget, text: string): Found | undefined {
  for (const stretch of keyedStretches(field, text)) {
    const labelled = /^\s*[:=]\s*([^,]+(?:,(?!\s*[\p{L} ]{1,30}\s*[:=])[^,]*)*)/u.exec(stretch.text);
    const value = labelled?.[1]?.trim();
    if (plan.valueList) {
      // The item mentioned there, else the one the labelled value is in another language ('Farbe: weiß' → White).
      const mentioned = findValueIn(plan.valueList, stretch.text.split(/,(?=\s*[\p{L} ]{1,30}\s*[:=])/u)[0] ?? '');
      const item = foundItem(plan, mentioned ?? (value ? listItemIn(plan.valueList, value.replace(/[.!?]$/, '')) : undefined));
      if (item) return { ...item, at: stretch.at };
      continue;
    }
    if (value) return { value, at: stretch.at };
  }
  return undefined;
}

function inText(plan: ExtractPlan, field: FieldTarget, text: string, decimal?: DecimalMark): Found | undefined {
  return plan.type === 'string' ? textInText(plan, field, text) : numberInText(plan, field, text, decimal);
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
 * 'État' or 'Tags' column) when only one item appears so.
 */
function listItemElsewhere(plan: ExtractPlan, cells: readonly RowCell[]): Extracted | undefined {
  const list = plan.valueList;
  if (!list) return undefined;
  const items = new Map<ValueListValue, string>();
  for (const cell of cells) {
    if (cell.meaning.flag || cell.meaning.price) continue;
    const item = wholeCellItem(list, cell.text);
    if (item && !items.has(item)) items.set(item, cell.column);
  }
  if (items.size !== 1) return undefined;
  const [[item, column]] = items as unknown as [[ValueListValue, string]];
  return extracted(plan, column, foundItem(plan, item));
}

/**
 * The field read in the row's names, then in its descriptions written like names: stated after the
 * field's name ('VPE 12', 'Farbe: rot'), else as a name says it ('75g', 'HARIBO', 'ROJO'). The first
 * value found, else why the first text saying it gave none.
 */
function fromNames(plan: ExtractPlan, field: FieldTarget, texts: readonly NameText[], cells: readonly RowCell[], names: FileNames | undefined): Extracted | { miss: Miss; source: NameText } | undefined {
  const flavoured = () => names?.flavoured === true || texts.some((text) => namesFlavoured(text.text)) || cells.some((cell) => cell.meaning.words.includes('category') && namesFlavoured(cell.text));
  let why: { miss: Miss; source: NameText } | undefined;
  for (const source of texts) {
    const read = (span: string): ReadInText => ({ in: source.in, span });
    const keyed = inText(plan, field, source.text, source.decimal);
    if (keyed) return extracted(plan, source.column, keyed, read(sentenceAround(source.text, keyed.at ?? 0)));
    const said = readInName(plan, field, source, names, flavoured);
    if (said === undefined) continue;
    const value = isMiss(said) ? said : cellValue(plan, field, said.text);
    if (!isMiss(value)) return extracted(plan, source.column, value, read(isMiss(said) ? '' : said.span));
    why ??= { miss: value, source };
  }
  return why;
}

/** A value read from the row, with its evidence. */
export interface Extracted {
  value: string | number;
  source: ValueSource;
  reason?: undefined;
}

/** No value in the row, and why. */
export interface NotExtracted {
  value?: undefined;
  source?: undefined;
  reason: CellReason;
}

function extracted(plan: ExtractPlan, column: string, value: Found | undefined, read?: ReadInText): Extracted | undefined {
  if (!value) return undefined;
  const { item } = value;
  const source: ValueSource = item ? { kind: 'value_list', column, list: plan.valueListName ?? '', code: item.code, label: item.label } : { kind: 'column', column };
  return { value: value.value, source: read ? { ...source, read } : source };
}

/**
 * EXTRACT on the product's own row: the cells whose names say they hold the field (columns and
 * attribute pairs), then, for a value list, a cell that is exactly one item, then the product's name
 * (and a description written like one: in-name.ts), then the description's text where it names the
 * field. When the row does not say (web search may then try), the reason: why the field's own cell
 * gave nothing (an empty one only when no other says more), else that no cell holds it. `cells` can
 * be given when several fields read the same row; `names`: what the file's names show (file-names.ts).
 */
export function extractWithSource(plan: ExtractPlan, product: Product, sources: SourceColumns = {}, cells: readonly RowCell[] = rowCells(product), names?: FileNames): Extracted | NotExtracted {
  const field = targetOf(plan);
  if (plan.readColumn) return fromPinnedColumn(plan, field, product, cells, plan.readColumn, { sources, names });
  const named = bestCells(field, plan, cells);
  let why: { miss: Miss; column: string; text: string } | undefined;
  for (const cell of named) {
    const value = cellValue(plan, field, cell.text, cell);
    if (!isMiss(value)) return extracted(plan, cell.column, value) as Extracted;
    if (!why || (why.miss.miss === 'source_empty' && value.miss !== 'source_empty')) why = { miss: value, column: cell.column, text: cell.text };
  }
  const notExtracted = (): NotExtracted => ({ reason: why ? reasonOf(why.miss, plan.output, why.column, why.text) : notFound(plan.output) });
  if (field.perUnit) return perUnitOfPrice(cells) ?? notExtracted();
  // Other cells and the name are read for a field the row's own cells leave unsaid, never against what they say
  // ('Blue, Red' is no colour; a variant's option outside the list is not its product's tag).
  const unsaid = !why || why.miss.miss === 'source_empty';
  const listed = unsaid ? listItemElsewhere(plan, cells) : undefined;
  if (listed) return listed;
  const texts = nameTexts(cells, sources);
  const inNames = unsaid ? fromNames(plan, field, texts, cells, names) : undefined;
  if (inNames && !('miss' in inNames)) return inNames;
  const readFrom = new Set([...named.map((cell) => cell.column), ...texts.map((text) => text.column)]);
  for (const column of columnsOf(product, sources.description, FREE_TEXT)) {
    if (readFrom.has(column)) continue;
    const decimal = cells.find((cell) => cell.name === column)?.decimal;
    const value = extracted(plan, column, inText(plan, field, product[column] ?? '', decimal));
    if (value) return value;
  }
  if (inNames && (!why || why.miss.miss === 'source_empty')) why = { miss: inNames.miss, column: inNames.source.column, text: inNames.source.text };
  return notExtracted();
}

/**
 * A field the user pinned to one column reads that column only: its cell as a value, else the value
 * its text states; the column empty, or missing from the file, says so. A product's name pinned for a
 * fact it holds ('Brand' reading 'Name') is read as a name: its brand, never the whole name.
 */
function fromPinnedColumn(plan: ExtractPlan, field: FieldTarget, product: Product, cells: readonly RowCell[], column: string, row: { sources: SourceColumns; names: FileNames | undefined }): Extracted | NotExtracted {
  if (!(column in product)) return { reason: cellReason('not_found', 'copy_not_found', { field: plan.output, column }) };
  const asName = nameFactOf(field) ? nameTexts(cells, row.sources).filter((text) => text.column === column && text.in === 'name') : [];
  if (asName.length > 0) {
    const inName = fromNames(plan, field, asName, cells, row.names);
    if (inName && !('miss' in inName)) return inName;
    return { reason: inName ? reasonOf(inName.miss, plan.output, column, product[column] ?? '') : notFound(plan.output) };
  }
  let why: { miss: Miss; cell: RowCell } | undefined;
  for (const cell of cells.filter((candidate) => candidate.column === column)) {
    const value = cellValue(plan, field, cell.text, cell);
    if (!isMiss(value)) return extracted(plan, cell.column, value) as Extracted;
    why ??= { miss: value, cell };
  }
  const decimal = cells.find((cell) => cell.name === column)?.decimal;
  const stated = extracted(plan, column, inText(plan, field, product[column] ?? '', decimal));
  if (stated) return stated;
  return { reason: why ? reasonOf(why.miss, plan.output, column, why.cell.text) : cellReason('source_empty', 'source_empty', { field: plan.output, column }) };
}

/** For a field asking what the price is per: the unit of the row's first price written per unit ('40/kg' → 'kg'). */
function perUnitOfPrice(cells: readonly RowCell[]): Extracted | undefined {
  for (const cell of cells) {
    if (!isProductPrice(cell.meaning.price)) continue;
    const per = parseQuantity(cell.text, cell.decimal)?.per;
    if (per) return { value: per, source: { kind: 'column', column: cell.column } };
  }
  return undefined;
}

/** The value alone of `extractWithSource`; null when the row does not say. */
export function extractFromRow(plan: ExtractPlan, product: Product, sources: SourceColumns = {}, cells: readonly RowCell[] = rowCells(product), names?: FileNames): OutputValue {
  return extractWithSource(plan, product, sources, cells, names)?.value ?? null;
}

/** A value read in free text, with the sentence that states it. */
export interface Quoted {
  value: string | number;
  quote: string;
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
  const value = cellValue(plan, { ...field, fileUnit: field.unit, inFieldUnit: true }, text);
  return isMiss(value) ? undefined : value.value;
}
