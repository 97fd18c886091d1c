import { type Static, Type } from 'typebox';
import type { ExtractReads, OpenQuestion } from '../../domain/analysis.ts';
import { type AnalysisResult, FIELD_GROUPS, SOURCE_FIELD_KEYS } from '../../domain/files.ts';
import { authenticatedErrors, ErrorEnvelopeSchema, eachOf, type Holds, type Same } from './common.ts';

const Names = Type.Array(Type.String());

export const ValueListEntrySchema = Type.Object({ code: Type.String(), label: Type.String() });
export const ValueListsSchema = Type.Record(Type.String(), Type.Array(ValueListEntrySchema));

/** docs/product.md "Analysis result", with the groups as direct keys of about_products. */
export const AnalysisResultSchema = Type.Object({
  products_sample: Type.Array(Type.Record(Type.String(), Type.String())),
  input_file_path: Type.String(),
  source_file_path: Type.String(),
  delimiter: Type.Union([Type.String(), Type.Null()]),
  decimal_mark: Type.Union([Type.Literal('.'), Type.Literal(','), Type.Null()]),
  file_type: Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('pdf')]),
  file_size: Type.Integer(),
  nb_products_found: Type.Integer(),
  nb_variants_found: Type.Integer(),
  is_file_above_products_limit: Type.Boolean(),
  pdf_layout: Type.Union([
    Type.Object({
      pages: Type.Integer(),
      columns: Names,
      name_column: Type.Union([Type.String(), Type.Null()]),
      price_column: Type.Union([Type.String(), Type.Null()]),
      sections: Names,
      rows_without_name: Type.Integer(),
      rows_without_price: Type.Integer(),
      mixed_columns: Names,
      fragments: Type.Integer(),
      sure: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  about_products: Type.Object({
    ...eachOf(FIELD_GROUPS, Names),
    value_lists: ValueListsSchema,
    current_completeness: Type.Record(Type.String(), Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('empty')])),
  }),
  suggested_source_fields: Type.Object(eachOf(SOURCE_FIELD_KEYS, Names)),
});

/** The errors a route that receives a file may answer, beside the authenticated ones. */
export const uploadErrors = {
  ...authenticatedErrors,
  406: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

export const StoredFileBodySchema = Type.Object({ input: Type.String({ minLength: 1, maxLength: 300 }) });

/** A stored upload and a template's mapping in array form (domain/mapping.ts parseMapping reads it). */
export const OpenQuestionsBodySchema = Type.Object({
  input: Type.String({ minLength: 1, maxLength: 300 }),
  mapping: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 5000 }),
});

export const ExtractReadsSchema = Type.Object({
  reads: Type.Array(
    Type.Object({
      field: Type.String(),
      columns: Type.Array(Type.Object({ column: Type.String(), products: Type.Integer() })),
      none: Type.Integer(),
      products: Type.Integer(),
    }),
  ),
});

export const OpenQuestionsSchema = Type.Object({
  questions: Type.Array(
    Type.Object({
      field: Type.String(),
      column: Type.String(),
      kind: Type.Union([Type.Literal('unit'), Type.Literal('currency'), Type.Literal('decimal')]),
      choices: Type.Array(Type.String()),
      example: Type.String(),
      products: Type.Integer(),
    }),
  ),
});

/** The answers above are the domain's types exactly (common.ts Same): a field added to one side only fails `tsc` here. */
export interface SchemasMatchDomain {
  analysis: Holds<Same<Static<typeof AnalysisResultSchema>, AnalysisResult>>;
  reads: Holds<Same<Static<typeof ExtractReadsSchema>, { reads: ExtractReads[] }>>;
  questions: Holds<Same<Static<typeof OpenQuestionsSchema>, { questions: OpenQuestion[] }>>;
}
