import type { ValueListValue } from '../../domain/value-list.ts';
import { spellingsOf, wordIdOf } from '../lexicon/words.ts';

/** Case, accents, spacing and punctuation off: 'Bleu Marine' ≈ 'bleu-marine' ≈ 'BLEU MARINE'. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface KeyedItem {
  item: ValueListValue;
  code: string;
  label: string;
}

/** A list is read for every product of a run: its items' keys are worked out once. */
const keyedLists = new WeakMap<readonly ValueListValue[], KeyedItem[]>();

export function keyedItems(list: readonly ValueListValue[]): KeyedItem[] {
  let keyed = keyedLists.get(list);
  if (!keyed) {
    keyed = list.map((item) => ({ item, code: matchKey(item.code), label: matchKey(item.label) }));
    keyedLists.set(list, keyed);
  }
  return keyed;
}

/** The list item a text is (by code or by label, code first); undefined when it is none of them. */
export function matchValue(list: readonly ValueListValue[], text: string): ValueListValue | undefined {
  const key = matchKey(text);
  if (key === '') return undefined;
  const keyed = keyedItems(list);
  return (keyed.find((entry) => entry.code === key) ?? keyed.find((entry) => entry.label === key))?.item;
}

export interface MentionOptions {
  /** Codes and labels that are only digits ('38', '10') are sizes in a size column but counts in a title. */
  digitsToo?: boolean;
}

/**
 * The one list item a longer text mentions, as whole words, by label or by code (two characters or
 * more): 'Bleu marine' over 'Bleu' (the longest mention takes its words, so 'navy blue' is not also
 * 'blue'), 'renewed' is not 'new'. Undefined when none is mentioned, or when several different items
 * are ('Blue, Red' names no single colour).
 */
export function findValueIn(list: readonly ValueListValue[], text: string, options: MentionOptions = {}): ValueListValue | undefined {
  const items = itemsMentioned(list, text, options);
  return items.size === 1 ? [...items][0] : undefined;
}

/** The different items a text mentions as whole words, each mention's words taken by the longest one. */
export function itemsMentioned(list: readonly ValueListValue[], text: string, options: MentionOptions = {}): Set<ValueListValue> {
  const haystack = ` ${matchKey(text)} `;
  const mentions: { item: ValueListValue; start: number; end: number }[] = [];
  for (const { item, code, label } of keyedItems(list)) {
    for (const key of [label, code]) {
      if (key.length < 2 || (!options.digitsToo && /^[\d ]+$/.test(key))) continue;
      for (let at = haystack.indexOf(` ${key} `); at >= 0; at = haystack.indexOf(` ${key} `, at + 1)) {
        mentions.push({ item, start: at + 1, end: at + 1 + key.length });
      }
    }
  }
  mentions.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: { start: number; end: number }[] = [];
  const items = new Set<ValueListValue>();
  for (const mention of mentions) {
    if (taken.some((span) => mention.start < span.end && span.start < mention.end)) continue;
    taken.push(mention);
    items.add(mention.item);
  }
  return items;
}

/**
 * A cell's text as a list item: the whole text by code or label, else the item that is the same
 * colour, material or condition in another language or spelling ('Black', 'Noire' or 'schwarz' is the
 * item 'Noir'; 'Gray' is 'Grey'; 'Blu navy' is 'Navy blue', not the 'BLU' its first word spells), else
 * the one item it mentions.
 */
export function listItemIn(list: readonly ValueListValue[], text: string, options: MentionOptions = {}): ValueListValue | undefined {
  return matchValue(list, text) ?? translatedValue(list, text) ?? findValueIn(list, text, options);
}

function translatedValue(list: readonly ValueListValue[], text: string): ValueListValue | undefined {
  const id = wordIdOf(text);
  if (!id) return undefined;
  const matches = new Set(
    spellingsOf(id)
      .map((spelling) => matchValue(list, spelling))
      .filter((item) => item !== undefined),
  );
  return matches.size === 1 ? [...matches][0] : undefined;
}

export function listOutput(item: ValueListValue, useLabel: boolean): string {
  return useLabel ? item.label : item.code || item.label;
}

/** Where a text mentions a key as whole words, as the text writes it ('HARIBO' for 'Haribo', 'Bleu-Marine' for 'bleu marine'); undefined when it does not. */
export function mentionIn(text: string, key: string): string | undefined {
  const wanted = matchKey(key).split(' ');
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ key: matchKey(match[0]), start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  for (let at = 0; at + wanted.length <= words.length; at++) {
    if (wanted.every((word, i) => words[at + i]?.key === word)) return text.slice(words[at]?.start, words[at + wanted.length - 1]?.end);
  }
  return undefined;
}
