import type { AxisConcept } from '../lexicon/concepts.ts';
import { AXIS_LETTERS, AXIS_READINGS, axisOfWord, canonicalWord, isFiller, normalise, UNIT_INTRO_WORDS } from '../lexicon/index.ts';
import { canonicalUnit, unitDimension, unitInName } from '../lexicon/units.ts';

/**
 * A column holding several sizes in one cell, in the order its name lists them: 'Dimensions (L x l x
 * H)' = '120 x 60 x 75 cm' is a length of 120 cm, a width of 60 cm and a height of 75 cm. Only an
 * order the name or the cell's letters spell is read; a bare 'Dimensions' column says nothing certain
 * of which is which.
 */

type Axis = 'Length' | 'Width' | 'Height' | 'Depth';

/** Words saying a column holds sizes, not whose they are. */
const SIZE_CONCEPTS: ReadonlySet<string> = new Set(['dimensions', 'size']);

const AXIS_NAME: Record<AxisConcept, Axis> = { length: 'Length', width: 'Width', height: 'Height', depth: 'Depth' };

const SEPARATOR = /\s*[x×*]\s*/i;
/** Two or three axis names or letters joined by x, ×, or *: 'L x l x H', 'LxWxH', 'Longueur x Largeur x Hauteur'. */
const ORDER = /(?<![\p{L}])([\p{L}.]+)\s*[xX×*]\s*([\p{L}.]+)(?:\s*[xX×*]\s*([\p{L}.]+))?(?![\p{L}])/u;
const COMPACT = new RegExp(`(?<![\\p{L}])([${AXIS_LETTERS}])[xX]([${AXIS_LETTERS}])(?:[xX]([${AXIS_LETTERS}]))?(?![\\p{L}])`, 'u');

/**
 * The axes of a name's letters, by every language's readings that fit them (the packs' axisLetters:
 * English L W D H, French L l P H, German L B T H, Italian L P A); undefined when none fits, or two
 * disagree ('L x H' alone could be a length or a width).
 */
function letterAxes(letters: readonly string[]): AxisConcept[] | undefined {
  let found: AxisConcept[] | undefined;
  for (const reading of AXIS_READINGS) {
    if (!reading.when.some((group) => [...group].every((letter) => letters.includes(letter)))) continue;
    const axes = letters.map((letter) => reading.letters[letter]);
    if (axes.some((axis) => axis === undefined) || new Set(axes).size !== axes.length) continue;
    if (found && found.join() !== axes.join()) return undefined;
    found = axes as AxisConcept[];
  }
  return found;
}

/** The axes a name lists, in order; undefined unless each is certain. */
export function axesOf(name: string): Axis[] | undefined {
  const match = COMPACT.exec(name) ?? ORDER.exec(name);
  if (!match) return undefined;
  const tokens = match
    .slice(1)
    .filter((token): token is string => token !== undefined)
    .map((token) => token.replace(/\.$/, ''));
  const letters = tokens.filter((token) => token.length === 1);
  const lettered = letters.length > 0 ? letterAxes(letters) : [];
  if (!lettered) return undefined;
  const axes: Axis[] = [];
  for (const token of tokens) {
    const axis = token.length > 1 ? axisOfWord(token) : lettered[letters.indexOf(token)];
    if (!axis || axes.includes(AXIS_NAME[axis])) return undefined;
    axes.push(AXIS_NAME[axis]);
  }
  return axes;
}

/** One size of a cell: its number, its unit when the cell writes one, its axis letter when it has one ('H75'). */
interface Size {
  number: string;
  unit: string | undefined;
  label: string | undefined;
}

/** '120 x 60 x 75 cm', '120 cm x 60 cm x 75 cm', 'L120 x l60 x H75', '24" x 12" x 6"' → its sizes; undefined when a part is not one. */
function sizesOf(text: string): Size[] | undefined {
  const parts = text.trim().split(SEPARATOR);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const sizes: Size[] = [];
  for (const part of parts) {
    const match = /^(?:(\p{L})\.?\s*)?(\d+(?:[.,]\d+)?)\s*(\p{L}+|["″'])?$/u.exec(part);
    if (!match?.[2]) return undefined;
    const unit = match[3] === undefined ? undefined : canonicalUnit(match[3]);
    if (match[3] !== undefined && (!unit || unitDimension(unit) !== 'length')) return undefined;
    sizes.push({ number: match[2], unit, label: match[1] });
  }
  // A unit written once, after the last size, is every size's unit.
  const last = sizes.at(-1)?.unit;
  const unitless = sizes.filter((size) => size.unit === undefined).length;
  if (last && unitless === sizes.length - 1) for (const size of sizes) size.unit = last;
  return sizes;
}

const sameAxes = (a: readonly Axis[], b: readonly Axis[]) => a.length === b.length && a.every((axis, index) => axis === b[index]);

/**
 * The sizes of a 'Dimensions (L x l x H)' cell as cells named by their axis ('Width (cm)' = '60' when
 * the unit is the column's). Letters in the cell ('L120 x l60 x H75') spell the order too, and must
 * agree with the name's when both do.
 */
export function dimensionCells(column: string, text: string): { name: string; text: string }[] {
  if (!/\d\s*\p{L}*\s*[x×*]\s*\p{L}?\d/iu.test(text)) return [];
  const sizes = sizesOf(text);
  if (!sizes) return [];
  const labels = sizes.map((size) => size.label);
  const labelled = labels.every((label) => label !== undefined) ? axesOf(labels.join(' x ')) : undefined;
  if (labels.some((label) => label !== undefined) && !labelled) return [];
  const named = axesOf(column);
  const axes = named && labelled && !sameAxes(named, labelled) ? undefined : (named ?? labelled);
  if (!axes || axes.length !== sizes.length) return [];
  const { unit: columnUnit, rest } = unitInName(column);
  const namedUnit = columnUnit && unitDimension(columnUnit) === 'length' ? columnUnit : undefined;
  const qualifier = qualifierOf(rest);
  return axes.map((axis, index) => {
    const { number, unit } = sizes[index] as Size;
    const name = qualifier ? `${qualifier} ${axis}` : axis;
    if (unit) return { name, text: `${number} ${unit}` };
    return { name: namedUnit ? `${name} (${namedUnit})` : name, text: number };
  });
}

/** What a sizes column says they are the sizes of ('Dimensions colis (L x l x H)' → 'colis'): kept in the cells' names. */
function qualifierOf(name: string): string {
  return name
    .replace(COMPACT, ' ')
    .replace(ORDER, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !isFiller(normalise(word)) && !UNIT_INTRO_WORDS.has(normalise(word)) && !SIZE_CONCEPTS.has(canonicalWord(normalise(word))))
    .join(' ');
}
