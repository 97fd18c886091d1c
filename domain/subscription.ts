/**
 * Subscription shapes of the API (docs/product.md Subscription) and the pure credit rules both sides use:
 * the ring's colour level and the credit state of a new catalogue.
 */
import type { Frequency } from './periods.ts';

/** The current period of the first active subscription (GET /api/subscription/available-credits). */
export interface CreditPeriod {
  credits_per_period: number;
  used_credits: number;
  available_credits: number;
  /** First day of the period (ISO date). */
  start_date: string;
  /** Last day of the period (ISO date), null when it has no end. */
  end_date: string | null;
  frequency: Frequency;
}

/**
 * A line of the current period's credits history (GET /api/subscription/history): a run's charge at
 * its start, what it gave back for cells left empty or failed (one line a run), or an operator's grant.
 * `credits` is signed: spent below zero, given back or granted above.
 */
export interface CreditLine {
  kind: 'debit' | 'refund' | 'grant';
  credits: number;
  /** When it happened (the first movement of the line). */
  at: string;
  /** The run it belongs to; null for a grant, or a run since deleted. */
  run: { id: string; template: string; file: string } | null;
  /** A grant's note. */
  note: string | null;
}

/** A subscription as GET /api/subscription/active answers it. */
export interface ActiveSubscription {
  policy: string;
  frequency: Frequency;
  start_date: string;
  end_date: string | null;
  credits_per_period: number;
}

/** An item of GET /api/subscription/: the plan and, while it is active, its current period. */
export interface SubscriptionSummary extends ActiveSubscription {
  available_credits: number;
  used_credits: number;
  current_period: CreditPeriod | null;
}

export const CREDIT_THRESHOLDS = { high: 70, medium: 30 } as const;

export type CreditLevel = 'high' | 'medium' | 'low';

/** Share of the period's credits still available, 0 to 100 (0 when there is nothing to share). */
export function availablePercent(available: number, used: number): number {
  const total = available + used;
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, (available / total) * 100));
}

/** The ring's colour: green at 70 % or more available, amber at 30 % or more, red below (docs/product.md). */
export function creditLevel(percent: number): CreditLevel {
  if (percent >= CREDIT_THRESHOLDS.high) return 'high';
  if (percent >= CREDIT_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export type CreditState = 'none' | 'insufficient' | 'sufficient';

/** New catalogue credit state (docs/product.md): none at 0 or less, insufficient when the run costs more. */
export function creditState(available: number, required?: number): CreditState {
  if (available <= 0) return 'none';
  if (required !== undefined && required > available) return 'insufficient';
  return 'sufficient';
}

/** GET /api/subscription/used-credits-prediction's query. */
export interface PredictionQuery {
  catalog_config_name: string;
  /** Without `input_filename`, the products to price. */
  nb_products_to_process?: number;
  /** A preview on the file's first products. */
  sample_size?: number;
  /** The uploaded file the run will read: the cells the cache holds are counted. */
  input_filename?: string;
}

/** Exactly what the start would charge: `required_credits` for `charged_cells`, `cached_cells` free. */
export interface Prediction {
  required_credits: number;
  cached_cells: number;
  charged_cells: number;
  /** The run's products: a file's variants each count, as the run and its channel report count them. */
  nb_products: number;
  /** How the template's columns meet the file's (engine/template-fit.ts): those it lacks, and those it names otherwise. */
  columns: { missing: string[]; renamed: { from: string; to: string }[] };
}
