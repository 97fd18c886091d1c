/** Small pure helpers of the template screens. */
import { FIELD_GROUPS, type FieldGroup, type SourceFields } from '../../../domain/files.ts';
import { fromMappingArray, type KeyedMapping, toMappingArray } from '../../../domain/mapping.ts';
import { cleanSearchOptions } from '../../../domain/search.ts';
import { cleanSourceFields } from '../../../domain/source-fields.ts';
import { type AboutProducts, type CatalogConfig, type CatalogConfigUpdate, choiceFormats, DEFAULT_DELIMITER, formatChoice, type OutputFormatChoice, outputFileFormatOf, type SearchOptions } from '../../../domain/template.ts';

/** 'Last Update' as a local date and time in the display language. */
export function formatUpdatedAt(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The file's known columns: every name of the template's field groups, once, in group order. */
export function knownColumns(about: Partial<AboutProducts> | null | undefined): string[] {
  const names = new Set<string>();
  for (const group of FIELD_GROUPS) for (const name of about?.[group] ?? []) names.add(name);
  return [...names];
}

/** What the edit page edits, and what its dirty flag compares with the loaded snapshot. */
export interface TemplateDraft {
  groups: Record<FieldGroup, string[]>;
  sourceFields: SourceFields;
  /** csv, xlsx or both. */
  format: OutputFormatChoice;
  mapping: KeyedMapping;
  searchOptions: SearchOptions;
}

export function draftFromConfig(config: CatalogConfig): TemplateDraft {
  const groups = {} as Record<FieldGroup, string[]>;
  for (const group of FIELD_GROUPS) groups[group] = [...(config.about?.[group] ?? [])];
  return {
    groups,
    sourceFields: cleanSourceFields(config.source_fields).sourceFields,
    format: formatChoice(config.outputFileFormat),
    mapping: fromMappingArray(config.ownFormatMapping),
    searchOptions: {
      blacklist: [...(config.search_options?.blacklist ?? [])],
      whitelist: [...(config.search_options?.whitelist ?? [])],
    },
  };
}

/**
 * A stable text of what would be saved: mapping in array form, search options without blank
 * entries (a blank row added and left empty changes nothing).
 */
export function draftSignature(draft: TemplateDraft): string {
  return JSON.stringify([draft.groups, draft.sourceFields, draft.format, toMappingArray(draft.mapping), cleanSearchOptions(draft.searchOptions)]);
}

/** The PUT body of a draft; the delimiter is kept while csv is written (default ','), dropped for xlsx alone. */
export function updateFromDraft(config: CatalogConfig, draft: TemplateDraft): CatalogConfigUpdate {
  const outputFileFormat = outputFileFormatOf(choiceFormats(draft.format), config.outputFileFormat?.delimiter ?? DEFAULT_DELIMITER);
  return {
    about: { ...config.about, ...draft.groups },
    dest: config.dest,
    marketplaces: config.marketplaces,
    ownFormatMapping: toMappingArray(draft.mapping),
    outputFileFormat,
    source_fields: draft.sourceFields,
    search_options: cleanSearchOptions(draft.searchOptions),
  };
}

/**
 * The template reading `to` wherever it read the file column `from` (a COPY's source, a field group,
 * a source field): the start page's one-click remap of a column the file lacks.
 */
export function remappedColumn(config: Pick<CatalogConfig, 'about' | 'ownFormatMapping' | 'source_fields'>, from: string, to: string): CatalogConfigUpdate {
  const rename = (names: readonly string[]) => [...new Set(names.map((name) => (name === from ? to : name)))];
  return {
    about: Object.fromEntries(Object.entries(config.about).map(([group, names]) => [group, Array.isArray(names) ? rename(names) : names])) as CatalogConfig['about'],
    ownFormatMapping: config.ownFormatMapping.map((entry) => (entry.batch_action === 'COPY' && entry.source_column === from ? { ...entry, source_column: to } : entry)),
    source_fields: Object.fromEntries(Object.entries(config.source_fields).map(([key, names]) => [key, rename(names)])) as CatalogConfig['source_fields'],
  };
}
