/** The sentence a value was read in, kept as its evidence. */

/** Longest quote kept as evidence: a sentence, not a page. */
const QUOTE_MAX = 300;

/** The sentence of `text` around position `at`: from the previous sentence end to the next one, capped. */
export function sentenceAround(text: string, at: number): string {
  // Up to the mention's first character, so that a sentence end right before it is seen as one.
  const starts = [...text.slice(0, at + 1).matchAll(/[.!?]\s+(?=\P{Ll})|\n/gu)];
  const last = starts.at(-1);
  const start = last ? (last.index ?? 0) + last[0].length : 0;
  const after = /[.!?](?=\s|$)|\n/u.exec(text.slice(at));
  const end = after ? at + after.index + (after[0] === '\n' ? 0 : 1) : text.length;
  const sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (sentence.length <= QUOTE_MAX) return sentence;
  const from = Math.max(0, Math.min(at - start - 60, sentence.length - QUOTE_MAX));
  return `${from > 0 ? '…' : ''}${sentence.slice(from, from + QUOTE_MAX - 2).trim()}…`;
}
