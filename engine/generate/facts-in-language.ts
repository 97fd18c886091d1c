import type { Facts } from '../enrich/facts.ts';
import { PACKS } from '../lexicon/index.ts';
import { languageOf, wordIn } from '../lexicon/words.ts';
import type { Lang } from './phrases/index.ts';

const FUNCTION_WORDS = PACKS.map((pack) => ({ code: pack.code as string, words: new Set(pack.functionWords) }));

/**
 * Whether a sentence too short for `languageOf` to tell leans to `lang`: one of its function words
 * of three letters or more at least (two-letter ones are shared too widely: Latin 'et'), and no
 * function word of another language ('A light shoe with a grippy sole.' is English).
 */
function leansTo(sentence: string, lang: Lang): boolean {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const ours = FUNCTION_WORDS.find((pack) => pack.code === lang)?.words;
  if (!ours || !words.some((word) => word.length >= 3 && ours.has(word))) return false;
  return !words.some((word) => !ours.has(word) && FUNCTION_WORDS.some((pack) => pack.words.has(word)));
}

/**
 * The facts as copy in `lang` may use them: colours, materials, options and the condition in its
 * words when Fiche knows them, and the file's sentences only when they are in `lang` — each, or the
 * product's text as a whole (copy never switches language mid-text, and the offline writer does not
 * translate sentences; one that does not tell is left out when the rest does not tell either).
 */
export function factsInLanguage(facts: Facts, lang: Lang): Facts {
  const whole = languageOf([facts.name, ...facts.description, ...facts.highlights].join(' '));
  const ours = (sentence: string) => {
    const language = languageOf(sentence) ?? whole;
    return language === undefined ? leansTo(sentence, lang) : language === lang;
  };
  const translated = (values: readonly string[]) => values.map((value) => wordIn(value, lang));
  return {
    ...facts,
    description: facts.description.filter(ours),
    highlights: facts.highlights.filter(ours),
    colours: translated(facts.colours),
    materials: translated(facts.materials),
    options: translated(facts.options),
    condition: wordIn(facts.condition, lang),
  };
}
