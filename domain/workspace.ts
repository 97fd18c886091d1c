/**
 * Workspace settings (docs/product.md Workspace settings): defaults for generated copy and web search that a
 * template's empty options fall back to when a batch runs. Shared by server and client.
 */

/** Languages offered for generation (docs/product.md, 21 codes). */
export const GENERATION_LANGUAGES = [
  'en',
  'fr',
  'es',
  'de',
  'it',
  'pt',
  'nl',
  'ru',
  'fi',
  'sv',
  'da',
  'no',
  'tr',
  'pl',
  'uk',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
] as const;
export type GenerationLanguage = (typeof GENERATION_LANGUAGES)[number];

export const CREATIVITY_LEVELS = ['low', 'medium', 'high'] as const;
export type Creativity = (typeof CREATIVITY_LEVELS)[number];

/** The free-text generate options, in the order the settings form shows them. */
export const GENERATE_TEXT_OPTIONS = [
  'role',
  'context',
  'target',
  'tone',
  'structure',
  'type_of_content',
  'seo_guidelines',
  'format',
] as const;
export type GenerateTextOption = (typeof GENERATE_TEXT_OPTIONS)[number];

export const GENERATE_TEXT_MAX = 4000;
export const SEARCH_LIST_MAX = 200;
export const SEARCH_ENTRY_MAX = 500;

export type GenerateOptions = Record<GenerateTextOption, string | null> & {
  /** The role is a writing persona, not a permission. */
  language_adaptation: boolean | null;
  language: GenerationLanguage | null;
  min_words: number | null;
  max_words: number | null;
  creativity: Creativity | null;
};

export interface SearchOptions {
  blacklist: string[];
  whitelist: string[];
}

export interface WorkspaceSettings {
  generate_options: GenerateOptions;
  search_options: SearchOptions;
  use_label: boolean;
}

export function emptyGenerateOptions(): GenerateOptions {
  return {
    role: null,
    context: null,
    target: null,
    tone: null,
    language_adaptation: null,
    structure: null,
    type_of_content: null,
    seo_guidelines: null,
    format: null,
    language: null,
    min_words: null,
    max_words: null,
    creativity: null,
  };
}

/** What GET /api/workspace answers for a workspace that never saved its settings. */
export function defaultWorkspaceSettings(): WorkspaceSettings {
  return { generate_options: emptyGenerateOptions(), search_options: { blacklist: [], whitelist: [] }, use_label: true };
}

/** Blank entries removed, the others trimmed (docs/product.md). */
export function cleanSearchList(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function cleanSearchOptions(options: SearchOptions): SearchOptions {
  return { blacklist: cleanSearchList(options.blacklist), whitelist: cleanSearchList(options.whitelist) };
}

/** The two lists cannot both be non-empty. */
export function searchListsConflict(options: SearchOptions): boolean {
  return cleanSearchList(options.blacklist).length > 0 && cleanSearchList(options.whitelist).length > 0;
}

/** Empty strings become null, as the spec sends them. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A words field as typed: an integer ≥ 0, or null when blank; undefined when it is not a number. */
export function parseWords(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed, 10);
}
