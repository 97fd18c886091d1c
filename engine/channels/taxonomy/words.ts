/**
 * The words a category name or a shop's path is compared by: the lexicon's normalised words, short
 * function words dropped, each brought to a light stem in its language (the packs' `stemming`) so that
 * plural and singular meet ('Chemises' and 'Chemise', 'Scarpe' and 'Scarpa', 'Batteries' and 'Battery').
 */
import { normalise, wordsOf as packWords, stemIn } from '../../lexicon/index.ts';

export type TaxonomyLanguage = 'en' | 'fr' | 'de' | 'es' | 'it';
export const TAXONOMY_LANGUAGES: readonly TaxonomyLanguage[] = ['en', 'fr', 'de', 'es', 'it'];

/** 'fr-FR', 'FR', 'fr_CA' → 'fr'; a language the taxonomies are not read in → 'en'. */
export function taxonomyLanguage(language: string): TaxonomyLanguage {
  const code = language.slice(0, 2).toLowerCase();
  return (TAXONOMY_LANGUAGES as readonly string[]).includes(code) ? (code as TaxonomyLanguage) : 'en';
}

/** Words a category's name or a shop's path says nothing by, in every language of the packs. */
const FUNCTION_WORDS = packWords((pack) => pack.categoryFillers);

/** A text's words, stemmed in the language, function words and lone digits dropped. A lone letter is joined to the next word ('T-shirts' → 'tshirt', 'shirt'). */
export function wordsOf(text: string, language: TaxonomyLanguage): string[] {
  const stem = (word: string) => stemIn(word, language);
  const raw = normalise(text).split(' ').filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i] as string;
    const next = raw[i + 1];
    if (word.length === 1 && next && /^[a-z]$/.test(word) && !FUNCTION_WORDS.has(word)) words.push(stem(word + next));
    if (FUNCTION_WORDS.has(word) || /^\d+$/.test(word) || word.length === 1) continue;
    words.push(stem(word));
  }
  return [...new Set(words)];
}
