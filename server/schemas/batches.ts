import { type Static, Type } from 'typebox';
import { BATCH_STATUSES, type BatchPage, type BatchSnapshot, type BatchView, DESTINATION_TYPES, RESULT_ROLES, SAMPLE_SIZE_MAX } from '../../domain/batch.ts';
import type { IssueMessage } from '../../domain/cell-issues.ts';
import type { ReasonCode, ReasonMessage } from '../../domain/cell-reasons.ts';
import { BATCH_ACTIONS, type BatchAction } from '../../domain/mapping.ts';
import { CELL_STATUSES, type CellIssue, type CellSource, type ProductState, type ReadInText, type RerunPrediction, type SourceKind, type ValueCell, type ValuesPage } from '../../domain/values.ts';
import type { Flattens, Holds, Same } from './common.ts';

/** A string of a domain list, as one enum: no union for the serializer to try. */
const enumOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: values });
/** A string of a domain vocabulary too long to list here (message names, reason codes). */
const textOf = <T extends string>() => Type.Unsafe<T>({ type: 'string' });

const ResultSchema = Type.Object({ name: Type.String(), content_type: Type.String(), role: Type.Optional(enumOf(RESULT_ROLES)) });

const OutcomeSchema = Type.Union([Type.Object({ values: Type.Integer(), empty: Type.Integer(), failed: Type.Integer(), charged: Type.Integer(), refunded: Type.Integer() }), Type.Null()]);

/** What a `batch.updated` event carries; GET /api/catalog/batch/poll/{id} answers it. */
export const BatchSnapshotSchema = Type.Object({
  id: Type.String(),
  status: enumOf(BATCH_STATUSES),
  progress: Type.Number(),
  results: Type.Array(ResultSchema),
  downloaded_once: Type.Boolean(),
  outcome: OutcomeSchema,
});

/** A channel a run (or a template) writes a file for: which output field feeds each channel field, and the required ones none feeds. */
export const ChannelFitSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  fed: Type.Array(Type.Object({ field: Type.String(), from: Type.String() })),
  missing: Type.Array(Type.String()),
});

export const BatchSchema = Type.Object({
  id: Type.String(),
  input_filename: Type.String(),
  input_file: Type.Union([Type.String(), Type.Null()]),
  catalog_config_name: Type.String(),
  catalog_config_label: Type.String(),
  destination: Type.Array(Type.Object({ type: Type.String(), value: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
  status: enumOf(BATCH_STATUSES),
  progress: Type.Number(),
  results: Type.Array(ResultSchema),
  start_date: Type.String(),
  downloaded_once: Type.Boolean(),
  nb_products: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  preview: Type.Boolean(),
  cached_cells: Type.Integer(),
  validation: Type.Object({ errors: Type.Integer(), warnings: Type.Integer() }),
  outcome: OutcomeSchema,
  channels: Type.Array(ChannelFitSchema),
  usage: Type.Object({ model_calls: Type.Integer(), prompt_tokens: Type.Integer(), completion_tokens: Type.Integer() }),
});

export const BatchPageSchema = Type.Object({ data: Type.Array(BatchSchema), total: Type.Integer() });

export const StartBatchSchema = Type.Object({
  catalog_config_name: Type.String({ minLength: 1, maxLength: 200 }),
  input_filename: Type.String({ minLength: 1, maxLength: 200 }),
  input_delimiter: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Null()])),
  nb_products_found: Type.Optional(Type.Integer({ minimum: 0 })),
  destination: Type.Array(
    Type.Object({
      type: enumOf(DESTINATION_TYPES),
      value: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    }),
    { maxItems: 20 },
  ),
  sample_size: Type.Optional(Type.Integer({ minimum: 1, maximum: SAMPLE_SIZE_MAX })),
});

export const OptionSchema = Type.Object({ value: Type.String(), label: Type.String() });

// Multi-type and flat schemas rather than unions: a page is thousands of cells, and the serializer
// checks every branch of a union for each one.
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const CellValueSchema = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });

/** Every kind's properties in one object: column, value_list, web, generated, default, manual. */
const ValueSourceSchema = Type.Object({
  kind: enumOf<SourceKind>(['column', 'value_list', 'web', 'generated', 'default', 'manual']),
  column: Type.Optional(Type.String()),
  list: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  quote: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String()),
  model: Type.Optional(NullableString),
  user: Type.Optional(Type.String()),
  at: Type.Optional(Type.String()),
  cached_from: Type.Optional(Type.String()),
  reviewed: Type.Optional(Type.Object({ user: Type.String(), at: Type.String() })),
  from_product: Type.Optional(Type.Boolean()),
  from_name: Type.Optional(Type.Boolean()),
  read: Type.Optional(Type.Object({ in: enumOf<ReadInText['in']>(['name', 'description', 'unit']), span: Type.String() })),
});

/** A message's name and values, for the client to say it in its language. */
const saysSchema = <Key extends string>() => Type.Object({ key: textOf<Key>(), params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])) });

const CellStatusSchema = enumOf(CELL_STATUSES);

export const ValueCellSchema = Type.Object({
  value: CellValueSchema,
  status: CellStatusSchema,
  source: Type.Unsafe<CellSource | null>({ ...ValueSourceSchema, type: ['object', 'null'] }),
  error: Type.Optional(Type.String()),
  issues: Type.Optional(
    Type.Array(
      Type.Object({
        code: textOf<CellIssue['code']>(),
        severity: enumOf<CellIssue['severity']>(['error', 'warning', 'check']),
        message: Type.String(),
        says: Type.Optional(saysSchema<IssueMessage>()),
      }),
    ),
  ),
  reason: Type.Optional(Type.Object({ code: textOf<ReasonCode>(), column: Type.Optional(Type.String()), value: Type.Optional(Type.String()), says: saysSchema<ReasonMessage>() })),
  channel_value: Type.Optional(CellValueSchema),
});

const CountsSchema = Type.Object({ ok: Type.Integer(), empty: Type.Integer(), failed: Type.Integer(), edited: Type.Integer() });

export const ValuesPageSchema = Type.Object({
  total: Type.Integer(),
  fields: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      product: Type.Integer(),
      key: NullableString,
      name: NullableString,
      group: Type.Integer(),
      state: enumOf<ProductState>(['pending', 'done', 'failed']),
      cells: Type.Record(Type.String(), ValueCellSchema),
    }),
  ),
  columns: Type.Array(
    Type.Object({
      name: Type.String(),
      action: Type.Union([enumOf<BatchAction>(BATCH_ACTIONS), Type.Null()]),
      counts: CountsSchema,
      flagged: Type.Integer(),
      reasons: Type.Unsafe<Partial<Record<ReasonCode, number>>>(Type.Record(Type.String(), Type.Integer())),
    }),
  ),
});

export const ValuesQuerySchema = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  status: Type.Optional(CellStatusSchema),
  /** Only products with a cell its channel has something to say about. */
  issues: Type.Optional(Type.Boolean()),
  /** Only products with an empty or failed cell of this reason (domain/cell-reasons.ts). */
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z_]+$' })),
  field: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const EditValueSchema = Type.Object({
  product: Type.Integer({ minimum: 0 }),
  field: Type.String({ minLength: 1, maxLength: 200 }),
  value: Type.Union([Type.String({ maxLength: 20_000 }), Type.Number(), Type.Null()]),
});

export const AcceptValueSchema = Type.Object({
  product: Type.Integer({ minimum: 0 }),
  field: Type.String({ minLength: 1, maxLength: 200 }),
});

export const RerunSchema = Type.Object({
  products: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 1000 })),
  fields: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 })),
  failed_only: Type.Optional(Type.Boolean()),
});

export const RerunPredictionSchema = Type.Object({ required_credits: Type.Integer(), cells: Type.Integer(), products: Type.Integer(), changed_fields: Type.Array(Type.String()) });

/** The answers above are the domain's types exactly (common.ts Same): a field added to one side only fails `tsc` here. */
export interface SchemasMatchDomain {
  snapshot: Holds<Same<Static<typeof BatchSnapshotSchema>, BatchSnapshot>>;
  view: Holds<Same<Static<typeof BatchSchema>, BatchView>>;
  page: Holds<Same<Static<typeof BatchPageSchema>, BatchPage>>;
  source: Holds<Flattens<Static<typeof ValueSourceSchema>, CellSource>>;
  cell: Holds<Same<Static<typeof ValueCellSchema>, ValueCell>>;
  values: Holds<Same<Static<typeof ValuesPageSchema>, ValuesPage>>;
  rerun: Holds<Same<Static<typeof RerunPredictionSchema>, RerunPrediction>>;
}
