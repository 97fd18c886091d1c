import type { Creativity, GenerateTextOption, GenerationLanguage } from '../../../../domain/generation.ts';
import type { SearchOptions } from '../../../../domain/search.ts';
import { textOrNull, type WorkspaceSettings } from '../../../../domain/workspace.ts';

/** The Workspace Settings form as typed: every text as entered, the word counts still strings. */
export interface Draft {
  texts: Record<GenerateTextOption, string>;
  language_adaptation: boolean;
  language: string;
  creativity: string;
  min_words: string;
  max_words: string;
  search: SearchOptions;
  use_cache: boolean;
}

export function draftOf(settings: WorkspaceSettings): Draft {
  const g = settings.generate_options;
  return {
    texts: {
      role: g.role ?? '',
      context: g.context ?? '',
      target: g.target ?? '',
      tone: g.tone ?? '',
      structure: g.structure ?? '',
      type_of_content: g.type_of_content ?? '',
      seo_guidelines: g.seo_guidelines ?? '',
      format: g.format ?? '',
    },
    language_adaptation: g.language_adaptation === true,
    language: g.language ?? '',
    creativity: g.creativity ?? '',
    min_words: g.min_words === null ? '' : String(g.min_words),
    max_words: g.max_words === null ? '' : String(g.max_words),
    search: { blacklist: [...settings.search_options.blacklist], whitelist: [...settings.search_options.whitelist] },
    use_cache: settings.use_cache !== false,
  };
}

/** Text options in form order, with the dictionary key of their label and whether they take several lines. */
export const TEXT_FIELDS: { key: GenerateTextOption; label: string; multiline?: boolean; hint?: string }[] = [
  { key: 'role', label: 'role', hint: 'roleHint' },
  { key: 'context', label: 'context', multiline: true, hint: 'contextHint' },
  { key: 'target', label: 'target' },
  { key: 'tone', label: 'tone' },
  { key: 'structure', label: 'structure', multiline: true },
  { key: 'type_of_content', label: 'typeOfContent' },
  { key: 'seo_guidelines', label: 'seoGuidelines', multiline: true },
  { key: 'format', label: 'format' },
];

/** The settings the form saves, from a draft whose word counts the caller has parsed and checked. */
export function settingsFromDraft(draft: Draft, words: { min: number | null; max: number | null }, useLabel: boolean): WorkspaceSettings {
  const texts = Object.fromEntries(TEXT_FIELDS.map(({ key }) => [key, textOrNull(draft.texts[key])])) as Record<GenerateTextOption, string | null>;
  return {
    generate_options: {
      ...texts,
      language_adaptation: draft.language_adaptation ? true : null,
      language: (draft.language || null) as GenerationLanguage | null,
      creativity: (draft.creativity || null) as Creativity | null,
      min_words: words.min,
      max_words: words.max,
    },
    search_options: draft.search,
    use_label: useLabel,
    use_cache: draft.use_cache,
  };
}
