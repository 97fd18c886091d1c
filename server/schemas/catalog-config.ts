import { type Static, Type } from 'typebox';
import { FIELD_GROUPS, SOURCE_FIELD_KEYS } from '../../domain/files.ts';
import type { MappingEntry } from '../../domain/mapping.ts';
import type { CatalogConfig, CatalogConfigSummary } from '../../domain/template.ts';
import { authenticatedErrors, ErrorEnvelopeSchema, eachOf, type Flattens, type Holds, type Same } from './common.ts';
import { ValueListsSchema } from './files.ts';

const Names = Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 5000 });
const Nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const CompletenessStateSchema = Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('empty')]);

/** `about` as answered: the six groups, value_lists and current_completeness. */
export const AboutSchema = Type.Object({
  ...eachOf(FIELD_GROUPS, Names),
  value_lists: ValueListsSchema,
  current_completeness: Type.Record(Type.String(), CompletenessStateSchema),
});

/** `about` as received: every part optional. */
const AboutInputSchema = Type.Object({
  ...eachOf(FIELD_GROUPS, Type.Optional(Names)),
  value_lists: Type.Optional(ValueListsSchema),
  current_completeness: Type.Optional(Type.Record(Type.String(), CompletenessStateSchema)),
});

export const SourceFieldsSchema = Type.Object(eachOf(SOURCE_FIELD_KEYS, Names));
const SourceFieldsInputSchema = Type.Object(eachOf(SOURCE_FIELD_KEYS, Type.Optional(Names)));

const OutputFormatSchema = Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]);

/**
 * `file_formats`: every format a run writes (csv, xlsx or both; answered always, in that order); when
 * sent it wins over `file_format`, which is answered as its first for readers that know one format.
 */
export const OutputFileFormatSchema = Type.Object({
  file_format: OutputFormatSchema,
  file_formats: Type.Optional(Type.Array(OutputFormatSchema, { minItems: 1, maxItems: 2, uniqueItems: true })),
  delimiter: Type.Optional(Type.String({ minLength: 1, maxLength: 4 })),
});

const SearchOptionsInputSchema = Type.Object({ blacklist: Type.Optional(Names), whitelist: Type.Optional(Names) });
export const SearchOptionsSchema = Type.Object({ blacklist: Names, whitelist: Names });

/** One array-form entry as answered, the options of its action only: every action's in one object (see Flattens). */
const FlatMappingEntrySchema = Type.Object({
  source_column: Type.String(),
  dest_property: Type.String(),
  batch_action: Type.Union([Type.Literal('COPY'), Type.Literal('EXTRACT'), Type.Literal('GENERATE')]),
  structure: Nullable(Type.String()),
  type_of_content: Nullable(Type.String()),
  seo_guidelines: Nullable(Type.String()),
  format: Nullable(Type.String()),
  language: Nullable(Type.String()),
  min_words: Nullable(Type.Integer()),
  max_words: Nullable(Type.Integer()),
  creativity: Nullable(Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')])),
  tone: Nullable(Type.String()),
  language_adaptation: Nullable(Type.Boolean()),
  per_variant: Nullable(Type.Boolean()),
  type: Nullable(Type.Union([Type.Literal('string'), Type.Literal('integer'), Type.Literal('float')])),
  extra_info: Nullable(Type.String()),
  value_list_id: Nullable(Type.String()),
  value_list: Nullable(Type.String()),
  expected_unit: Nullable(Type.String()),
  use_label: Nullable(Type.Boolean()),
  source_unit: Nullable(Type.String()),
  source_decimal: Nullable(Type.Union([Type.Literal('.'), Type.Literal(',')])),
  default_value: Nullable(Type.String()),
  read_column: Nullable(Type.String()),
});
export const MappingEntrySchema = Type.Unsafe<MappingEntry>(FlatMappingEntrySchema);

/**
 * The mapping as received: the array form, or an older keyed object (values strings or entries).
 * Its rules are domain/mapping.ts's parseMapping; here only the outer shape and a size bound.
 */
const MappingInputSchema = Type.Union([Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 5000 }), Type.Record(Type.String(), Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]))]);

export const LabelSchema = Type.String({ maxLength: 200 });

const configInputProperties = {
  about: Type.Optional(AboutInputSchema),
  completeness: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  dest: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
  marketplaces: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
  ownFormatMapping: Type.Optional(MappingInputSchema),
  outputFileFormat: Type.Optional(OutputFileFormatSchema),
  source_fields: Type.Optional(SourceFieldsInputSchema),
  sourceFields: Type.Optional(SourceFieldsInputSchema),
  search_options: Type.Optional(SearchOptionsInputSchema),
};

export const CreateConfigBodySchema = Type.Object({ label: LabelSchema, ...configInputProperties });
export const UpdateConfigBodySchema = Type.Object({ label: Type.Optional(LabelSchema), ...configInputProperties });

export const CatalogConfigSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  completeness: Type.Number(),
  about: AboutSchema,
  dest: Type.Array(Type.Unknown()),
  marketplaces: Type.Array(Type.String()),
  ownFormatMapping: Type.Array(MappingEntrySchema),
  outputFileFormat: OutputFileFormatSchema,
  source_fields: SourceFieldsSchema,
  search_options: SearchOptionsSchema,
});

export const CatalogConfigSummarySchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  source_fields: SourceFieldsSchema,
  incomplete: Type.Boolean(),
});

export const ConfigNameParamsSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
export const LabelParamsSchema = Type.Object({ label: Type.String({ maxLength: 200 }) });
export const DuplicateBodySchema = Type.Object({ new_name: LabelSchema });
export const NameOnlySchema = Type.Object({ name: Type.String() });

/** Answers of the routes that may meet a taken label. */
export const conflictErrors = { ...authenticatedErrors, 409: ErrorEnvelopeSchema };

/** The answers above are the domain's types exactly (common.ts Same): a field added to one side only fails `tsc` here. */
export interface SchemasMatchDomain {
  entry: Holds<Flattens<Static<typeof FlatMappingEntrySchema>, MappingEntry>>;
  config: Holds<Same<Static<typeof CatalogConfigSchema>, CatalogConfig>>;
  summary: Holds<Same<Static<typeof CatalogConfigSummarySchema>, CatalogConfigSummary>>;
}
