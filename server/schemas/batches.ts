import { Type } from 'typebox';
import { BATCH_STATUSES, type BatchStatus, DESTINATION_TYPES, type DestinationType } from '../../domain/batch.ts';
import { CELL_STATUSES, type CellStatus, type ProductState } from '../../domain/values.ts';

export const BatchSchema = Type.Object({
  id: Type.String(),
  input_filename: Type.String(),
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
});

export const OptionSchema = Type.Object({ value: Type.String(), label: Type.String() });

const CellValueSchema = Type.Union([Type.String(), Type.Number(), Type.Null()]);

const ValueSourceSchema = Type.Union([
  Type.Object({ kind: Type.Literal('column'), column: Type.String() }),
  Type.Object({ kind: Type.Literal('value_list'), column: Type.String(), list: Type.String(), code: Type.String(), label: Type.String() }),
  Type.Object({ kind: Type.Literal('web'), url: Type.String(), quote: Type.String() }),
  Type.Object({ kind: Type.Literal('generated'), provider: Type.String(), model: Type.Union([Type.String(), Type.Null()]) }),
  Type.Object({ kind: Type.Literal('manual'), user: Type.String(), at: Type.String() }),
]);

const CellStatusSchema = Type.Unsafe<CellStatus>({ type: 'string', enum: CELL_STATUSES });

export const ValueCellSchema = Type.Object({
  value: CellValueSchema,
  status: CellStatusSchema,
  source: Type.Union([ValueSourceSchema, Type.Null()]),
  error: Type.Optional(Type.String()),
});

const CountsSchema = Type.Object({ ok: Type.Integer(), empty: Type.Integer(), failed: Type.Integer(), edited: Type.Integer() });

export const ValuesPageSchema = Type.Object({
  total: Type.Integer(),
  fields: Type.Array(Type.String()),
  rows: Type.Array(
    Type.Object({
      product: Type.Integer(),
      key: Type.Union([Type.String(), Type.Null()]),
      state: Type.Unsafe<ProductState>({ type: 'string', enum: ['pending', 'done', 'failed'] }),
      cells: Type.Record(Type.String(), ValueCellSchema),
    }),
  ),
  columns: Type.Array(Type.Object({ name: Type.String(), action: Type.String(), counts: CountsSchema })),
});

export const ValuesQuerySchema = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  status: Type.Optional(CellStatusSchema),
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
