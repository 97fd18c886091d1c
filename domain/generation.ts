/**
 * GENERATE's vocabulary, for server, workers and client: the languages and creativity levels, the
 * options in their three shapes — a template field's (`GenerateOptions`), the workspace defaults
 * (`WorkspaceGenerateOptions`) and what a run writes with (`ResolvedGenerateOptions`, the merge of
 * the two) — and what the active providers can write (`Capabilities`).
 */

/** Languages offered for generation (21 codes). */
export const GENERATION_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'fi', 'sv', 'da', 'no', 'tr', 'pl', 'uk', 'cs', 'sk', 'hu', 'ro', 'bg', 'el'] as const;
export type GenerationLanguage = (typeof GENERATION_LANGUAGES)[number];

export const CREATIVITY_LEVELS = ['low', 'medium', 'high'] as const;
export type Creativity = (typeof CREATIVITY_LEVELS)[number];

/** The free-text generate options, in the order the settings form shows them. */
export const GENERATE_TEXT_OPTIONS = ['role', 'context', 'target', 'tone', 'structure', 'type_of_content', 'seo_guidelines', 'format'] as const;
export type GenerateTextOption = (typeof GENERATE_TEXT_OPTIONS)[number];

export const GENERATE_TEXT_MAX = 4000;

/** Every generation option; empty strings travel as null, language_adaptation as true or null. */
export interface GenerateOptions {
  structure: string | null;
  type_of_content: string | null;
  seo_guidelines: string | null;
  format: string | null;
  language: string | null;
  min_words: number | null;
  max_words: number | null;
  creativity: Creativity | null;
  tone: string | null;
  language_adaptation: true | null;
  /** A text for each variant of a product, written from the variant's own row, instead of one the product's variants share. */
  per_variant: true | null;
}

export const GENERATE_OPTION_KEYS = ['structure', 'type_of_content', 'seo_guidelines', 'format', 'language', 'min_words', 'max_words', 'creativity', 'tone', 'language_adaptation', 'per_variant'] as const satisfies readonly (keyof GenerateOptions)[];

/** The options a template field and the workspace share, all unset. */
const UNSET_OPTIONS = {
  structure: null,
  type_of_content: null,
  seo_guidelines: null,
  format: null,
  language: null,
  min_words: null,
  max_words: null,
  creativity: null,
  tone: null,
  language_adaptation: null,
} as const;

export const emptyGenerateOptions = (): GenerateOptions => ({ ...UNSET_OPTIONS, per_variant: null });

/** The workspace's defaults for every GENERATE field (role, context and target are workspace-only). */
export type WorkspaceGenerateOptions = Record<GenerateTextOption, string | null> & {
  language_adaptation: boolean | null;
  language: GenerationLanguage | null;
  min_words: number | null;
  max_words: number | null;
  creativity: Creativity | null;
};

export function emptyWorkspaceGenerateOptions(): WorkspaceGenerateOptions {
  return { role: null, context: null, target: null, ...UNSET_OPTIONS };
}

/** Every generation option a run writes with: the template field's over the workspace's, resolved. */
export interface ResolvedGenerateOptions {
  role: string | null;
  context: string | null;
  target: string | null;
  tone: string | null;
  language_adaptation: boolean;
  structure: string | null;
  type_of_content: string | null;
  seo_guidelines: string | null;
  format: string | null;
  language: string;
  min_words: number | null;
  max_words: number | null;
  creativity: Creativity;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function words(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : null;
}

/** The first of the values that is set (not null, undefined or blank). */
function first<T>(read: (value: unknown) => T | null, ...values: unknown[]): T | null {
  for (const value of values) {
    const read_ = read(value);
    if (read_ !== null) return read_;
  }
  return null;
}

/**
 * A GENERATE entry's options: each one the template entry sets wins over the workspace default
 * (generate_options of the workspace settings); role, context and target are workspace-only.
 * Language defaults to en, creativity to medium.
 *
 * Saving refuses min words above max words, yet the merge can still meet such a pair: a template
 * entry's min over the workspace's max (or the reverse), or a template or settings saved before that
 * rule. No text satisfies both, so one bound goes: the one the entry did not set, else the minimum
 * (the maximum is the one a layout depends on).
 */
export function mergeGenerateOptions(entry: Partial<Record<keyof WorkspaceGenerateOptions, unknown>>, workspace: Partial<Record<keyof WorkspaceGenerateOptions, unknown>> = {}): ResolvedGenerateOptions {
  let min = first(words, entry.min_words, workspace.min_words);
  let max = first(words, entry.max_words, workspace.max_words);
  if (min !== null && max !== null && min > max) {
    if (words(entry.min_words) !== null && words(entry.max_words) === null) max = null;
    else min = null;
  }
  const creativity = first(text, entry.creativity, workspace.creativity);
  const adaptation = entry.language_adaptation ?? workspace.language_adaptation;
  return {
    role: text(workspace.role),
    context: text(workspace.context),
    target: text(workspace.target),
    tone: first(text, entry.tone, workspace.tone),
    language_adaptation: adaptation === true,
    structure: first(text, entry.structure, workspace.structure),
    type_of_content: first(text, entry.type_of_content, workspace.type_of_content),
    seo_guidelines: first(text, entry.seo_guidelines, workspace.seo_guidelines),
    format: first(text, entry.format, workspace.format),
    language: (first(text, entry.language, workspace.language) ?? 'en').toLowerCase(),
    min_words: min,
    max_words: max,
    creativity: (CREATIVITY_LEVELS as readonly string[]).includes(creativity as string) ? (creativity as Creativity) : 'medium',
  };
}

/** Names of the generation languages, in English (the server's messages and the English interface). */
export const LANGUAGE_NAMES: Record<GenerationLanguage, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ru: 'Russian',
  fi: 'Finnish',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  tr: 'Turkish',
  pl: 'Polish',
  uk: 'Ukrainian',
  cs: 'Czech',
  sk: 'Slovak',
  hu: 'Hungarian',
  ro: 'Romanian',
  bg: 'Bulgarian',
  el: 'Greek',
};

/**
 * What the active providers can do (GET /api/assistant/capabilities): the languages the assistant
 * writes, and whether EXTRACT may search the web. Templates are checked against it at save and at
 * start, and the editor marks what is not available — never a silent fallback.
 */
export interface Capabilities {
  assistant: 'local' | 'openai';
  languages: string[];
  web_search: boolean;
}

/** The language a GENERATE field writes: its own, else the workspace's default, else English. */
export function generationLanguage(entryLanguage: string | null | undefined, workspaceLanguage: string | null | undefined): string {
  return (entryLanguage || workspaceLanguage || 'en').toLowerCase();
}

/** The first language among `wanted` that the assistant does not write, if any. */
export function unwritableLanguage(wanted: readonly string[], languages: readonly string[]): string | undefined {
  return wanted.find((language) => !languages.includes(language));
}

/** What `POST /api/search/check` answers: the search engine asked and how many results it gave how fast, or its failure's code and Fiche's English text for it. */
export interface SearchCheck {
  provider: 'none' | 'searxng';
  /** The engine asked (searxng only), without any credentials. */
  url: string | null;
  ok: boolean;
  millis: number;
  results: number;
  error_code: string | null;
  error_message: string | null;
}

/** What `POST /api/assistant/check` answers: which provider answered and how fast, or its failure's code and Fiche's English text for it. */
export interface AssistantCheck {
  provider: 'local' | 'openai';
  model: string | null;
  /** The endpoint asked (openai only), without any credentials. */
  base_url: string | null;
  ok: boolean;
  millis: number;
  error_code: string | null;
  error_message: string | null;
}
