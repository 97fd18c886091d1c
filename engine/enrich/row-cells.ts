import { AXES } from '../lexicon/concepts.ts';
import { canonicalWord, isFiller } from '../lexicon/index.ts';
import { meaningOf, type NameMeaning } from '../lexicon/names.ts';
import { canonicalUnit } from '../lexicon/units.ts';
import { markOf, type NumberConventions } from '../quantities/conventions.ts';
import type { DecimalMark } from '../quantities/number.ts';
import { dimensionCells } from './dimensions.ts';
import { htmlText } from './html-text.ts';
import { isPairList, PAIR_NAME_SHAPE, pairsIn } from '../structure/pairs.ts';
import type { Product } from './types.ts';

/**
 * A product row as named cells: its own columns, then the attributes it holds as name/value pairs —
 * WooCommerce 'Attribute 1 name' = Color with 'Attribute 1 value(s)' = Blue, Shopify 'Option1 Name' /
 * 'Option1 Value', PrestaShop 'Feature(Name:Value:Position)' = 'Composition:Cotton:1,Color:Blue:2',
 * Magento 'additional_attributes' = 'color=Black,material=Nylon', facets 'category:Garden|brand:Acme'
 * — each pair becoming a cell named by the attribute, so 'Color' is found wherever the file keeps
 * it; and the sizes of a 'Dimensions (L x l x H)' cell, each named by its axis.
 */
export interface RowCell {
  /** The column's header, or the attribute's name for a pair. */
  name: string;
  text: string;
  meaning: NameMeaning;
  /** The column the text was read from (for a pair, the value column). */
  column: string;
  /** The decimal mark of that column's numbers, when the file decides it. */
  decimal?: DecimalMark;
  /** A variant's own option (Shopify's 'Option1', WooCommerce's 'Attribute 1', its entry of Magento's variations, options as two lists): its value wins over the product's. */
  option?: true;
}

/**
 * 'Attribute 1 name' / 'Attribute 1 value(s)', 'Option1 Name' / 'Option1 Value', 'Nom de l'attribut 1'
 * / 'Valeur(s) de l'attribut 1': a numbered name starting or ending with a word for 'name' or
 * 'value'; its other words pair the two columns.
 */
function pairHalf(meaning: NameMeaning): { half: 'name' | 'value'; pair: string } | undefined {
  if (!/\d/.test(meaning.key)) return undefined;
  const words = meaning.key.split(' ').filter((word) => word !== 's');
  if (words.length < 2) return undefined;
  for (const [at, rest] of [
    [words.length - 1, words.slice(0, -1)],
    [0, words.slice(1)],
  ] as const) {
    const half = canonicalWord(words[at] ?? '');
    const pair = rest
      .filter((word) => !isFiller(word))
      .map(canonicalWord)
      .join(' ');
    if ((half === 'name' || half === 'value') && /\d/.test(pair)) return { half, pair };
  }
  return undefined;
}
/** Columns named for holding several attributes as name/value pairs. */
const PAIR_CONCEPTS = ['features', 'attribute'] as const;

/**
 * Units a row states in columns of their own (Amazon's 'item_weight' beside
 * 'item_weight_unit_of_measure' = KG, Akeneo's 'weight' beside 'weight-unit' = KILOGRAM; one
 * 'dimensions' unit for the length, width and height columns), given to the cells whose names state none.
 */
function withStatedUnits(cells: RowCell[]): RowCell[] {
  const stated: { words: string[]; unit: string }[] = [];
  for (const cell of cells) {
    if (!cell.meaning.words.includes('unit') || cell.meaning.price) continue;
    const subject = cell.meaning.words.filter((word) => word !== 'unit' && !isFiller(word));
    const unit = subject.length > 0 ? canonicalUnit(cell.text) : undefined;
    if (unit) stated.push({ words: subject, unit });
  }
  if (stated.length === 0) return cells;
  const unitOf = (cell: RowCell) => {
    const words = cell.meaning.words.filter((word) => !isFiller(word));
    const same = (subject: string[]) => subject.length === words.length && subject.every((word) => words.includes(word));
    const axis = words.length === 1 && AXES.has(words[0] as never);
    return stated.find(({ words: subject }) => same(subject) || (axis && subject.length === 1 && subject[0] === 'dimensions'))?.unit;
  };
  return cells.map((cell) => {
    const unit = cell.meaning.unit === undefined && !cell.meaning.flag ? unitOf(cell) : undefined;
    return unit ? { ...cell, meaning: { ...cell.meaning, unit } } : cell;
  });
}

/** Concepts of a column listing a product's option names ('Options', 'Variantenmerkmale'). */
const OPTION_NAMES = ['option', 'attribute', 'features', 'variants'] as const;

const isList = (cell: RowCell) => cell.text.trim() !== '' && cell.text.split('|').every((part) => part.trim() !== '');
// One name alone only in a column of a variant's options ('Variantenmerkmale' = 'Größe').
const namesOptions = (cell: RowCell) => (cell.text.includes('|') ? OPTION_NAMES.some((concept) => cell.meaning.words.includes(concept)) : cell.meaning.words.includes('variants') || cell.meaning.words.includes('option'));

/**
 * Options written as two lists (the names on the product row, `Größe|Farbe`; the values on each
 * variant's, `M|weiß`): a column of names and a column of values ('Ausprägung', 'Option values')
 * holding as many items each, paired in order.
 */
function listedOptions(cells: readonly RowCell[]): RowCell[] {
  const names = cells.find((cell) => isList(cell) && !cell.meaning.words.includes('value') && namesOptions(cell) && cell.text.split('|').every((part) => PAIR_NAME_SHAPE.test(part.trim())));
  if (!names) return [];
  const count = names.text.split('|').length;
  const values = cells.find((cell) => cell !== names && isList(cell) && cell.meaning.words.includes('value') && cell.text.split('|').length === count);
  if (!values) return [];
  const parts = values.text.split('|');
  return names.text.split('|').map((name, i) => ({ ...namedCell(name.trim(), parts[i]?.trim() ?? '', values.column, values.decimal), option: true }));
}

/** A cell named by an attribute (or an axis) and read from `column`. */
const namedCell = (name: string, text: string, column: string, decimal: DecimalMark | undefined): RowCell => ({ name, text, meaning: meaningOf(name), column, decimal });

/** `conventions`: the file's decimal marks, which decide numbers that read two ways. */
export function rowCells(product: Product, conventions?: NumberConventions): RowCell[] {
  const cells: RowCell[] = [];
  const pairs: RowCell[] = [];
  const nameColumns = new Map<string, string>();
  const valueColumns = new Map<string, string>();
  for (const [column, raw] of Object.entries(product)) {
    const text = raw ?? '';
    const meaning = meaningOf(column);
    const decimal = markOf(conventions, column);
    cells.push({ name: column, text, meaning, column, decimal });
    const half = pairHalf(meaning);
    if (half) (half.half === 'name' ? nameColumns : valueColumns).set(half.pair, column);
    else if (PAIR_CONCEPTS.some((concept) => meaning.words.includes(concept)) || isPairList(text)) {
      // Pairs listed in HTML ('<li>Color: Orange</li>') are read without their tags.
      const plain = text.includes('<') ? htmlText(text, '\n') : text;
      const options = meaning.words.includes('variants');
      for (const [attribute, attributeValue] of pairsIn(plain)) pairs.push(options ? { ...namedCell(attribute, attributeValue, column, decimal), option: true } : namedCell(attribute, attributeValue, column, decimal));
    } else {
      for (const size of dimensionCells(column, text)) pairs.push(namedCell(size.name, size.text, column, decimal));
    }
  }
  for (const [key, nameColumn] of nameColumns) {
    const valueColumn = valueColumns.get(key);
    const attribute = product[nameColumn]?.trim() ?? '';
    if (!valueColumn || attribute === '') continue;
    pairs.push({ ...namedCell(attribute, product[valueColumn] ?? '', valueColumn, markOf(conventions, valueColumn)), option: true });
  }
  return withStatedUnits([...cells, ...pairs, ...listedOptions(cells)]);
}
