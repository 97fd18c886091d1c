import type { Concept } from '../lexicon/concepts.ts';
import { isPlaceholder, normalise, PARENT_KINDS, VARIANT_KINDS } from '../lexicon/index.ts';
import { meaningOf, namesProduct, ofParcel } from '../lexicon/names.ts';
import { unitDimension } from '../lexicon/units.ts';
import { parseQuantity } from '../quantities/quantity.ts';
import { htmlText } from './html-text.ts';
import { pairsIn } from '../structure/pairs.ts';
import { type RowCell, rowCells } from './row-cells.ts';
import type { Product, SourceColumns } from './types.ts';
import { variantOptions } from './options.ts';

/**
 * What generated copy may say about a product: its name, brand, category, its own description, and
 * the attributes that can be phrased in a sentence (colour, material, size, measurements…). Prices,
 * identifiers, stock, yes/no flags, dates and URLs are never facts for copy.
 */

export type MeasureKind = 'weight' | 'length' | 'width' | 'height' | 'depth' | 'capacity' | 'power';

export interface Measure {
  value: number;
  unit: string;
}

export interface Facts {
  name: string;
  brand: string;
  category: string;
  /** Sentences of the product's own description (HTML removed). */
  description: string[];
  /** Its selling points as the file lists them (Amazon's bullet_point1…5, 'Points forts', 'Key features'), one sentence each. */
  highlights: string[];
  colours: string[];
  materials: string[];
  sizes: string[];
  /** A variant's option values (Green, M), from its option columns. */
  options: string[];
  /** 'New', 'Refurbished', as the file writes it. */
  condition: string;
  origin: string;
  warranty: string;
  measures: Partial<Record<MeasureKind, Measure>>;
  /** The columns these facts were read from: what a model writing copy is shown besides the template's. */
  columns: string[];
}

const MEASURE_KINDS: ReadonlySet<string> = new Set<MeasureKind>(['weight', 'length', 'width', 'height', 'depth', 'capacity', 'power']);

/** Text of a cell that may hold HTML: tags off (block ends become sentence breaks), entities decoded, spaces folded. */
export function plainText(raw: string): string {
  return htmlText(raw, '. ')
    .replace(/(?:\s*\.\s*){2,}/g, '. ')
    .replace(/^[\s.]+/, '')
    .trim();
}

/** A text's sentences, each ending with its punctuation; a decimal point ('2.5 kg') ends none. */
export function sentencesOf(text: string): string[] {
  const plain = plainText(text);
  return (plain.match(/(?:[^.!?]|(?<=\d)\.(?=\d))+(?:[.!?]+|$)/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence))
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`));
}

const filled = (text: string | undefined) => {
  const value = plainText(text ?? '');
  return value === '' || isPlaceholder(value) || value === '0' ? '' : value;
};

/** The first of `columns` with a value; `read` collects the column it came from. */
function firstFilled(product: Product, columns: readonly string[], read?: Set<string>): string {
  for (const column of columns) {
    const value = filled(product[column]);
    if (!value) continue;
    read?.add(column);
    return value;
  }
  return '';
}

/** 'Blue, Green, Red' → three values; 'Bleu marine' → one. */
/** 'Blue, Green, Red' → three values, each once; 'Bleu marine' → one. An option's name ('Farbe', 'Size') is no value. */
function valuesOf(text: string): string[] {
  const values = text
    .split(/\s*[,;|/]\s*/)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= 40 && !isPlaceholder(value) && !/^https?:/i.test(value) && !namesAnAttribute(value));
  return values.filter((value, at) => values.findIndex((other) => normalise(other) === normalise(value)) === at);
}

/** A word that names an attribute rather than giving one: an option's name where its value was expected. */
const namesAnAttribute = (value: string) => meaningOf(value).words.some((word) => ATTRIBUTE_NAMES.has(word));
const ATTRIBUTE_NAMES: ReadonlySet<string> = new Set<Concept>(['colour', 'size', 'material', 'option', 'attribute', 'value']);

/** A category as a shop writes one: words, not a code ('master_accessories_hats', '13') nor a product kind ('configurable'). */
const isCategory = (text: string) => /\p{L}{2}/u.test(text) && !/_/.test(text) && !PARENT_KINDS.has(normalise(text)) && !VARIANT_KINDS.has(normalise(text));

function measureOf(cell: RowCell): Measure | undefined {
  const quantity = parseQuantity(cell.text, cell.decimal);
  const unit = quantity?.unit ?? cell.meaning.unit;
  if (!quantity || !unit || quantity.value <= 0) return undefined;
  const dimension = unitDimension(unit);
  if (dimension === undefined || dimension === 'currency') return undefined;
  return { value: quantity.value, unit };
}

export function factsOf(product: Product, sources: SourceColumns = {}): Facts {
  const columns = Object.keys(product);
  const named = (...concepts: Concept[]) => columns.filter((column) => concepts.some((concept) => meaningOf(column).words.includes(concept)));
  const read = new Set<string>();
  const cells = rowCells(product);
  const facts: Facts = {
    name: firstFilled(product, [...(sources.product_name ?? []), ...columns.filter((column) => namesProduct(meaningOf(column).words))], read),
    brand: firstFilled(product, sources.brand ?? [], read),
    category: '',
    // A supplier's notes are the product's sentences when it has no description.
    description: sentencesOf(firstFilled(product, [...(sources.description ?? []), ...named('description', 'summary'), ...named('notes')], read)),
    highlights: [],
    colours: [],
    materials: [],
    sizes: [],
    options: variantOptions(cells).flatMap(([, value]) => valuesOf(value)),
    condition: '',
    origin: '',
    warranty: '',
    measures: {},
    columns: [],
  };
  const categoryColumn = new Set<string>();
  const leaf = (firstFilled(product, named('category'), categoryColumn).split(',')[0] ?? '').split('>').at(-1)?.trim() ?? '';
  facts.category = isCategory(leaf) ? leaf : '';
  if (facts.category) for (const column of categoryColumn) read.add(column);
  for (const cell of cells) {
    if (cell.meaning.flag || cell.meaning.price || !filled(cell.text)) continue;
    const option = cell.name !== cell.column && valuesOf(cell.text).some((value) => facts.options.includes(value));
    if (readFact(facts, cell) || option) read.add(cell.column);
  }
  facts.columns = columns.filter((column) => read.has(column));
  return facts;
}

/** The fact a cell states, into `facts`; whether it stated one. */
function readFact(facts: Facts, cell: RowCell): boolean {
  const words = new Set(cell.meaning.words);
  // A features cell listing attributes ('Composition:Cotton:1,Color:Blue:2') is read as them, not as sentences.
  if (words.has('bullet') || (words.has('features') && pairsIn(cell.text).length === 0)) facts.highlights.push(...sentencesOf(cell.text));
  else if (words.has('brand') && !facts.brand) facts.brand = filled(cell.text);
  else if (words.has('colour') && facts.colours.length === 0) facts.colours = valuesOf(filled(cell.text));
  else if (words.has('material') && facts.materials.length === 0) facts.materials = valuesOf(filled(cell.text));
  else if (words.has('size') && facts.sizes.length === 0) facts.sizes = valuesOf(filled(cell.text));
  else if (words.has('condition') && !facts.condition) facts.condition = filled(cell.text);
  else if (words.has('origin') && !facts.origin) facts.origin = filled(cell.text);
  else if (words.has('warranty') && !facts.warranty) facts.warranty = filled(cell.text);
  else {
    const kind = cell.meaning.words.find((word) => MEASURE_KINDS.has(word)) as MeasureKind | undefined;
    if (!kind || facts.measures[kind] || cell.meaning.words.length > 2 || ofParcel(cell.meaning.words)) return false;
    const measure = measureOf(cell);
    if (!measure) return false;
    facts.measures[kind] = measure;
  }
  return true;
}
