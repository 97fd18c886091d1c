import type { GenerationLanguage } from './mapping.ts';

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
