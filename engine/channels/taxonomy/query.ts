/**
 * What a product says of its category, as weighted words: its shop path's last part counts most,
 * each part above it less, its name less than its path.
 */
import { normalise, wordsOf as packWords } from '../../lexicon/index.ts';
import { type TaxonomyIndex, taxonomyWordsFor } from './taxonomy-index.ts';
import { wordsOf } from './words.ts';

/** Weight of a path's parts, from its last (the product's own category) up. */
const PART_WEIGHTS = [1, 0.5, 0.3, 0.2];
/** A name's words count this much beside a path, fully without one. */
const NAME_WEIGHT_BESIDE_PATH = 0.6;
/** How rare a path word the taxonomy does not have is taken to be: it still counts against every node. */
const UNKNOWN_RARITY = 3;

/** Parts a shop puts above every category: the shop's root, not a kind of product. */
const ROOT_PARTS = packWords((pack) => pack.shopRoots);

export interface QueryWord {
  /** The taxonomy's word it stands for. */
  word: string;
  weight: number;
  /** Said by the path (or by a name without a path), not only by a name beside a path. */
  counts: boolean;
}

export interface Query {
  words: QueryWord[];
  /** The weight of all the query's words, times their rarity: what a node matching all of them would score. */
  total: number;
}

/** The deepest of the categories a cell lists ('Clothing > Tshirts, Clothing > Hoodies', 'A | B', 'Default Category/Gear,Default Category/Gear/Bags'); its parts, root parts dropped. */
export function pathParts(path: string): string[] {
  // A comma lists categories only beside a path separator: 'Bags, Wallets & Cases' is one name.
  const alternatives = path.split(/[|;\n]/).flatMap((one) => (/[>/]/.test(one) && one.includes(',') ? one.split(',') : [one]));
  const parted = alternatives.map((one) =>
    one
      .split(/\s*(?:>|»|\/|\\)\s*/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
  const deepest = parted.reduce((best, parts) => (parts.length > best.length ? parts : best), [] as string[]);
  let start = 0;
  while (start < deepest.length - 1 && ROOT_PARTS.has(normalise(deepest[start] as string))) start++;
  const parts = deepest.slice(start);
  return parts.length === 1 && ROOT_PARTS.has(normalise(parts[0] as string)) ? [] : parts;
}

export function queryOf(index: TaxonomyIndex, input: { path?: string; name?: string }): Query {
  const words = new Map<string, { weight: number; counts: boolean }>();
  let total = 0;
  // A path's words are what the product is: each counts against a node that does not name it. A
  // name beside a path only adds (its other words are a brand, a colour, a model).
  const add = (text: string, weight: number, counts: boolean) => {
    for (const said of wordsOf(text, index.language)) {
      const meant = taxonomyWordsFor(index, said);
      if (meant.length === 0 && counts) total += weight * UNKNOWN_RARITY;
      for (const [word, sureness] of meant) {
        const rarity = index.rarity.get(word) as number;
        const previous = words.get(word);
        const next = weight * sureness;
        if (next > (previous?.weight ?? 0)) {
          if (counts) total += (next - (previous?.counts ? previous.weight : 0)) * rarity;
          words.set(word, { weight: next, counts: counts || (previous?.counts ?? false) });
        }
      }
    }
  };
  const parts = input.path ? pathParts(input.path) : [];
  parts.reverse().forEach((part, distance) => {
    add(part, PART_WEIGHTS[Math.min(distance, PART_WEIGHTS.length - 1)] as number, true);
  });
  if (input.name) add(input.name, parts.length > 0 ? NAME_WEIGHT_BESIDE_PATH : 1, parts.length === 0);
  return { words: [...words].map(([word, { weight, counts }]) => ({ word, weight, counts })), total };
}
