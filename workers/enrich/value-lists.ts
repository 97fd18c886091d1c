import type { ValueListItem } from './types.ts';

/** Case, accents, spacing and punctuation off: 'Bleu Marine' ≈ 'bleu-marine' ≈ 'BLEU MARINE'. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The list item a text is (by code or by label, code first); undefined when it is none of them. */
export function matchValue(list: readonly ValueListItem[], text: string): ValueListItem | undefined {
  const key = matchKey(text);
  if (key === '') return undefined;
  return list.find((item) => matchKey(item.code) === key) ?? list.find((item) => matchKey(item.label) === key);
}

/**
 * The list item a longer text mentions as whole words (labels first, then codes of two characters or
 * more, the longest mention winning: 'Bleu marine' over 'Bleu').
 */
export function findValueIn(list: readonly ValueListItem[], text: string): ValueListItem | undefined {
  const haystack = ` ${matchKey(text)} `;
  let best: { item: ValueListItem; length: number } | undefined;
  for (const item of list) {
    for (const candidate of [item.label, item.code]) {
      const key = matchKey(candidate);
      if (key.length < 2 || !haystack.includes(` ${key} `)) continue;
      if (!best || key.length > best.length) best = { item, length: key.length };
    }
  }
  return best?.item;
}

export function listOutput(item: ValueListItem, useLabel: boolean): string {
  return useLabel ? item.label : item.code || item.label;
}
