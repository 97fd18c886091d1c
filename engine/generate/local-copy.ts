import { normalise } from '../lexicon/index.ts';
import { type Facts, factsOf } from '../enrich/facts.ts';
import type { Product, SourceColumns } from '../enrich/types.ts';
import { type Lang, PHRASES, type Tone } from './copy-phrases.ts';
import { languageOf, wordIn } from '../lexicon/words.ts';
import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import { wordCount } from './words.ts';

/**
 * The `local` provider's copy: written offline and deterministically from the product's own facts
 * (see engine/enrich/facts.ts), in English or French, honouring tone, format (HTML only when asked)
 * and min/max words. It never invents a fact and never names a column: every sentence states one of
 * the product's facts, or is a neutral closing of the chosen tone (used only to reach min_words).
 */

/** Languages this writer writes; the provider declares them (docs/batch-runs.md). */
export const LOCAL_LANGUAGES: readonly Lang[] = ['en', 'fr'];

function toneOf(tone: string | null): Tone {
  const key = normalise(tone ?? '');
  if (/friendly|casual|warm|fun|amical|decontracte|chaleureux|convivial|enthusias|enthousiaste/.test(key)) return 'friendly';
  if (/luxury|premium|elegant|luxe|prestige|haut de gamme|chic|refined|raffine/.test(key)) return 'luxury';
  return 'neutral';
}


/** A stable number per product, so closings vary across a catalogue but not between runs. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const start = by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * Sentences in order, each kept only when it fits within max words (skipping the ones too long),
 * stopping once `enough` sentences are in and min words reached. `fillers` are added after the facts
 * only while min words is not reached.
 */
function fit(facts: readonly string[], fillers: readonly string[], min: number | null, max: number | null, enough: number): string[] {
  const out: string[] = [];
  let count = 0;
  const take = (sentence: string) => {
    const n = wordCount(sentence);
    if (max !== null && count + n > max) return;
    out.push(sentence);
    count += n;
  };
  for (const sentence of facts) {
    if (out.length >= enough && (min === null || count >= min)) break;
    take(sentence);
  }
  for (const sentence of fillers) {
    if (min === null || count >= min) break;
    take(sentence);
  }
  return out;
}

/** A title cut to max words at a word boundary, without a dangling separator. */
function fitTitle(title: string, max: number | null): string {
  const words = title.split(/\s+/);
  if (max === null || words.length <= max) return title;
  return words
    .slice(0, Math.max(1, max))
    .join(' ')
    .replace(/[\s,;:–-]+$/, '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function render(lines: readonly string[], bullets: boolean, html: boolean): string {
  if (html) return bullets ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  // '•', not '-': a line starting with '-' reads as a formula in a spreadsheet.
  return bullets ? lines.map((line) => `• ${line}`).join('\n') : lines.join(' ');
}

/** A meta description: at most 160 characters, cut after a whole word. */
function fitMeta(text: string): string {
  if (text.length <= 160) return text;
  return `${text.slice(0, 159).replace(/[\s,;:]+\S*$/, '')}…`;
}

/**
 * The facts as copy in `lang` may use them: colours and materials in its words when Fiche knows them,
 * and none of the file's sentences that are clearly in the other language (copy never switches
 * language mid-text; the offline writer does not translate sentences).
 */
function inLanguage(facts: Facts, lang: Lang): Facts {
  // A sentence too short to tell ('Quiet dual motor.') is taken to be in the language of the rest.
  const rest = languageOf([...facts.description, ...facts.highlights].join(' '));
  const ours = (sentence: string) => (languageOf(sentence) ?? rest ?? lang) === lang;
  return {
    ...facts,
    description: facts.description.filter(ours),
    highlights: facts.highlights.filter(ours),
    colours: facts.colours.map((colour) => wordIn(colour, lang)),
    materials: facts.materials.map((material) => wordIn(material, lang)),
  };
}

/** Generated copy for one product with one `ac_…` tool. */
export function localCopy(tool: string, product: Product, sources: SourceColumns, options: ResolvedGenerateOptions): string {
  const lang: Lang = options.language === 'fr' ? 'fr' : 'en';
  const phrases = PHRASES[lang];
  const facts = inLanguage(factsOf(product, sources), lang);
  const subject = phrases.subject(facts);
  const attributes = phrases.attributes(facts);
  if (!subject) return '';
  const closings = rotate(phrases.closings[toneOf(options.tone)], seedOf(subject));
  const { min_words: min, max_words: max } = options;
  const shape = normalise(`${options.structure ?? ''} ${options.format ?? ''}`);
  const html = /\bhtml\b/.test(normalise(options.format ?? ''));
  const bullets = tool === 'ac_bullet_points' || /bullet|list|puce|liste/.test(shape);

  switch (tool) {
    case 'ac_product_title': {
      const [only] = facts.colours;
      const named = (colour: string) => [colour, wordIn(colour, 'en'), wordIn(colour, 'fr')].some((word) => normalise(subject).includes(normalise(word)));
      const colour = facts.colours.length === 1 && only && !named(only) ? only : undefined;
      const name = facts.name || subject;
      const branded = facts.brand && !normalise(name).includes(normalise(facts.brand)) ? `${facts.brand} ${name}` : name;
      return fitTitle([branded, colour].filter(Boolean).join(' – '), max ?? 20);
    }
    case 'ac_seo_meta_description':
      return fitMeta(fit([phrases.meta(facts), ...facts.description], closings, min, max ?? 30, 2).join(' '));
    case 'ac_short_description':
      return render(fit([phrases.short(facts), ...[...facts.description, ...facts.highlights].slice(0, 1)], closings, min, max ?? 40, 2), bullets, html);
    case 'ac_bullet_points':
      return render(fit([...facts.highlights, ...phrases.bullets(facts), ...facts.description], [], min, max, Math.min(5, Math.max(3, facts.highlights.length + attributes.length))), true, html);
    default: {
      const [closing = '', ...fillers] = closings;
      const sentences = [phrases.discover(subject), ...facts.description, ...facts.highlights, ...attributes, closing];
      return render(fit(sentences, fillers, min, max, sentences.length), bullets, html);
    }
  }
}
