/**
 * The lexicon is the only place words live (issue 45): outside engine/lexicon, no rule code spells the
 * words of a language — neither a regular expression alternating them ('(?:poids|weight)') nor a list
 * of them (['colour', 'couleur']). A word here is any word of a language pack that is not also an id
 * the rules name things by (a concept, a price word, a state, a colour, a material, a condition or a
 * unit). The browser's code (client/) is left out: its words are the interface's, in its dictionaries.
 */
import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { FIELD_GROUPS } from '../../../domain/files.ts';
import { UNITS } from '../../../domain/units.ts';
import { COLOURS, CONCEPTS, CONDITIONS, MATERIALS, PRICE_WORDS, STATES } from '../../../engine/lexicon/concepts.ts';
import { normalise, PACKS } from '../../../engine/lexicon/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where rules live; server/plugins/ only wires plugins by name. */
const FOLDERS = ['engine', 'domain', 'server', 'workers'];
const WIRING = 'server/plugins/';

/**
 * Files that keep words for a reason the lexicon cannot serve yet, with the reason. None now: the
 * browser's one reading of words (a value-list file's header row) is the server's (POST /api/value-list/read-csv).
 */
const KEPT: Readonly<Record<string, string>> = {};

/** Every string a pack holds, normalised, that is not an id: the words of the languages. */
function packWords(): ReadonlySet<string> {
  const ids = new Set<string>([...CONCEPTS, ...PRICE_WORDS, ...STATES, ...COLOURS, ...MATERIALS, ...CONDITIONS, ...Object.keys(UNITS), ...FIELD_GROUPS].map((id) => normalise(id)));
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      const word = normalise(value);
      // Letters only, two or more: a symbol ('"'), a code ('en') or a number is no word of a sentence.
      if (/^[a-zß ]{3,}$/.test(word) && !ids.has(word)) words.add(word);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const pack of PACKS) collect({ ...pack, code: undefined });
  return words;
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('engine/lexicon/') && !file.startsWith(WIRING));
}

/** The alternatives of each alternation group in a line's regular expressions: '(?:poids|weight)' → ['poids', 'weight']. */
function alternations(line: string): string[][] {
  if (!/\/.*\|.*\//.test(line)) return [];
  return [...line.matchAll(/\((?:\?:)?([^()]*\|[^()]*)\)/g)].map((match) => (match[1] ?? '').split('|').map((part) => part.replace(/\\[bs]|[?*+^$\\]/g, '').trim()));
}

/** HTML's own names ('p', 'div', 'section'): a list of tags is no list of words. */
const HTML_TAG = /^(?:p|div|li|ul|ol|br|tr|td|h[1-6])$/;

/**
 * The strings of each array literal of two strings or more, over lines too: "['colour', 'couleur']" →
 * ['colour', 'couleur'], with its line. A list declared `as const` is the code's own ids (`RESULT_ROLES`,
 * `FIELD_GROUPS`), no words.
 */
function stringLists(text: string): [number, string[]][] {
  return [...text.matchAll(/\[\s*'[^'\n]*'(?:\s*,\s*'[^'\n]*')+\s*,?\s*\](?!\s*as const)/g)].map((match) => [text.slice(0, match.index).split('\n').length, [...match[0].matchAll(/'([^']*)'/g)].map((item) => item[1] ?? '')]);
}

/**
 * Where a source spells two words or more of the packs in one regular expression or list. Words are
 * what rule code compares, written in lower case; a capitalised string is text a person reads (an
 * output's headers), and a list holding an HTML tag lists tags.
 */
export function wordsOutsideLexicon(text: string, words: ReadonlySet<string>): string[] {
  const groups: [number, string[]][] = [...stringLists(text)];
  text.split('\n').forEach((line, at) => {
    if (!/^\s*(\/\/|\*|\/\*)/.test(line)) for (const group of alternations(line)) groups.push([at + 1, group]);
  });
  const found: string[] = [];
  for (const [line, group] of groups) {
    if (group.some((item) => HTML_TAG.test(item))) continue;
    const spelled = group.filter((item) => item === item.toLowerCase() && words.has(normalise(item)));
    if (spelled.length >= 2) found.push(`${line}: ${spelled.join(', ')}`);
  }
  return found.sort();
}

const WORDS = packWords();

t.test('the check sees a word list and a word alternation', async (t) => {
  t.same(wordsOutsideLexicon('const LABEL = /(?:^| )(?:label|libelle|name|nom)(?: |$)/;', WORDS).length, 1);
  t.same(wordsOutsideLexicon("const HEADS = ['couleur', 'colour', 'farbe'];", WORDS).length, 1);
  t.same(wordsOutsideLexicon("const GROUPS = ['identifiers', 'contents', 'price'];", WORDS), [], 'ids and names of the code are no words of a language');
  t.same(wordsOutsideLexicon("export const ROLES = ['products', 'catalogue', 'channel'] as const;", WORDS), [], 'a list declared as const is ids');
  t.same(wordsOutsideLexicon('const TAGS = /<(?:br|p|li)>/;', WORDS), []);
});

t.test('no words of a language outside engine/lexicon', async (t) => {
  const found: Record<string, string[]> = {};
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    const spelled = file in KEPT ? [] : wordsOutsideLexicon(fs.readFileSync(path.join(ROOT, file), 'utf8'), WORDS);
    if (spelled.length > 0) found[file] = spelled;
  }
  t.same(found, {}, 'words belong in a language pack (engine/lexicon/packs/), asked about by concept');
  for (const [file, why] of Object.entries(KEPT)) {
    const spelled = wordsOutsideLexicon(fs.readFileSync(path.join(ROOT, file), 'utf8'), WORDS);
    t.not(spelled.length, 0, `${file} keeps its words (${why}); once it spells none, it leaves this list`);
  }
});
