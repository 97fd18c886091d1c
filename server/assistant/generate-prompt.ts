import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import type { GenerateField } from './types.ts';

const TOOL_BRIEFS: Record<string, string> = {
  ac_product_title: 'Write a product title (one line, no trailing period).',
  ac_short_description: 'Write a short product description (one or two sentences).',
  ac_product_description: 'Write a full product description.',
  ac_seo_meta_description: 'Write an SEO meta description of at most 160 characters.',
  ac_bullet_points: 'Write the product\'s key features as bullet points, one per line starting with "• ".',
};

/** A setting of the workspace a text is written with, as the prompt says it ('' when unset). */
type Setting = (options: ResolvedGenerateOptions) => string;

/** Settings every field usually shares (role, context and target are the workspace's only): said once when they are. */
const SETTINGS: readonly Setting[] = [
  (o) => (o.role ? `Write as: ${o.role}.` : ''),
  (o) => (o.context ? `Context: ${o.context}.` : ''),
  (o) => (o.target ? `Audience: ${o.target}.` : ''),
  (o) => (o.tone ? `Tone: ${o.tone}.` : ''),
  (o) => (o.language_adaptation ? "Adapt wording, units and conventions to readers of the text's language rather than translating literally." : ''),
];

/** The settings said once, the same for every field of the request, and those each field's brief says. */
function splitSettings(fields: readonly GenerateField[]): { once: string[]; own: Setting[] } {
  const first = fields[0]?.options;
  const shared = (say: Setting) => first !== undefined && fields.every((field) => say(field.options) === say(first));
  return {
    once: first
      ? SETTINGS.filter(shared)
          .map((say) => say(first))
          .filter(Boolean)
      : [],
    own: SETTINGS.filter((say) => !shared(say)),
  };
}

/** What one GENERATE field asks for, from its tool and options; `own` are the settings it does not share with the others. */
function fieldBrief(field: GenerateField, own: readonly Setting[]): string {
  const o = field.options;
  return [
    TOOL_BRIEFS[field.tool] ?? `Write the content for "${field.tool}".`,
    ...own.map((say) => say(o)),
    `Language: ${o.language}.`,
    o.structure && `Structure: ${o.structure}.`,
    o.type_of_content && `Type of content: ${o.type_of_content}.`,
    o.format && `Format: ${o.format}.`,
    o.seo_guidelines && `SEO guidelines: ${o.seo_guidelines}.`,
    o.min_words !== null && `At least ${o.min_words} words.`,
    o.max_words !== null && `At most ${o.max_words} words.`,
    field.max_chars !== undefined && `At most ${field.max_chars} characters, spaces included.`,
    field.retry_note && `Your previous text was refused: ${field.retry_note} Write it again without that fault.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The system message of a product's GENERATE request: the same for every product of a run (the
 * provider's prompt cache applies to it), the product itself in the user message after it. The
 * workspace's settings the fields share are said once, before the fields.
 */
export function generatePrompt(fields: readonly GenerateField[]): string {
  const { once, own } = splitSettings(fields);
  return [
    'You are a product copywriter for an online catalogue. Use only facts present in the product data; never invent specifications.',
    'Write for shoppers in natural sentences, never a list of the data: do not name its columns, and leave out identifiers, codes, SKUs and barcodes, as well as stock, prices, tax classes and URLs unless a text below asks for them.',
    "Write each text wholly in its language, translating what the data says in another one; never leave a sentence in the data's language.",
    ...(once.length > 0 ? [once.join(' ')] : []),
    'Answer with a JSON object holding, for each key below, the text asked for (the text only):',
    ...fields.map((field) => `- ${JSON.stringify(field.output)}: ${fieldBrief(field, own)}`),
  ].join('\n');
}

/**
 * Tokens a word of each language may take, at most: 1.5 times what the cl100k tokenizer (older and
 * less thrifty than o200k) counts on a product description (docs/performance.md), which also covers
 * HTML markup and the JSON escapes of the answer. Greek and the Cyrillic languages take the most.
 */
const TOKENS_PER_WORD: Record<string, number> = {
  en: 2,
  fr: 3,
  es: 3,
  de: 3,
  it: 3,
  pt: 3,
  nl: 3,
  da: 3,
  no: 3,
  sv: 3.5,
  ro: 3.5,
  tr: 4.5,
  pl: 4.5,
  cs: 4.5,
  sk: 4.5,
  ru: 5,
  fi: 5,
  hu: 5,
  bg: 5,
  uk: 6,
  el: 8,
};
const MOST_TOKENS_PER_WORD = Math.max(...Object.values(TOKENS_PER_WORD));

/** Words a text of each tool stays well within when its field sets no maximum: several times what such a text usually takes. */
const TOOL_WORDS: Record<string, number> = {
  ac_product_title: 60,
  ac_short_description: 150,
  ac_product_description: 1500,
  ac_seo_meta_description: 80,
  ac_bullet_points: 500,
};
const MOST_TOOL_WORDS = Math.max(...Object.values(TOOL_WORDS));

/** The output limit of the gpt-4o models: a larger max_tokens is refused. */
const MAX_ANSWER_TOKENS = 16_384;

/** The most words a valid text of the field has: its maximum, else a ceiling above its tool's usual length and twice its minimum. */
function wordsAtMost(field: GenerateField): number {
  const { max_words: max, min_words: min } = field.options;
  return max ?? Math.max(TOOL_WORDS[field.tool] ?? MOST_TOOL_WORDS, 2 * (min ?? 0));
}

/** Tokens of the field's text at most; a text within a channel's characters takes no more tokens than characters. */
function textTokens(field: GenerateField): number {
  const byWords = Math.ceil(wordsAtMost(field) * (TOKENS_PER_WORD[field.options.language] ?? MOST_TOKENS_PER_WORD));
  return field.max_chars === undefined ? byWords : Math.min(byWords, field.max_chars);
}

/** Tokens of the JSON around a field's text: its key (a character is at most a token), quotes, colon and comma. */
const jsonTokens = (field: GenerateField) => field.output.length + 8;

/** max_tokens of a GENERATE request: room for every field's longest valid text, so no valid answer is cut. */
export function answerTokens(fields: readonly GenerateField[]): number {
  const needed = fields.reduce((sum, field) => sum + textTokens(field) + jsonTokens(field), 2);
  return Math.min(needed, MAX_ANSWER_TOKENS);
}
