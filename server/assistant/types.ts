import type { FieldAssistant } from './field-mapping.ts';
import type { ExtractPlan, PageValue, Product, SourceColumns } from '../../engine/enrich/types.ts';
import type { ResolvedGenerateOptions } from '../../domain/generation.ts';

/** What a provider reports of the work a request cost; added to as calls complete. */
export interface Usage {
  model_calls: number;
  prompt_tokens: number;
  completion_tokens: number;
}

export const noUsage = (): Usage => ({ model_calls: 0, prompt_tokens: 0, completion_tokens: 0 });

/** One GENERATE field: what it writes and how. */
export interface GenerateField {
  output: string;
  tool: string;
  options: ResolvedGenerateOptions;
  /** The most characters the text may take (a channel's limit). */
  max_chars?: number;
  /** Why its previous text was refused (engine/generate/gates.ts), for a model's second try. */
  retry_note?: string;
}

/** Every GENERATE field of one product, written together. */
export interface GenerateFieldsRequest {
  product: Product;
  /** The columns a model is shown (`copyColumns`: the template's and those stating a fact of the product), all when none; the offline writer reads the whole row. */
  columns: readonly string[];
  sources: SourceColumns;
  fields: GenerateField[];
  usage?: Usage;
}

/** EXTRACT fields the row did not hold, to be found in web page text about the product. */
export interface ExtractRequest {
  product: Product;
  /** The columns the template reads: a model is shown those only. */
  readColumns: readonly string[];
  fields: ExtractPlan[];
  /** Text of the pages a web search found (already fetched, capped). */
  pages: { url: string; text: string }[];
  /** The run's workspace: its share of the worker pool when the extraction runs there. */
  workspaceId: string;
  usage?: Usage;
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
  /** Output name → its text ('' when the answer left it out); one request for all of them. */
  generateFields(request: GenerateFieldsRequest, signal?: AbortSignal): Promise<Record<string, string>>;
  /** Output name → the value with the page and sentence stating it (null when the pages do not say). */
  extract(request: ExtractRequest, signal?: AbortSignal): Promise<Record<string, PageValue | null>>;
  /** One tiny request, not retried (Settings → "Test the assistant"): resolves when it answered, else throws `AssistantError`. */
  check(signal?: AbortSignal): Promise<void>;
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
