import { canonicalWords, isFiller, meaningOf, type NameMeaning } from '../../domain/field-names.ts';
import { canonicalUnit } from '../../domain/units.ts';
import { AXIS_WORDS, dimensionCells } from './dimensions.ts';
import type { Product } from './types.ts';

/**
 * A product row as named cells: its own columns, then the attributes it holds as name/value pairs —
 * WooCommerce 'Attribute 1 name' = Color with 'Attribute 1 value(s)' = Blue, Shopify 'Option1 Name' /
 * 'Option1 Value', PrestaShop 'Feature(Name:Value:Position)' = 'Composition:Cotton:1,Color:Blue:2',
 * Magento 'additional_attributes' = 'color=Black,material=Nylon' — each pair becoming a cell named by
 * the attribute, so 'Color' is found wherever the file keeps it; and the sizes of a 'Dimensions
 * (L x l x H)' cell, each named by its axis.
 */
export interface RowCell {
  /** The column's header, or the attribute's name for a pair. */
  name: string;
  text: string;
  meaning: NameMeaning;
  /** The column the text was read from (for a pair, the value column). */
  column: string;
}

const PAIR_NAME = /^(.*\d.*?) (?:name|nom)$/;
const PAIR_VALUE = /^(.*\d.*?) (?:values?|valeurs?)(?: s)?$/;
/** Columns holding several attributes as name/value pairs. */
const PAIRS_COLUMN = /(?:^| )(?:features?|caracteristiques?|attributes|attributs|additional attributes|custom fields)(?: |$)/;

/**
 * The pairs of such a cell: PrestaShop's 'Composition:Cotton:1,Color:Blue:2' (its position dropped),
 * 'Color: Blue, Size: M', Magento's 'color=Black,activity=Gym|Hiking' and BigCommerce's
 * 'Material=Cotton;Fit=Slim' → [['Composition', 'Cotton'], …, ['activity', 'Gym, Hiking']]. A
 * separator splits pairs only before another 'name:' or 'name=', so a value may hold commas.
 */
/** A separator followed by the next pair's name and sign. */
const PAIR_SEPARATORS = { ':': /[,;|\n](?=[^,;|\n:]+:)/, '=': /[,;|\n](?=[^,;|\n=]+=)/ } as const;

export function pairsIn(text: string): [string, string][] {
  const sign = text.includes('=') ? '=' : text.includes(':') ? ':' : undefined;
  if (!sign) return [];
  const pairs: [string, string][] = [];
  for (const part of text.split(PAIR_SEPARATORS[sign])) {
    const at = part.indexOf(sign);
    const name = part.slice(0, at).replace(/_/g, ' ').trim();
    const rest = part.slice(at + 1);
    const value = (sign === ':' ? rest.replace(/:\s*\d+\s*$/, '') : rest)
      .split('|')
      .map((piece) => piece.trim())
      .filter(Boolean)
      .join(', ');
    if (at > 0 && name !== '' && value !== '') pairs.push([name, value]);
  }
  return pairs;
}

/** 'item_weight_unit_of_measure', 'weight-unit', 'Unité de poids': the unit of another column, named by its words. */
const UNIT_OF_SUFFIX = /^(.+?) (?:units? of measures?|units? of measurement|units?|uom|unites?)$/;
const UNIT_OF_PREFIX = /^(?:units?|unites?) (?:of |de |du |des |d )?(.+)$/;

/**
 * Units a row states in columns of their own (Amazon's 'item_weight' beside
 * 'item_weight_unit_of_measure' = KG, Akeneo's 'weight' beside 'weight-unit' = KILOGRAM; one
 * 'dimensions' unit for the length, width and height columns), given to the cells whose names state none.
 */
function withStatedUnits(cells: RowCell[]): RowCell[] {
  const stated: { words: string[]; unit: string }[] = [];
  for (const cell of cells) {
    const subject = UNIT_OF_SUFFIX.exec(cell.meaning.key)?.[1] ?? UNIT_OF_PREFIX.exec(cell.meaning.key)?.[1];
    const unit = subject ? canonicalUnit(cell.text) : undefined;
    if (subject && unit) stated.push({ words: canonicalWords(subject).filter((word) => !isFiller(word)), unit });
  }
  if (stated.length === 0) return cells;
  const unitOf = (cell: RowCell) => {
    const words = cell.meaning.words.filter((word) => !isFiller(word));
    const same = (subject: string[]) => subject.length === words.length && subject.every((word) => words.includes(word));
    const dimensions = words.length === 1 && AXIS_WORDS.has(words[0] as string);
    return stated.find(({ words: subject }) => same(subject) || (dimensions && subject.length === 1 && /^dimensions?$/.test(subject[0] as string)))?.unit;
  };
  return cells.map((cell) => {
    const unit = cell.meaning.unit === undefined && !cell.meaning.flag ? unitOf(cell) : undefined;
    return unit ? { ...cell, meaning: { ...cell.meaning, unit } } : cell;
  });
}

/** A cell named by an attribute (or an axis) and read from `column`. */
const namedCell = (name: string, text: string, column: string): RowCell => ({ name, text, meaning: meaningOf(name), column });

export function rowCells(product: Product): RowCell[] {
  const cells: RowCell[] = [];
  const pairs: RowCell[] = [];
  const nameColumns = new Map<string, string>();
  const valueColumns = new Map<string, string>();
  for (const [column, raw] of Object.entries(product)) {
    const text = raw ?? '';
    const meaning = meaningOf(column);
    cells.push({ name: column, text, meaning, column });
    const key = meaning.key;
    const name = PAIR_NAME.exec(key)?.[1];
    const value = PAIR_VALUE.exec(key)?.[1];
    if (name) nameColumns.set(name, column);
    else if (value) valueColumns.set(value, column);
    else if (PAIRS_COLUMN.test(key)) {
      for (const [attribute, attributeValue] of pairsIn(text)) pairs.push(namedCell(attribute, attributeValue, column));
    } else {
      for (const size of dimensionCells(column, text)) pairs.push(namedCell(size.name, size.text, column));
    }
  }
  for (const [key, nameColumn] of nameColumns) {
    const valueColumn = valueColumns.get(key);
    const attribute = product[nameColumn]?.trim() ?? '';
    if (!valueColumn || attribute === '') continue;
    pairs.push(namedCell(attribute, product[valueColumn] ?? '', valueColumn));
  }
  return withStatedUnits([...cells, ...pairs]);
}
