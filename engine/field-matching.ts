import { SOURCE_FIELD_KEYS, type SourceFields } from '../domain/files.ts';
import { type FieldMatch, GENERATION_TOOLS } from '../domain/mapping.ts';
import { canonicalWords, normalise } from './lexicon/index.ts';
import { meaningOf, type NameMeaning, namesProduct, pricesAgree } from './lexicon/names.ts';
import { sourceFieldOf } from './analysis/groups.ts';

/** A column offered to suggest_sources: its name and what is known of it (sample values, a description). */
export interface AvailableField {
  name: string;
  details?: unknown;
}

/**
 * Offline field matching: names normalised (case, accents, punctuation), words brought to one
 * canonical form across English and French, filler words dropped; then exact names, same concept,
 * shared words and close spelling, in that order of confidence.
 */

const key = (words: readonly string[]) => [...words].sort().join(' ');

/** What each generation tool is a target for: strong phrases, then weak ones (only when no column fits). */
const TOOL_TARGETS: Record<string, { strong: string[][]; weak: string[][] }> = {
  ac_product_description: {
    strong: [
      ['long', 'description'],
      ['description', 'marketing'],
      ['description', 'commercial'],
      ['description', 'commerciale'],
    ],
    weak: [['description']],
  },
  ac_short_description: { strong: [['short', 'description'], ['summary'], ['short']], weak: [] },
  ac_product_title: {
    strong: [
      ['seo', 'name'],
      ['marketing', 'name'],
      ['name', 'commercial'],
    ],
    weak: [['name']],
  },
  ac_seo_meta_description: { strong: [['meta'], ['seo', 'description'], ['meta', 'seo'], ['seo']], weak: [] },
  ac_bullet_points: { strong: [['bullet'], ['features'], ['bullet', 'features'], ['key', 'features']], weak: [] },
};

/** Letter-pair (Dice) similarity of two normalised strings, 0 to 1. */
function dice(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i += 1) {
    const pair = a.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < b.length - 1; i += 1) {
    const pair = b.slice(i, i + 2);
    const count = pairs.get(pair) ?? 0;
    if (count > 0) {
      pairs.set(pair, count - 1);
      shared += 1;
    }
  }
  return (2 * shared) / (a.length + b.length - 2);
}

interface Prepared {
  name: string;
  normalised: string;
  words: string[];
  key: string;
  meaning: NameMeaning;
}

const prepare = (name: string): Prepared => {
  const meaning = meaningOf(name);
  return { name, normalised: normalise(name), words: meaning.words, key: key(meaning.words), meaning };
};

/**
 * Whether copying one into the other keeps its meaning: not a price of another kind or tax basis
 * ('Selling price' is never 'Wholesale price'), not a yes/no flag into a value, and not a quantity
 * in another stated unit ('Weight (kg)' from 'Weight (lbs)' is an EXTRACT that converts, not a COPY), and
 * not another thing's name into the product's.
 */
function sameMeaning(left: NameMeaning, right: NameMeaning): boolean {
  if (!pricesAgree(left.price, right.price) || left.flag !== right.flag) return false;
  // The product's name never comes from another thing's ('Name' from 'Category name' or WooCommerce's 'Download 1 name').
  if (left.words.includes('name') && right.words.includes('name') && namesProduct(left.words) !== namesProduct(right.words)) return false;
  // A column that states no unit is shown as copied, for the user to judge; two units that differ need converting.
  return !left.unit || !right.unit || left.unit === right.unit;
}

/** How well two names match, 0 (not at all) to 100 (same name). */
function nameScore(left: Prepared, right: Prepared): number {
  if (!sameMeaning(left.meaning, right.meaning)) return 0;
  if (left.normalised === right.normalised && left.normalised !== '') return 100;
  if (left.key === right.key && left.key !== '') return 90;
  const shared = left.words.filter((word) => right.words.includes(word)).length;
  const overlap = shared / Math.max(left.words.length, right.words.length, 1);
  const spelling = dice(left.normalised.replaceAll(' ', ''), right.normalised.replaceAll(' ', ''));
  // Two prices of the same kind ('Cost' and 'Wholesale price') are the same concept in other words.
  const samePrice = left.meaning.price !== null && left.meaning.price.kind !== 'other' ? 70 : 0;
  return Math.max(overlap >= 0.5 ? 40 + 40 * overlap : 0, spelling >= 0.75 ? 80 * spelling : 0, samePrice);
}

function toolScore(left: Prepared, tool: string): number {
  const targets = TOOL_TARGETS[tool];
  if (!targets) return nameScore(left, prepare(tool));
  if (normalise(tool.replace(/^ac_/, '')) === left.normalised) return 100;
  if (targets.strong.some((words) => key(words) === left.key)) return 85;
  if (targets.weak.some((words) => key(words) === left.key)) return 45;
  return 0;
}

const THRESHOLD = 40;

/** For each left name, the best right name at or above the threshold; columns win ties over tools. */
export function matchFields(left: readonly string[], right: readonly string[]): FieldMatch[] {
  const tools = new Set<string>(GENERATION_TOOLS);
  const columns = right.filter((name) => !tools.has(name)).map(prepare);
  const offeredTools = right.filter((name) => tools.has(name));
  const matches: FieldMatch[] = [];
  for (const name of left) {
    const target = prepare(name);
    let best: { name: string; score: number } | undefined;
    for (const column of columns) {
      const score = nameScore(target, column);
      if (score >= THRESHOLD && (!best || score > best.score)) best = { name: column.name, score };
    }
    for (const tool of offeredTools) {
      const score = toolScore(target, tool);
      if (score >= THRESHOLD && (!best || score > best.score)) best = { name: tool, score };
    }
    if (best) matches.push({ left_field_name: name, right_field_name: best.name });
  }
  return matches;
}

/** Sample values out of whatever `details` holds: a string, a list, or an object of them. */
function sampleValues(details: unknown): string[] {
  if (typeof details === 'string')
    return details
      .split(/[,;\n|]/)
      .map((value) => value.trim())
      .filter(Boolean);
  if (Array.isArray(details)) return details.flatMap(sampleValues);
  if (typeof details === 'object' && details !== null) return Object.values(details).flatMap(sampleValues);
  if (typeof details === 'number') return [String(details)];
  return [];
}

export function suggestSourceFields(fields: readonly AvailableField[]): SourceFields {
  const suggested = Object.fromEntries(SOURCE_FIELD_KEYS.map((k) => [k, [] as string[]])) as SourceFields;
  for (const field of fields) {
    const fit = sourceFieldOf(field.name, sampleValues(field.details));
    if (fit && !suggested[fit].includes(field.name)) suggested[fit].push(field.name);
  }
  return suggested;
}

/** Lists whose name matches the field's name (or its description's words), best first. */
export function rankValueLists(fieldName: string, fieldDescription: string, lists: readonly string[]): string[] {
  const field = prepare(fieldName);
  const description = canonicalWords(fieldDescription);
  const scored = lists.map((list, index) => {
    const candidate = prepare(list);
    let score = nameScore(field, candidate);
    if (score < THRESHOLD && candidate.words.length > 0 && candidate.words.every((word) => description.includes(word))) score = THRESHOLD;
    return { list, score, index };
  });
  return scored
    .filter((entry) => entry.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.list);
}
