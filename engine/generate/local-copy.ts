import { namesConcept, normalise } from '../lexicon/index.ts';
import { factsOf } from '../enrich/facts.ts';
import { factsInLanguage } from './facts-in-language.ts';
import type { Product, SourceColumns } from '../enrich/types.ts';
import { bookOf, bulletOf, factLines, factSentence, factSentences, introOf, keySentence, type Lang, ownSentence, subjectOf } from './copy-phrases.ts';
import { isLang } from './phrases/index.ts';
import { wordIn } from '../lexicon/words.ts';
import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import { wordCount } from './words.ts';

/**
 * The `local` provider's copy: drafts written offline and deterministically from the product's own
 * facts (see engine/enrich/facts.ts), in the languages of its phrase books, honouring format (HTML only when asked)
 * and min/max words. Every sentence names the product or states one of its facts, in one of a few
 * plans the product picks; it never invents a fact, never names a column and never pads a text with
 * filler: a text its facts cannot fill is short, and the gates (gates.ts) say so.
 */

/** Languages this writer writes, a phrase book each (phrases/); the provider declares them (docs/batch-runs.md). */
export const LOCAL_LANGUAGES: readonly Lang[] = ['en', 'fr', 'de', 'es', 'it'];

/** Facts the short description's first sentence names after the product, at most (half of them, so the second sentence says the others). */
const SHORT_KEYS = 4;

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

/** Sentences in the plans the product's seed picks, or in the fullest plans when those fall short of min words: longer wording of the same facts, never a sentence more. */
function fuller(write: (full: boolean) => string[], min: number | null): string[] {
  const sentences = write(false);
  return min !== null && wordCount(sentences.join(' ')) < min ? write(true) : sentences;
}

/** Whether a title already says a colour, in any language the writer writes. */
const namesColour = (title: string, colour: string) => [colour, ...LOCAL_LANGUAGES.map((lang) => wordIn(colour, lang))].some((word) => normalise(title).includes(normalise(word)));

/** Generated copy for one product with one `ac_…` tool. */
export function localCopy(tool: string, product: Product, sources: SourceColumns, options: ResolvedGenerateOptions): string {
  const lang: Lang = isLang(options.language) ? options.language : 'en';
  const book = bookOf(lang);
  const facts = factsInLanguage(factsOf(product, sources), lang);
  const subject = subjectOf(facts, book);
  if (!subject) return '';
  const seed = seedOf(subject);
  const lines = factLines(facts, book);
  const own = [...facts.description, ...facts.highlights].map((sentence, place) => ownSentence(sentence, subject, lang, seed, place));
  const { min_words: min, max_words: max } = options;
  const shape = normalise(`${options.structure ?? ''} ${options.format ?? ''}`);
  const html = /\bhtml\b/.test(normalise(options.format ?? ''));
  const bullets = tool === 'ac_bullet_points' || namesConcept(shape, 'bullet');

  switch (tool) {
    case 'ac_product_title': {
      const [only] = facts.colours;
      const colour = facts.colours.length === 1 && only && !namesColour(subject, only) ? only : undefined;
      const name = facts.name || subject;
      const branded = facts.brand && !normalise(name).includes(normalise(facts.brand)) ? `${facts.brand} ${name}` : name;
      return fitTitle([branded, colour].filter(Boolean).join(' – '), max ?? 20);
    }
    case 'ac_seo_meta_description':
      return fitMeta(fit([keySentence(book.meta, subject, lines.slice(0, 2), book), ...own], min, max ?? 30, 2).join(' '));
    case 'ac_short_description': {
      // The name and its first facts, then the others in a sentence (or the file's own, when none is left).
      const keys = Math.min(SHORT_KEYS, Math.ceil(lines.length / 2));
      const rest = lines.slice(keys);
      const short = (full: boolean) => fit([keySentence(book.short, subject, lines.slice(0, keys), book), ...(rest.length > 0 ? factSentence(rest, book, seed, full) : []), ...own], min, max ?? 40, 2);
      return render(fuller(short, min), bullets, html);
    }
    case 'ac_bullet_points':
      return render(fit([...facts.highlights, ...lines.map((line) => bulletOf(line, book)), ...own.slice(0, facts.description.length)], min, max, Math.min(5, Math.max(3, facts.highlights.length + lines.length))), true, html);
    default: {
      const [first, ...others] = own;
      const description = (full: boolean) => {
        const sentences = [introOf(book, subject, facts.category, seed, full), ...(first ? [first] : []), ...factSentences(lines, book, seed, full), ...others];
        return fit(sentences, min, max, sentences.length);
      };
      return render(fuller(description, min), bullets, html);
    }
  }
}
