/**
 * The two taxonomies as trees, built once from data/ (written by scripts/refresh-taxonomies.mjs):
 * each node's id, parent and name in every language the data has (English always).
 */
import googleDe from './data/google.de.json' with { type: 'json' };
import googleEn from './data/google.en.json' with { type: 'json' };
import googleEs from './data/google.es.json' with { type: 'json' };
import googleFr from './data/google.fr.json' with { type: 'json' };
import googleIt from './data/google.it.json' with { type: 'json' };
import shopifyDe from './data/shopify.de.json' with { type: 'json' };
import shopifyEn from './data/shopify.en.json' with { type: 'json' };
import shopifyEs from './data/shopify.es.json' with { type: 'json' };
import shopifyFr from './data/shopify.fr.json' with { type: 'json' };
import shopifyIt from './data/shopify.it.json' with { type: 'json' };
import { TAXONOMY_LANGUAGES, type TaxonomyLanguage } from './words.ts';

export type TaxonomyName = 'google' | 'shopify';

export interface TaxonomyNode {
  id: string;
  /** Index of the parent in the tree's nodes; -1 for a root. */
  parent: number;
  depth: number;
  /** The node's own name by language; a language without one falls back to English. */
  names: Partial<Record<TaxonomyLanguage, string>> & { en: string };
}

export interface TaxonomyTree {
  nodes: TaxonomyNode[];
}

/** Each taxonomy's lines by language (data/<taxonomy>.<language>.json, their `about` says what a line holds). */
const DATA: Record<TaxonomyName, Record<TaxonomyLanguage, { text: string }>> = {
  google: { en: googleEn, fr: googleFr, de: googleDe, es: googleEs, it: googleIt },
  shopify: { en: shopifyEn, fr: shopifyFr, de: shopifyDe, es: shopifyEs, it: shopifyIt },
};

function rowsOf(taxonomy: TaxonomyName, language: TaxonomyLanguage): string[][] {
  const text = DATA[taxonomy][language].text;
  return text ? text.split('\n').map((line) => line.split('\t')) : [];
}

function treeOf(taxonomy: TaxonomyName, rows: { id: string; parent: string; name: string }[]): TaxonomyTree {
  const indexOf = new Map(rows.map((row, index) => [row.id, index]));
  const nodes: TaxonomyNode[] = rows.map((row) => ({ id: row.id, parent: row.parent ? (indexOf.get(row.parent) ?? -1) : -1, depth: 0, names: { en: row.name } }));
  // Parents come before their children in both releases.
  for (const node of nodes) node.depth = node.parent < 0 ? 0 : (nodes[node.parent] as TaxonomyNode).depth + 1;
  for (const language of TAXONOMY_LANGUAGES) {
    if (language === 'en') continue;
    for (const [id, name] of rowsOf(taxonomy, language)) {
      const index = indexOf.get(id as string);
      if (index !== undefined && name) (nodes[index] as TaxonomyNode).names[language] = name;
    }
  }
  return { nodes };
}

const READERS: Record<TaxonomyName, () => { id: string; parent: string; name: string }[]> = {
  google: () => rowsOf('google', 'en').map(([id, parent, name]) => ({ id: id as string, parent: parent ?? '', name: name ?? '' })),
  shopify: () =>
    rowsOf('shopify', 'en').map(([id, name]) => {
      const code = id as string;
      return { id: code, parent: code.includes('-') ? code.slice(0, code.lastIndexOf('-')) : '', name: name ?? '' };
    }),
};

const trees = new Map<TaxonomyName, TaxonomyTree>();

/** The taxonomy's tree, built the first time it is asked for. */
export function taxonomyTree(taxonomy: TaxonomyName): TaxonomyTree {
  let tree = trees.get(taxonomy);
  if (!tree) {
    tree = treeOf(taxonomy, READERS[taxonomy]());
    trees.set(taxonomy, tree);
  }
  return tree;
}

/** A node's full path, root first, in English (the form both channels import) or in a language. */
export function pathOf(tree: TaxonomyTree, index: number, language: TaxonomyLanguage = 'en'): string {
  const names: string[] = [];
  for (let at = index; at >= 0; at = (tree.nodes[at] as TaxonomyNode).parent) {
    const node = tree.nodes[at] as TaxonomyNode;
    names.unshift(node.names[language] ?? node.names.en);
  }
  return names.join(' > ');
}
