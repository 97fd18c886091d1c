import { type Static, Type } from 'typebox';
import { CREATIVITY_LEVELS, type Creativity, GENERATE_TEXT_MAX, GENERATION_LANGUAGES, type GenerationLanguage } from '../../domain/generation.ts';
import { SEARCH_ENTRY_MAX, SEARCH_LIST_MAX } from '../../domain/search.ts';
import { VALUE_LIST_MAX_VALUES, VALUE_LIST_NAME_MAX, VALUE_LIST_TEXT_MAX, type ValueListPage, type ValueListSample, type ValueListSummary } from '../../domain/value-list.ts';
import type { WorkspaceSettings } from '../../domain/workspace.ts';
import type { Holds, Same } from './common.ts';

/**
 * A value or null as one JSON-schema type list: Ajv coerces types, and in an anyOf a null branch would
 * turn 0 and false into null (or a number branch null into 0); with `type: [t, 'null']` it does not.
 */
function nullable<T>(type: 'string' | 'integer' | 'boolean', options: Record<string, unknown> = {}) {
  const schema: Record<string, unknown> = { ...options, type: [type, 'null'] };
  if (Array.isArray(options.enum)) schema.enum = [...options.enum, null];
  return Type.Unsafe<T | null>(schema);
}

const TextOption = nullable<string>('string', { maxLength: GENERATE_TEXT_MAX });
const SearchList = Type.Array(Type.String({ maxLength: SEARCH_ENTRY_MAX }), { maxItems: SEARCH_LIST_MAX });

export const GenerateOptionsSchema = Type.Object({
  role: TextOption,
  context: TextOption,
  target: TextOption,
  tone: TextOption,
  structure: TextOption,
  type_of_content: TextOption,
  seo_guidelines: TextOption,
  format: TextOption,
  language_adaptation: nullable<boolean>('boolean'),
  language: nullable<GenerationLanguage>('string', { enum: GENERATION_LANGUAGES }),
  min_words: nullable<number>('integer', { minimum: 0, maximum: 100_000 }),
  max_words: nullable<number>('integer', { minimum: 0, maximum: 100_000 }),
  creativity: nullable<Creativity>('string', { enum: CREATIVITY_LEVELS }),
});

export const SearchOptionsSchema = Type.Object({ blacklist: SearchList, whitelist: SearchList });

/** GET /api/workspace answers it; PUT /api/workspace takes it (docs/product.md Workspace settings). */
export const WorkspaceSettingsSchema = Type.Object({
  generate_options: GenerateOptionsSchema,
  search_options: SearchOptionsSchema,
  use_label: Type.Boolean(),
  use_cache: Type.Boolean(),
});

/** What PUT accepts: every generate option may be left out (null), as may the lists. */
export const WorkspaceSettingsBodySchema = Type.Object({
  generate_options: Type.Partial(GenerateOptionsSchema),
  search_options: Type.Object({
    blacklist: Type.Optional(SearchList),
    whitelist: Type.Optional(SearchList),
  }),
  use_label: Type.Boolean(),
  /** Left out: unchanged. */
  use_cache: Type.Optional(Type.Boolean()),
});

export const ValueListValueSchema = Type.Object({ code: Type.String(), label: Type.String() });

const ValueListRowSchema = Type.Object({
  code: Type.Optional(nullable<string>('string', { maxLength: VALUE_LIST_TEXT_MAX })),
  label: Type.Optional(nullable<string>('string', { maxLength: VALUE_LIST_TEXT_MAX })),
});
// Rows lacking both are dropped, so a little room above the cap for blank ones.
const ValueListRows = Type.Array(ValueListRowSchema, { maxItems: VALUE_LIST_MAX_VALUES + 1000 });

export const ValueListCreateSchema = Type.Object({
  name: Type.String({ maxLength: VALUE_LIST_NAME_MAX }),
  values: ValueListRows,
});

export const ValueListReplaceSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: VALUE_LIST_NAME_MAX })),
  values: ValueListRows,
});

export const ValueListSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  values: Type.Array(ValueListValueSchema),
});

export const ValueListSampleSchema = Type.Object({
  name: Type.String(),
  count: Type.Integer(),
  values: Type.Array(ValueListValueSchema),
});

export const ValueListPageSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  count: Type.Integer(),
  offset: Type.Integer(),
  values: Type.Array(ValueListValueSchema),
});

/** The answers above are the domain's types exactly (common.ts Same): a field added to one side only fails `tsc` here. */
export interface SchemasMatchDomain {
  settings: Holds<Same<Static<typeof WorkspaceSettingsSchema>, WorkspaceSettings>>;
  summary: Holds<Same<Static<typeof ValueListSummarySchema>, ValueListSummary>>;
  sample: Holds<Same<Static<typeof ValueListSampleSchema>, ValueListSample>>;
  page: Holds<Same<Static<typeof ValueListPageSchema>, ValueListPage>>;
}
