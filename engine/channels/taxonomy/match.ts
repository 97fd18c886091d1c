/**
 * The taxonomy node a product belongs to, from its shop category path and its name, or none with
 * the reason: a channel's category cell is better empty than wrong.
 */
import { type Query, queryOf } from './query.ts';
import { type TaxonomyIndex, taxonomyIndex } from './taxonomy-index.ts';
import { pathOf, type TaxonomyName } from './tree.ts';
import { taxonomyLanguage } from './words.ts';

export interface CategoryMatch {
  /** Google: the numeric category ID (what Merchant Center takes). Shopify: the category id ('aa-1-13-8'; the GID is gid://shopify/TaxonomyCategory/<id>). */
  id: string;
  /** The full path in English ('Apparel & Accessories > Clothing > Clothing Tops > T-Shirts'). */
  path: string;
  /** 0 to 1: how much of what the product says the node names, and how much of the node's own name the product says. */
  score: number;
}

export type NoMatchReason = 'nothing_to_match' | 'no_known_words' | 'below_threshold';

export type CategoryVerdict = { match: CategoryMatch } | { match: null; reason: NoMatchReason; best?: CategoryMatch };

export interface CategoryInput {
  /** The shop's category path ('Vêtements > T-shirts', 'Garden/Tools/Shears'). */
  path?: string;
  /** The product's name. */
  name?: string;
  /** The language of the file: 'en', 'fr', 'de', 'es', 'it' (a tag such as 'fr-FR' too); another reads the English names. */
  language: string;
}

/** Below this score no category is given: measured on test/fixtures/categories (docs/channels.md "Categories"). */
export const MATCH_THRESHOLD = 0.64;

/** Recall of the query's words counts more than how fully the node's own name is said. */
const RECALL_SHARE = 0.6;
/** What a word only a name beside a path says is worth: it confirms a node, it cannot make up for the path. */
const NAME_ONLY_SHARE = 0.5;
/** Among equal scores the shallower node wins ('T-Shirts' under clothing, not under maternity clothing). */
const DEPTH_PENALTY = 0.01;

function scoreOf(index: TaxonomyIndex, query: Query, said: ReadonlySet<string>, node: number): number {
  const words = index.nodeWords[node] as Map<string, number>;
  let found = 0;
  for (const { word, weight, counts } of query.words) found += (counts ? 1 : NAME_ONLY_SHARE) * weight * (index.rarity.get(word) as number) * (words.get(word) ?? 0);
  const recall = query.total > 0 ? Math.min(1, found / query.total) : 0;
  // The best said of the things the node names, its words counted, not weighted by rarity: a node's one
  // specific word ('Pruning' Shears) is no worse a miss than a common one.
  let cover = 0;
  for (const thing of index.ownWords[node] as string[][]) {
    let matched = 0;
    for (const word of thing) if (said.has(word)) matched++;
    cover = Math.max(cover, matched / thing.length);
  }
  const depth = index.tree.nodes[node]?.depth ?? 0;
  return recall ** RECALL_SHARE * cover ** (1 - RECALL_SHARE) * (1 - DEPTH_PENALTY * depth);
}

/** The best node and why there is none when it scores below the threshold. */
export function categoryVerdict(taxonomy: TaxonomyName, input: CategoryInput): CategoryVerdict {
  if (!input.path?.trim() && !input.name?.trim()) return { match: null, reason: 'nothing_to_match' };
  const index = taxonomyIndex(taxonomy, taxonomyLanguage(input.language));
  const query = queryOf(index, input);
  if (query.words.length === 0) return { match: null, reason: 'no_known_words' };
  const candidates = new Set<number>();
  for (const { word } of query.words) for (const node of index.namedBy.get(word) ?? []) candidates.add(node);
  const said = new Set(query.words.map((word) => word.word));
  let best = -1;
  let bestScore = 0;
  for (const node of candidates) {
    const score = scoreOf(index, query, said, node);
    if (score > bestScore || (score === bestScore && best >= 0 && node < best)) {
      best = node;
      bestScore = score;
    }
  }
  if (best < 0) return { match: null, reason: 'no_known_words' };
  const match: CategoryMatch = { id: index.tree.nodes[best]?.id as string, path: pathOf(index.tree, best), score: Math.round(bestScore * 1000) / 1000 };
  return bestScore >= MATCH_THRESHOLD ? { match } : { match: null, reason: 'below_threshold', best: match };
}

/** The taxonomy node for a product, or null when nothing matches well enough (see categoryVerdict for why). */
export function matchCategory(taxonomy: TaxonomyName, input: CategoryInput): CategoryMatch | null {
  return categoryVerdict(taxonomy, input).match;
}
