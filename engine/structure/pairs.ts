/**
 * Name/value pairs written in one cell ('color=Black,size=M'): the structure reads them to tie a
 * Magento configurable to its variations, extraction to name a row's cells by their attributes.
 */
import { namesConcept } from '../lexicon/index.ts';

/** A separator followed by the next pair's name and sign. */
const PAIR_SEPARATORS = { ':': /[,;|\n](?=[^,;|\n:]+:)/, '=': /[,;|\n](?=[^,;|\n=]+=)/ } as const;
/** A pair's name: a few words, not a sentence. */
export const PAIR_NAME_SHAPE = /^[\p{L}][\p{L}\p{N} _.'’-]{0,39}$/u;

/**
 * The pairs of a cell: PrestaShop's 'Composition:Cotton:1,Color:Blue:2' (its position dropped),
 * 'Color: Blue, Size: M', Magento's 'color=Black,activity=Gym|Hiking', BigCommerce's
 * 'Material=Cotton;Fit=Slim', facets 'category:Garden|category:Tools|brand:Acme' → [['Composition',
 * 'Cotton'], …, ['activity', 'Gym, Hiking'], ['category', 'Garden > Tools']]. A separator splits
 * pairs only before another 'name:' or 'name=', so a value may hold commas; the values of a name
 * written several times are joined (a category's as its path).
 */
export function pairsIn(text: string): [string, string][] {
  const sign = text.includes('=') ? '=' : text.includes(':') ? ':' : undefined;
  if (!sign) return [];
  const pairs = new Map<string, { name: string; values: string[] }>();
  for (const part of text.split(PAIR_SEPARATORS[sign])) {
    const at = part.indexOf(sign);
    const name = part.slice(0, at).replace(/_/g, ' ').trim();
    const rest = part.slice(at + 1);
    const values = (sign === ':' ? rest.replace(/:\s*\d+\s*$/, '') : rest)
      .split('|')
      .map((piece) => piece.trim())
      .filter(Boolean);
    if (at <= 0 || name === '' || values.length === 0) continue;
    const key = name.toLowerCase();
    const pair = pairs.get(key) ?? { name, values: [] };
    pair.values.push(...values);
    pairs.set(key, pair);
  }
  return [...pairs.values()].map(({ name, values }) => [name, values.join(namesConcept(name, 'category') ? ' > ' : ', ')]);
}

/** Whether a cell is wholly a list of pairs ('category:Garden|brand:Acme'), whatever its column's name: two pairs or more, each a short name and a value. */
export function isPairList(text: string): boolean {
  if (!/[:=]/.test(text) || text.length > 2000) return false;
  const sign = text.includes('=') ? '=' : ':';
  const parts = text.split(PAIR_SEPARATORS[sign]);
  return parts.length >= 2 && parts.every((part) => PAIR_NAME_SHAPE.test(part.slice(0, part.indexOf(sign)).trim()) && part.indexOf(sign) > 0);
}
