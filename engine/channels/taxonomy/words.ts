/**
 * The words a category name or a shop's path is compared by: the lexicon's normalised words, short
 * function words dropped, each brought to a light stem in its language so that plural and singular
 * meet ('Chemises' and 'Chemise', 'Scarpe' and 'Scarpa', 'Batteries' and 'Battery').
 */
import { normalise, wordsOf as packWords } from '../../lexicon/index.ts';

export type TaxonomyLanguage = 'en' | 'fr' | 'de' | 'es' | 'it';
export const TAXONOMY_LANGUAGES: readonly TaxonomyLanguage[] = ['en', 'fr', 'de', 'es', 'it'];

/** 'fr-FR', 'FR', 'fr_CA' → 'fr'; a language the taxonomies are not read in → 'en'. */
export function taxonomyLanguage(language: string): TaxonomyLanguage {
  const code = language.slice(0, 2).toLowerCase();
  return (TAXONOMY_LANGUAGES as readonly string[]).includes(code) ? (code as TaxonomyLanguage) : 'en';
}

/** Words a category's name or a shop's path says nothing by, in every language of the packs. */
const FUNCTION_WORDS = packWords((pack) => pack.categoryFillers);

const STEMMERS: Record<TaxonomyLanguage, (word: string) => string> = {
  en: (word) => {
    if (word.length <= 3) return word;
    if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
    if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
    if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
    if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
    return word;
  },
  fr: (word) => {
    if (word.length <= 3) return word;
    if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
    if (/[sx]$/.test(word)) return word.slice(0, -1);
    return word;
  },
  de: (word) => {
    if (word.length <= 4) return word;
    // Not -er: it ends as many singulars ('Leder', 'Drucker') as plurals.
    const stem = word.replace(/(en|e|n|s)$/, '');
    return stem.length >= 3 ? stem : word;
  },
  es: (word) => {
    if (word.length <= 3) return word;
    if (/[^aeiou]es$/.test(word) && word.length > 4) return word.slice(0, -2);
    if (word.endsWith('s')) return word.slice(0, -1);
    return word;
  },
  it: (word) => {
    if (word.length <= 3) return word;
    return word.replace(/[aeio]$/, '');
  },
};

/** A text's words, stemmed in the language, function words and lone digits dropped. A lone letter is joined to the next word ('T-shirts' → 'tshirt', 'shirt'). */
export function wordsOf(text: string, language: TaxonomyLanguage): string[] {
  const stem = STEMMERS[language];
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
