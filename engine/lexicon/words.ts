/**
 * Words across languages: common colours and materials, keyed by id, so offline copy says "disponible
 * en noir" and "made of oak" whichever language the file was written in, and a cell 'Black', 'Gray'
 * or 'schwarz' is the value-list item 'Noir', 'Grey' or 'Black'; and which language a sentence is
 * written in. A value is translated only when it is, as a whole, a word known here, and means one
 * thing in every language ('Rose' is a colour of its own in English and pink in French: kept).
 */
import { COLOURS, MATERIALS, type StateId } from './concepts.ts';
import { normalise, PACKS } from './index.ts';
import type { LanguageCode, LanguagePack } from './pack.ts';

/** Each spelling (normalised) → the ids it is a spelling of, in any language. */
const IDS_OF_SPELLING = new Map<string, Set<string>>();
/** Each id → by language, its spellings as written, the first being how the language writes it. */
const SPELLINGS_OF_ID = new Map<string, Map<LanguageCode, readonly string[]>>();

function addWords(pack: LanguagePack, kind: 'colour' | 'material' | 'condition', table: Partial<Record<string, readonly string[]>>): void {
  for (const [id, spellings] of Object.entries(table)) {
    if (!spellings || spellings.length === 0) continue;
    const key = `${kind}:${id}`;
    const byLanguage = SPELLINGS_OF_ID.get(key) ?? new Map<LanguageCode, readonly string[]>();
    byLanguage.set(pack.code, spellings);
    SPELLINGS_OF_ID.set(key, byLanguage);
    for (const spelling of spellings) {
      const ids = IDS_OF_SPELLING.get(normalise(spelling)) ?? new Set<string>();
      ids.add(key);
      IDS_OF_SPELLING.set(normalise(spelling), ids);
    }
  }
}
for (const pack of PACKS) {
  addWords(pack, 'colour', pack.colours);
  addWords(pack, 'material', pack.materials);
  addWords(pack, 'condition', pack.conditions);
}

/** The one colour, material or condition a whole value is ('Noire' → colour:black); undefined when it is none, or means different things in different languages. */
export function wordIdOf(value: string): string | undefined {
  const ids = IDS_OF_SPELLING.get(normalise(value));
  return ids?.size === 1 ? [...ids][0] : undefined;
}

/** The one colour, or the one material, a whole value is ('Eiche' → material:oak, 'cobre' → material:copper though it is also a colour); undefined when it is none or several. */
export function wordIdOfKind(value: string, kind: 'colour' | 'material'): string | undefined {
  const ids = [...(IDS_OF_SPELLING.get(normalise(value)) ?? [])].filter((id) => id.startsWith(`${kind}:`));
  return ids.length === 1 ? ids[0] : undefined;
}

/** Whether a word id is a colour ('colour:black') or a material. */
export const isColourId = (id: string): boolean => id.startsWith('colour:');

/** Every spelling of a word id, in every language ('colour:grey' → grey, gray, gris, grau, …). */
export function spellingsOf(id: string): string[] {
  return [...(SPELLINGS_OF_ID.get(id)?.values() ?? [])].flat();
}

/** A colour or material in `lang` when Fiche knows the word ('Noire' → 'Black' in English); else as written. */
export function wordIn(value: string, lang: LanguageCode): string {
  const id = wordIdOf(value);
  const word = id ? SPELLINGS_OF_ID.get(id)?.get(lang)?.[0] : undefined;
  if (!word) return value;
  return /^\p{Lu}/u.test(value) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

export const COLOUR_IDS: readonly string[] = COLOURS.map((id) => `colour:${id}`);
export const MATERIAL_IDS: readonly string[] = MATERIALS.map((id) => `material:${id}`);

const SENTENCE_OPENERS = new Map<LanguageCode, ReadonlySet<string>>(PACKS.map((pack) => [pack.code, new Set(pack.sentenceOpeners)]));

/** Whether a word (lower case) is a common opening of a sentence in the language ('the', 'cette'), written in lower case within another sentence. */
export const opensSentence = (word: string, lang: LanguageCode): boolean => SENTENCE_OPENERS.get(lang)?.has(word) === true;

const STATE_OF_SPELLING = new Map<string, StateId>(PACKS.flatMap((pack) => Object.entries(pack.states ?? {}).flatMap(([state, spellings]) => (spellings ?? []).map((spelling) => [normalise(spelling), state as StateId] as const))));

/** The availability, publication, yes or no a whole value says ('En stock' → in_stock, 'Brouillon' → draft, 'oui' → yes). */
export const stateOf = (value: string): StateId | undefined => STATE_OF_SPELLING.get(normalise(value));

const SERVED_WITH = new Set(PACKS.flatMap((pack) => pack.servedWith ?? []));

/** Whether a text opens, in lower case, with a word saying what a dish is served with ('mit Pommes & Salat', 'with fries'), in any language. */
export const opensWithServing = (text: string): boolean => SERVED_WITH.has(/^\p{Ll}+/u.exec(text.trim())?.[0] ?? '');

const FUNCTION_WORDS = new Map<LanguageCode, ReadonlySet<string>>(PACKS.map((pack) => [pack.code, new Set(pack.functionWords)]));

/** Whether a word (lower case) is one of the language's function words ('mit', 'and', 'de'): a line ending in one goes on. */
export const isFunctionWord = (word: string, lang: LanguageCode): boolean => FUNCTION_WORDS.get(lang)?.has(word) === true;

/**
 * The language a sentence is clearly written in, by its function words: at least two of them, more
 * than any other language's, and more than twice the words only other languages use; undefined when
 * it does not tell.
 */
export function languageOf(sentence: string): LanguageCode | undefined {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const counts = [...FUNCTION_WORDS].map(([code, set]) => ({ code, set, count: words.filter((word) => set.has(word)).length }));
  counts.sort((a, b) => b.count - a.count);
  const [best, second] = counts;
  if (!best || best.count < 2 || (second && second.count >= best.count)) return undefined;
  const against = words.filter((word) => !best.set.has(word) && counts.some((other) => other.set.has(word))).length;
  return best.count > against * 2 ? best.code : undefined;
}

/** A document's language is told by so many of its function words at least, so many different ones. */
const DOCUMENT_WORDS = 5;
const DOCUMENT_DISTINCT = 3;

/**
 * The language a whole document (a price list, a menu: few sentences) is written in: the one whose
 * function words it uses most, at least five times and three different ones (one word repeated may be
 * a neighbour's: Norwegian's 'og' is Danish's too), its words the next language lacks more than twice
 * as often as that language's words it lacks; undefined when it does not tell. A letter alone is not counted.
 */
export function documentLanguageOf(text: string): LanguageCode | undefined {
  const counts = new Map<LanguageCode, { count: number; distinct: Set<string>; words: string[] }>();
  for (const written of text.split(/[^\p{L}]+/u)) {
    // A letter alone is as often a code or a unit ('A, G: Käsebrötchen', an allergen's; '0,5 l') as a word.
    if (written.length < 2) continue;
    const word = written.toLowerCase();
    for (const [code, set] of FUNCTION_WORDS) {
      if (!set.has(word)) continue;
      const found = counts.get(code) ?? { count: 0, distinct: new Set<string>(), words: [] };
      found.count += 1;
      found.distinct.add(word);
      found.words.push(word);
      counts.set(code, found);
    }
  }
  const [best, second] = [...counts].sort((a, b) => b[1].count - a[1].count);
  if (!best || best[1].count < DOCUMENT_WORDS || best[1].distinct.size < DOCUMENT_DISTINCT) return undefined;
  if (!second) return best[0];
  // A word both languages have says neither ('de', French's and Portuguese's): the words each has alone decide.
  const [own, other] = [FUNCTION_WORDS.get(best[0]), FUNCTION_WORDS.get(second[0])];
  const alone = (words: string[], without: ReadonlySet<string> | undefined) => words.filter((word) => !without?.has(word)).length;
  return alone(best[1].words, other) > alone(second[1].words, own) * 2 ? best[0] : undefined;
}
