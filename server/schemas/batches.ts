import { Type } from 'typebox';
import { BATCH_STATUSES, type BatchStatus, DESTINATION_TYPES, type DestinationType, SAMPLE_SIZE_MAX } from '../../domain/batch.ts';
import { CELL_STATUSES, type CellStatus, type ProductState } from '../../domain/values.ts';

export const BatchSchema = Type.Object({
  id: Type.String(),
  input_filename: Type.String(),
  input_file: Type.Union([Type.String(), Type.Null()]),
  catalog_config_name: Type.String(),
  catalog_config_label: Type.String(),
  destination: Type.Array(Type.Object({ type: Type.String(), value: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
  status: Type.Unsafe<BatchStatus>({ type: 'string', enum: BATCH_STATUSES }),
  progress: Type.Number(),
  results: Type.Array(Type.Object({ name: Type.String(), content_type: Type.String() })),
  start_date: Type.String(),
  downloaded_once: Type.Boolean(),
  nb_products: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  preview: Type.Boolean(),
  cached_cells: Type.Integer(),
  validation: Type.Object({ errors: Type.Integer(), warnings: Type.Integer() }),
  usage: Type.Object({ model_calls: Type.Integer(), prompt_tokens: Type.Integer(), completion_tokens: Type.Integer() }),
});

export const StartBatchSchema = Type.Object({
  catalog_config_name: Type.String({ minLength: 1, maxLength: 200 }),
  input_filename: Type.String({ minLength: 1, maxLength: 200 }),
  input_delimiter: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Null()])),
  nb_products_found: Type.Optional(Type.Integer({ minimum: 0 })),
  destination: Type.Array(
    Type.Object({
      type: Type.Unsafe<DestinationType>({ type: 'string', enum: DESTINATION_TYPES }),
      value: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    }),
    { maxItems: 20 },
  ),
  sample_size: Type.Optional(Type.Integer({ minimum: 1, maximum: SAMPLE_SIZE_MAX })),
});

export const OptionSchema = Type.Object({ value: Type.String(), label: Type.String() });

// Multi-type and flat schemas rather than unions: a page is thousands of cells, and the serializer
// checks every branch of a union for each one.
const nullable = (type: 'string' | 'number') => Type.Unsafe<string | number | null>({ type: [type, 'null'] });
const CellValueSchema = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });

/** Every kind's properties in one object: column, value_list, web, generated, default, manual. */
const ValueSourceSchema = Type.Object({
  kind: Type.Unsafe<string>({ type: 'string', enum: ['column', 'value_list', 'web', 'generated', 'default', 'manual'] }),
  column: Type.Optional(Type.String()),
  list: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  quote: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String()),
  model: Type.Optional(nullable('string')),
  user: Type.Optional(Type.String()),
  at: Type.Optional(Type.String()),
  cached_from: Type.Optional(Type.String()),
  from_product: Type.Optional(Type.Boolean()),
});

/** A message's name and values, for the client to say it in its language. */
const SaysSchema = Type.Object({ key: Type.String(), params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])) });

const CellStatusSchema = Type.Unsafe<CellStatus>({ type: 'string', enum: CELL_STATUSES });

export const ValueCellSchema = Type.Object({
  value: CellValueSchema,
  status: CellStatusSchema,
  source: Type.Unsafe<unknown>({ ...ValueSourceSchema, type: ['object', 'null'] }),
  error: Type.Optional(Type.String()),
  issues: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.String(),
        severity: Type.String(),
        message: Type.String(),
        says: Type.Optional(SaysSchema),
      }),
    ),
  ),
  reason: Type.Optional(Type.Object({ code: Type.String(), column: Type.Optional(Type.String()), value: Type.Optional(Type.String()), says: SaysSchema })),
  channel_value: Type.Optional(CellValueSchema),
});

const CountsSchema = Type.Object({ ok: Type.Integer(), empty: Type.Integer(), failed: Type.Integer(), edited: Type.Integer() });

export const ValuesPageSchema = Type.Object({
  total: Type.Integer(),
  fields: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      product: Type.Integer(),
      key: nullable('string'),
      name: nullable('string'),
      group: Type.Integer(),
      state: Type.Unsafe<ProductState>({ type: 'string', enum: ['pending', 'done', 'failed'] }),
      cells: Type.Record(Type.String(), ValueCellSchema),
    }),
  ),
  columns: Type.Array(Type.Object({ name: Type.String(), action: Type.Union([Type.String(), Type.Null()]), counts: CountsSchema, reasons: Type.Record(Type.String(), Type.Integer()) })),
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

export const RerunSchema = Type.Object({
  products: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 1000 })),
  fields: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 })),
  failed_only: Type.Optional(Type.Boolean()),
});

export const RerunPredictionSchema = Type.Object({ required_credits: Type.Integer(), cells: Type.Integer(), products: Type.Integer() });
