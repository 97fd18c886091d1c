import type { FieldAssistant } from './field-mapping.ts';
import type { ExtractPlan, PageValue, Product, SourceColumns } from '../../engine/enrich/types.ts';
import type { ResolvedGenerateOptions } from '../../domain/generation.ts';

/** One GENERATE field of one product. */
export interface GenerateRequest {
  tool: string;
  product: Product;
  sources: SourceColumns;
  options: ResolvedGenerateOptions;
}

/** EXTRACT fields the row did not hold, to be found in web page text about the product. */
export interface ExtractRequest {
  product: Product;
  fields: ExtractPlan[];
  /** Text of the pages a web search found (already fetched, capped). */
  pages: { url: string; text: string }[];
  /** The run's workspace: its share of the worker pool when the extraction runs there. */
  workspaceId: string;
}

/**
 * The assistant (docs/decisions.md "Assistant and search providers"): the template help of
 * `FieldAssistant` (tools, map_fields, suggest_sources, recommend_value_lists) and, during runs,
 * GENERATE and web EXTRACT. Providers: `local` (offline, deterministic) and `openai` (any
 * OpenAI-compatible endpoint), chosen in one place (`createAssistant` in index.ts).
 * Calls may be aborted with `signal`; a provider error is thrown as `AssistantError`.
 */
export interface Assistant extends FieldAssistant {
  readonly name: 'local' | 'openai';
  /** The model it writes with (null for the offline rules), as a generated value's evidence names it. */
  readonly model: string | null;
  /** The GENERATE languages it writes. */
  readonly languages: readonly string[];
  generate(request: GenerateRequest, signal?: AbortSignal): Promise<string>;
  /** Output name → the value with the page and sentence stating it (null when the pages do not say). */
  extract(request: ExtractRequest, signal?: AbortSignal): Promise<Record<string, PageValue | null>>;
}

/** Why a provider call failed, as Fiche says it; the provider's own text goes to the log only. */
export type AssistantFailure = 'assistant_unavailable' | 'assistant_timeout' | 'assistant_rate_limited' | 'assistant_bad_answer';

/** A call that failed for good (after the one retry layer's bounded attempts). */
export class AssistantError extends Error {
  constructor(
    readonly code: AssistantFailure,
    /** The provider's own words, for the log. */
    readonly detail = '',
    readonly retryable = false,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
