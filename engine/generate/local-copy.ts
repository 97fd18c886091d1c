import { normalise } from '../lexicon/index.ts';
import { type Facts, factsOf } from '../enrich/facts.ts';
import type { Product, SourceColumns } from '../enrich/types.ts';
import { type Lang, PHRASES } from './copy-phrases.ts';
import { languageOf, wordIn } from '../lexicon/words.ts';
import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import { wordCount } from './words.ts';

/**
 * The `local` provider's copy: drafts written offline and deterministically from the product's own
 * facts (see engine/enrich/facts.ts), in English or French, honouring format (HTML only when asked)
 * and min/max words. Every sentence names the product or states one of its facts, in one of a few
 * plans the product picks; it never invents a fact, never names a column and never pads a text with
 * filler: a text its facts cannot fill is short, and the gates (gates.ts) say so.
 */

/** Languages this writer writes; the provider declares them (docs/batch-runs.md). */
export const LOCAL_LANGUAGES: readonly Lang[] = ['en', 'fr'];

/** A stable number per product, so plans vary across a catalogue but not between runs. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Sentences in order, each kept only when it fits within max words (skipping the ones too long), stopping once `enough` are in and min words reached. */
function fit(sentences: readonly string[], min: number | null, max: number | null, enough: number): string[] {
  const out: string[] = [];
  let count = 0;
  for (const sentence of sentences) {
    if (out.length >= enough && (min === null || count >= min)) break;
    const n = wordCount(sentence);
    if (max !== null && count + n > max) continue;
    out.push(sentence);
    count += n;
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
 * The facts as copy in `lang` may use them: colours, materials and options in its words when Fiche
 * knows them, and the file's sentences only when they are clearly in `lang` — each, or the product's
 * text as a whole (copy never switches language mid-text, and the offline writer does not translate
 * sentences; one too short to tell is left out when the rest does not tell either).
 */
function inLanguage(facts: Facts, lang: Lang): Facts {
  const whole = languageOf([facts.name, ...facts.description, ...facts.highlights].join(' '));
  const ours = (sentence: string) => (languageOf(sentence) ?? whole) === lang;
  const translated = (values: readonly string[]) => values.map((value) => wordIn(value, lang));
  return {
    ...facts,
    description: facts.description.filter(ours),
    highlights: facts.highlights.filter(ours),
    colours: translated(facts.colours),
    materials: translated(facts.materials),
    options: translated(facts.options),
  };
}

/** Generated copy for one product with one `ac_…` tool. */
export function localCopy(tool: string, product: Product, sources: SourceColumns, options: ResolvedGenerateOptions): string {
  const lang: Lang = options.language === 'fr' ? 'fr' : 'en';
  const phrases = PHRASES[lang];
  const facts = inLanguage(factsOf(product, sources), lang);
  const subject = phrases.subject(facts);
  if (!subject) return '';
  const seed = seedOf(subject);
  const attributes = phrases.attributes(facts, seed);
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
      return fitMeta(fit([phrases.meta(facts), ...facts.description], min, max ?? 30, 2).join(' '));
    case 'ac_short_description':
      return render(fit([phrases.short(facts), ...[...facts.description, ...facts.highlights].slice(0, 1)], min, max ?? 40, 2), bullets, html);
    case 'ac_bullet_points':
      return render(fit([...facts.highlights, ...phrases.bullets(facts), ...facts.description], min, max, Math.min(5, Math.max(3, facts.highlights.length + attributes.length))), true, html);
    default: {
      const sentences = [phrases.intro(subject, facts.category, seed), ...facts.description, ...facts.highlights, ...attributes];
      return render(fit(sentences, min, max, sentences.length), bullets, html);
    }
  }
}
