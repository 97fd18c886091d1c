/**
 * A taxonomy indexed for one language, built once: each node's words (its own name's, its
 * ancestors' with less weight, in the language and in English), which nodes a word names, and how
 * rare each word is.
 */
import { wordsOf as packWords } from '../../lexicon/index.ts';
import { type TaxonomyName, type TaxonomyNode, type TaxonomyTree, taxonomyTree } from './tree.ts';
import { type TaxonomyLanguage, wordsOf } from './words.ts';

/** How much an ancestor's word counts in a node, by distance (the node's own words count 1). */
const ANCESTOR_WEIGHTS = [1, 0.5, 0.35, 0.25];

export interface TaxonomyIndex {
  tree: TaxonomyTree;
  language: TaxonomyLanguage;
  /** Each node's words with their weight in it. */
  nodeWords: Map<string, number>[];
  /** Each node's own name's words, one list per thing it names, in each spelling: 'Gloves & Mittens' names gloves, and mittens. */
  ownWords: string[][][];
  /** The nodes whose own name has the word. */
  namedBy: Map<string, number[]>;
  /** How rare a word is among the nodes' own names (log N / nodes naming it). */
  rarity: Map<string, number>;
  /** German: the taxonomy's words by their ending, for compounds ('Gartenschere' ends in 'schere'). */
  endings?: Map<string, string[]>;
}

/** What joins the several things one category names: 'Scarves & Shawls', 'Écharpes, foulards et châles', 'Hüte + Caps'. */
const ALTERNATIVES = new RegExp(`\\s*[&,+/]\\s*|\\s+(?:${[...packWords((pack) => pack.categoryJoins)].join('|')})\\s+`, 'i');

function ownSpellings(node: TaxonomyNode, language: TaxonomyLanguage): string[][] {
  const local = node.names[language];
  const names = local && language !== 'en' ? [[local, language] as const, [node.names.en, 'en'] as const] : [[node.names.en, 'en'] as const];
  return names.flatMap(([name, spelling]) =>
    shared(
      name
        .split(ALTERNATIVES)
        .map((one) => wordsOf(one, spelling))
        .filter((words) => words.length > 0),
    ),
  );
}

/**
 * Alternatives that share words said once: 'Headphone & Headset Accessories' names headphone
 * accessories, not headphones; 'Activewear Sweatshirts & Hoodies' activewear hoodies; 'Accessoires
 * pour casques et oreillettes' accessories for earphones too.
 */
function shared(alternatives: string[][]): string[][] {
  const first = alternatives[0];
  const last = alternatives.at(-1);
  if (!first || !last || alternatives.length < 2) return alternatives;
  if (first.length === 1 && last.length > 1) return alternatives.map((words, index) => (index < alternatives.length - 1 ? [...words, ...last.slice(1)] : words));
  if (first.length > 1 && last.length === 1) return alternatives.map((words, index) => (index > 0 ? [...first.slice(0, -1), ...words] : words));
  return alternatives;
}

function build(taxonomy: TaxonomyName, language: TaxonomyLanguage): TaxonomyIndex {
  const tree = taxonomyTree(taxonomy);
  const ownWords = tree.nodes.map((node) => ownSpellings(node, language));
  const namedBy = new Map<string, number[]>();
  ownWords.forEach((spellings, index) => {
    for (const word of new Set(spellings.flat())) {
      const nodes = namedBy.get(word);
      if (nodes) nodes.push(index);
      else namedBy.set(word, [index]);
    }
  });
  const rarity = new Map([...namedBy].map(([word, nodes]) => [word, Math.log((tree.nodes.length + 1) / nodes.length)]));
  const nodeWords = tree.nodes.map((_, index) => {
    const words = new Map<string, number>();
    for (let at = index, distance = 0; at >= 0; at = (tree.nodes[at] as TaxonomyNode).parent, distance++) {
      const weight = ANCESTOR_WEIGHTS[Math.min(distance, ANCESTOR_WEIGHTS.length - 1)] as number;
      for (const word of (ownWords[at] as string[][]).flat()) if ((words.get(word) ?? 0) < weight) words.set(word, weight);
    }
    return words;
  });
  return { tree, language, nodeWords, ownWords, namedBy, rarity, endings: language === 'de' ? endingsOf(namedBy.keys()) : undefined };
}

const SHORTEST_ENDING = 4;

function endingsOf(words: Iterable<string>): Map<string, string[]> {
  const endings = new Map<string, string[]>();
  for (const word of words) {
    for (let start = 1; word.length - start >= SHORTEST_ENDING; start++) {
      const ending = word.slice(start);
      const longer = endings.get(ending);
      if (longer) longer.push(word);
      else endings.set(ending, [word]);
    }
  }
  return endings;
}

const indexes = new Map<string, TaxonomyIndex>();

/** The taxonomy indexed for the language, built the first time it is asked for. */
export function taxonomyIndex(taxonomy: TaxonomyName, language: TaxonomyLanguage): TaxonomyIndex {
  const key = `${taxonomy}:${language}`;
  let index = indexes.get(key);
  if (!index) {
    index = build(taxonomy, language);
    indexes.set(key, index);
  }
  return index;
}

/**
 * The taxonomy's words a query word stands for, each with how surely: itself when the taxonomy has
 * it; in German, the taxonomy word it ends with ('gartenschere' → 'schere') or the words ending
 * with it ('schere' → 'gartenschere'), less surely.
 */
export function taxonomyWordsFor(index: TaxonomyIndex, word: string): [string, number][] {
  if (index.rarity.has(word)) return [[word, 1]];
  if (!index.endings) return [];
  for (let start = 1; word.length - start >= SHORTEST_ENDING; start++) {
    const ending = word.slice(start);
    if (index.rarity.has(ending)) return [[ending, 0.8]];
  }
  return (index.endings.get(word) ?? []).slice(0, 8).map((longer) => [longer, 0.6]);
}
