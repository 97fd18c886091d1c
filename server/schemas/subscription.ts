import { type Static, Type } from 'typebox';
import { SAMPLE_SIZE_MAX } from '../../domain/batch.ts';
import { FREQUENCIES } from '../../domain/periods.ts';
import type { ActiveSubscription, CreditPeriod, Prediction, SubscriptionSummary } from '../../domain/subscription.ts';
import type { Holds, Same } from './common.ts';

const Frequency = Type.Enum(FREQUENCIES);
const IsoDate = Type.String();
const Credits = Type.Integer({ minimum: 0 });

/** docs/product.md Subscription, period fields. */
export const CreditPeriodSchema = Type.Object({
  credits_per_period: Credits,
  used_credits: Credits,
  available_credits: Credits,
  start_date: IsoDate,
  end_date: Type.Union([IsoDate, Type.Null()]),
  frequency: Frequency,
});

export const ActiveSubscriptionSchema = Type.Object({
  policy: Type.String(),
  frequency: Frequency,
  start_date: IsoDate,
  end_date: Type.Union([IsoDate, Type.Null()]),
  credits_per_period: Credits,
});

export const SubscriptionSummarySchema = Type.Object({
  ...ActiveSubscriptionSchema.properties,
  available_credits: Credits,
  used_credits: Credits,
  current_period: Type.Union([CreditPeriodSchema, Type.Null()]),
});

export const PredictionQuerySchema = Type.Object({
  /** Without `input_filename`, the products to price; with it, the file's own count is used. */
  nb_products_to_process: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  catalog_config_name: Type.String({ minLength: 1, maxLength: 200 }),
  sample_size: Type.Optional(Type.Integer({ minimum: 1, maximum: SAMPLE_SIZE_MAX })),
  /** The uploaded file the run will read, so that the cells the cache holds are counted. */
  input_filename: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const PredictionSchema = Type.Object({
  required_credits: Type.Integer({ minimum: 0 }),
  cached_cells: Type.Integer({ minimum: 0 }),
  charged_cells: Type.Integer({ minimum: 0 }),
  nb_products: Type.Integer({ minimum: 0 }),
  columns: Type.Object({
    missing: Type.Array(Type.String()),
    renamed: Type.Array(Type.Object({ from: Type.String(), to: Type.String() })),
  }),
});

/** The answers above are the domain's types exactly (common.ts Same): a field added to one side only fails `tsc` here. */
export interface SchemasMatchDomain {
  period: Holds<Same<Static<typeof CreditPeriodSchema>, CreditPeriod>>;
  active: Holds<Same<Static<typeof ActiveSubscriptionSchema>, ActiveSubscription>>;
  summary: Holds<Same<Static<typeof SubscriptionSummarySchema>, SubscriptionSummary>>;
  prediction: Holds<Same<Static<typeof PredictionSchema>, Prediction>>;
}

export const CreditLineSchema = Type.Object({
  kind: Type.Union([Type.Literal('debit'), Type.Literal('refund'), Type.Literal('grant')]),
  credits: Type.Integer(),
  at: Type.String(),
  run: Type.Union([Type.Object({ id: Type.String(), template: Type.String(), file: Type.String() }), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
});
