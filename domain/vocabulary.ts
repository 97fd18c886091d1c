import { normalise } from './field-names.ts';

/** The two languages the words below are known in. */
export type WordLanguage = 'en' | 'fr';

/**
 * Words across English and French: common colours and materials, so offline copy says "disponible
 * en noir" and "made of oak" whichever language the file was written in and a cell 'Black' is the
 * value-list item 'Noir'; and which of the two a sentence is written in. A value is translated only
 * when it is, as a whole, a word known here; any other is kept as the file has it.
 */

/** [English, French, other spellings of either (feminine and plural French forms, US English)…]. */
const WORDS: readonly (readonly string[])[] = [
  ['black', 'noir', 'noire', 'noirs', 'noires'],
  ['white', 'blanc', 'blanche', 'blancs', 'blanches'],
  ['red', 'rouge', 'rouges'],
  ['blue', 'bleu', 'bleue', 'bleus', 'bleues'],
  ['navy blue', 'bleu marine', 'navy', 'marine'],
  ['light blue', 'bleu clair'],
  ['dark blue', 'bleu foncé'],
  ['green', 'vert', 'verte', 'verts', 'vertes'],
  ['dark green', 'vert foncé'],
  ['yellow', 'jaune', 'jaunes'],
  ['pink', 'rose', 'roses'],
  ['purple', 'violet', 'violette', 'violets', 'violettes'],
  ['grey', 'gris', 'gray', 'grise', 'grises'],
  ['light grey', 'gris clair', 'light gray'],
  ['dark grey', 'gris foncé', 'dark gray'],
  ['brown', 'marron', 'brun', 'brune'],
  ['silver', 'argent', 'argenté', 'argentée'],
  ['gold', 'or', 'doré', 'dorée'],
  ['natural', 'naturel', 'naturelle'],
  ['multicolour', 'multicolore', 'multicolor', 'multicolores'],
  ['ivory', 'ivoire'],
  ['burgundy', 'bordeaux'],
  ['khaki', 'kaki'],
  ['cream', 'crème'],
  ['copper', 'cuivre'],
  ['wood', 'bois'],
  ['solid wood', 'bois massif'],
  ['oak', 'chêne'],
  ['solid oak', 'chêne massif'],
  ['beech', 'hêtre'],
  ['solid beech', 'hêtre massif'],
  ['pine', 'pin'],
  ['solid pine', 'pin massif'],
  ['walnut', 'noyer'],
  ['teak', 'teck'],
  ['bamboo', 'bambou'],
  ['metal', 'métal'],
  ['steel', 'acier'],
  ['stainless steel', 'acier inoxydable', 'inox'],
  ['aluminium', 'aluminium', 'aluminum'],
  ['iron', 'fer'],
  ['cast iron', 'fonte'],
  ['brass', 'laiton'],
  ['glass', 'verre'],
  ['tempered glass', 'verre trempé'],
  ['plastic', 'plastique'],
  ['leather', 'cuir'],
  ['faux leather', 'simili cuir', 'similicuir', 'imitation leather'],
  ['cotton', 'coton'],
  ['organic cotton', 'coton bio', 'coton biologique'],
  ['linen', 'lin'],
  ['wool', 'laine'],
  ['silk', 'soie'],
  ['velvet', 'velours'],
  ['ceramic', 'céramique'],
  ['porcelain', 'porcelaine'],
  ['stoneware', 'grès'],
  ['stone', 'pierre'],
  ['marble', 'marbre'],
  ['concrete', 'béton'],
  ['rattan', 'rotin'],
  ['wicker', 'osier'],
  ['paper', 'papier'],
  ['cardboard', 'carton'],
  ['rubber', 'caoutchouc'],
  ['fabric', 'tissu'],
  ['foam', 'mousse'],
  ['resin', 'résine'],
  ['canvas', 'toile'],
  ['cashmere', 'cachemire'],
  ['felt', 'feutre'],
  ['cork', 'liège'],
];

/** Each spelling (normalised) → its [English, French]. */
const TRANSLATIONS = new Map<string, readonly [string, string]>();
for (const [english = '', french = '', ...others] of WORDS) {
  for (const spelling of [english, french, ...others]) TRANSLATIONS.set(normalise(spelling), [english, french]);
}

/** Words that are colours of their own in both languages: an English 'Rose' or 'Violet' is not pink or purple. */
const SAME_IN_BOTH = new Set(['rose', 'roses', 'violet', 'violets']);

/** A colour or material in `lang` when Fiche knows the word ('Noire' → 'Black' in English); else as written. */
export function wordIn(value: string, lang: WordLanguage): string {
  const key = normalise(value);
  const known = SAME_IN_BOTH.has(key) ? undefined : TRANSLATIONS.get(key);
  if (!known) return value;
  const word = lang === 'en' ? known[0] : known[1];
  return /^\p{Lu}/u.test(value) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Short words only one of the two languages uses, many times in any sentence of it. */
const FUNCTION_WORDS: Record<WordLanguage, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'with', 'for', 'of', 'to', 'is', 'are', 'it', 'its', 'this', 'that', 'your', 'you', 'on', 'not', 'can', 'be', 'from', 'made', 'by']),
  fr: new Set(['le', 'la', 'les', 'l', 'et', 'avec', 'pour', 'de', 'des', 'du', 'd', 'un', 'une', 'en', 'à', 'est', 'sont', 'ce', 'cette', 'ces', 'vous', 'votre', 'vos', 'sur', 'pas', 'dans', 'au', 'aux', 'qui', 'son', 'sa', 'ses']),
};

/** The language a sentence is clearly written in, by its function words; undefined when it does not tell. */
export function languageOf(sentence: string): WordLanguage | undefined {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const en = words.filter((word) => FUNCTION_WORDS.en.has(word)).length;
  const fr = words.filter((word) => FUNCTION_WORDS.fr.has(word)).length;
  if (en >= 2 && en > fr * 2) return 'en';
  if (fr >= 2 && fr > en * 2) return 'fr';
  return undefined;
}
