import { Type } from 'typebox';
import { BATCH_STATUSES, type BatchStatus, DESTINATION_TYPES, type DestinationType } from '../../domain/batch.ts';

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
