import { isFunctionWord } from '../../lexicon/words.ts';
import { amountOf, readingLanguage } from './amounts.ts';
import type { Chunk, Line } from './text-lines.ts';

/**
 * A sentence set down a narrow column beside the rows, a few words a line (a school's note beside its
 * accessories: 'Es ist' / 'möglich,' / 'das fertig' / 'konfi-' / 'gurierte' … 'Stelle.'): a note on the
 * list, no heading and no row's. Its lines are the first texts of their lines, their left edges lined
 * up, nothing else starting in the column down the run; read together, they make one sentence in the
 * document's language.
 */

/** Left edges this close line up. */
const SAME_EDGE = 3;
/** A line of such a note holds a few words. */
const MOST_WORDS = 3;
/** A note set so runs down this many lines at least. */
const LEAST_LINES = 4;
/** Its sentence holds this many function words of the document's language at least. */
const LEAST_FUNCTION_WORDS = 2;
/** Its lines follow each other at most so many font sizes apart. */
const MOST_STEP = 2.5;

export function withoutMarginNotes(lines: readonly Line[]): Line[] {
  const language = readingLanguage();
  if (language === undefined) return [...lines];
  const noted = new Set<Chunk>();
  let run: { line: Line; chunk: Chunk }[] = [];
  const close = () => {
    if (isSentence(run.map(({ chunk }) => chunk.text), (word) => isFunctionWord(word, language))) for (const { chunk } of run) noted.add(chunk);
    run = [];
  };
  for (const line of lines) {
    const [first] = line.chunks;
    const last = run.at(-1);
    const near = last !== undefined && last.line.page === line.page && last.line.y - line.y <= line.height * MOST_STEP;
    if (first && near && Math.abs(first.x - last.chunk.x) <= SAME_EDGE && fits(first.text)) {
      run.push({ line, chunk: first });
      continue;
    }
    // A line whose texts all start right of the note (a price between its lines) leaves it going on.
    const right = Math.max(...run.map(({ chunk }) => chunk.right));
    if (near && line.chunks.every((chunk) => chunk.x > right)) continue;
    close();
    if (first && fits(first.text)) run.push({ line, chunk: first });
  }
  close();
  if (noted.size === 0) return [...lines];
  // A line's place and size are its texts' left: the note's, set larger on its own baseline, said nothing of the row's.
  return lines.flatMap((line) => {
    const chunks = line.chunks.filter((chunk) => !noted.has(chunk));
    if (chunks.length === line.chunks.length) return [line];
    if (chunks.length === 0) return [];
    const y = Math.max(...chunks.flatMap((chunk) => chunk.words.map((word) => word.y ?? line.y)));
    return [{ ...line, chunks, y, height: Math.max(...chunks.map((chunk) => chunk.height ?? line.height)) }];
  });
}

const fits = (text: string) => text.split(/\s+/).length <= MOST_WORDS && amountOf(text) === undefined;

/** Texts that read as one sentence: a capital first, a full stop last and none before, a word broken with a hyphen joined. */
function isSentence(texts: readonly string[], isFunction: (word: string) => boolean): boolean {
  if (texts.length < LEAST_LINES) return false;
  const sentence = texts.reduce((joined, text) => (joined.endsWith('-') ? `${joined.slice(0, -1)}${text}` : `${joined} ${text}`.trim()), '');
  const inside = texts.slice(0, -1);
  const words = sentence.toLowerCase().split(/[^\p{L}]+/u);
  return /^\p{Lu}/u.test(sentence) && /[.!?]$/.test(sentence) && !inside.some((text) => /[.!?]$/.test(text)) && words.filter(isFunction).length >= LEAST_FUNCTION_WORDS;
}
