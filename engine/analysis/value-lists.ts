import type { FieldGroup } from '../../domain/files.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import { isWebAddress } from '../lexicon/addresses.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { canonicalWord, isFiller, normalise } from '../lexicon/index.ts';
import { meaningOf } from '../lexicon/names.ts';
import { isNumeric } from './patterns.ts';

const MAX_VALUES = 50;
const MAX_LENGTH = 60;
/** Groups whose columns are free text or unique per product, never a list of values. */
const NOT_LISTS = new Set<FieldGroup>(['identifiers', 'contents', 'price']);
/** Columns about a picture, a link or a file (their paths, positions, alt texts): never a list of the product's values. */
const LINKS: ReadonlySet<string> = new Set<Concept>(['image', 'url', 'file']);

function distinct(values: readonly string[]): string[] | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (value === '' || seen.has(value)) continue;
    if (value.length > MAX_LENGTH || isNumeric(value) || isWebAddress(value)) return undefined;
    seen.add(value);
    if (seen.size > MAX_VALUES) return undefined;
  }
  return [...seen];
}

/** "Color code" and "Code couleur" pair with "Color" / "Color label" / "Libellé couleur": a code is an id, a label a name, fillers aside. */
export function stem(name: string): { stem: string; isCode: boolean } {
  const words = normalise(name).split(' ');
  const isCode = words.some((word) => canonicalWord(word) === 'id');
  const rest = words.filter((word) => !isFiller(word) && canonicalWord(word) !== 'id' && canonicalWord(word) !== 'name');
  return { stem: rest.join(' '), isCode };
}

/**
 * Lists of values for low-cardinality text columns (at most 50 distinct values, each repeated on
 * average): code and label are the value, or come from a "… code" column paired with the column.
 */
export function detectValueLists(headers: readonly string[], columns: readonly (readonly string[])[], groups: readonly FieldGroup[]): Record<string, ValueListValue[]> {
  const lists = new Map<string, ValueListValue[]>();
  const products = columns[0]?.length ?? 0;
  if (products < 4) return {};
  const stems = headers.map(stem);
  headers.forEach((header, index) => {
    const group = groups[index] as FieldGroup;
    const info = stems[index];
    if (!info || info.isCode || NOT_LISTS.has(group) || meaningOf(header).words.some((word) => LINKS.has(word))) return;
    const values = columns[index] ?? [];
    const labels = distinct(values);
    if (!labels || labels.length < 2 || labels.length > Math.max(2, products / 2)) return;
    const codeIndex = stems.findIndex((other, i) => i !== index && other.isCode && other.stem === info.stem && info.stem !== '');
    const codes = codeIndex === -1 ? undefined : columns[codeIndex];
    const pairs = new Map<string, string>();
    let consistent = codes !== undefined;
    if (codes) {
      for (let row = 0; row < values.length && consistent; row++) {
        const label = values[row] ?? '';
        if (label === '') continue;
        const code = codes[row] || label;
        const known = pairs.get(label);
        // A code as long as a text is no code (and would be answered once per list it pairs with).
        if ((known !== undefined && known !== code) || code.length > MAX_LENGTH) consistent = false;
        pairs.set(label, code);
      }
    }
    lists.set(
      header,
      labels.sort((a, b) => a.localeCompare(b)).map((label) => ({ code: consistent ? (pairs.get(label) ?? label) : label, label })),
    );
  });
  return Object.fromEntries(lists);
}
