import type { ValueListValue } from '../../domain/value-list.ts';
import { FIRST_WORD_PHRASES, hasPhrase } from '../lexicon/index.ts';
import { type FileNames, firstWordOf, isLexiconWord } from './file-names.ts';
import { type Miss, miss } from './misses.ts';
import type { FieldTarget } from './target.ts';
import { itemsMentioned, mentionIn } from './value-lists.ts';

/**
 * A brand in a product's name: never the whole name, only words the template or the file shows to
 * be a brand — the first word when the field's extra information says so ('the brand is the first
 * word of the name', 'premier mot', 'erste Wort'), a brand the file's brand column holds on other
 * rows, the first word when the file's names open with their brand, a word in capitals opening
 * several of its names ('HARIBO Goldbären 75g'). A brand from a value list is the list's, read as any
 * list item a name mentions.
 */

/** What the name says: the brand as the file writes it, and the words of the name it was read in. */
export interface BrandRead {
  text: string;
  span: string;
}

/** The file's known brands as a list whose items can be found in a name; built once per file. */
const knownLists = new WeakMap<FileNames, ValueListValue[]>();
function knownList(file: FileNames): ValueListValue[] {
  let list = knownLists.get(file);
  if (!list) {
    list = file.brands.map((brand) => ({ code: '', label: brand }));
    knownLists.set(file, list);
  }
  return list;
}

/** The first word, when it can be a brand: not a number, not a unit, colour, material or other word of the lexicon. */
function openingBrand(name: string): BrandRead | undefined {
  const word = firstWordOf(name);
  return word && /\p{L}/u.test(word) && !isLexiconWord(word) ? { text: word, span: word } : undefined;
}

export function brandInName(field: FieldTarget, name: string, file: FileNames | undefined): BrandRead | Miss | undefined {
  if (hasPhrase(field.hint.trim(), FIRST_WORD_PHRASES)) {
    const word = firstWordOf(name);
    return word ? { text: word, span: word } : undefined;
  }
  if (!file) return undefined;
  const mentioned = [...itemsMentioned(knownList(file), name)];
  if (mentioned.length > 1) return miss('several_values', 'several_values');
  const [known] = mentioned;
  if (known) return { text: known.label, span: mentionIn(name, known.label) ?? known.label };
  if (file.namesOpenWithBrand) return openingBrand(name);
  const first = firstWordOf(name);
  return first && file.openers.includes(first) ? { text: first, span: first } : undefined;
}
