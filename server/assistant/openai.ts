import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { SourceFields } from '../../domain/files.ts';
import { type Creativity, GENERATION_LANGUAGES } from '../../domain/generation.ts';
import { coerce } from '../../engine/enrich/extract.ts';
import type { PageValue } from '../../engine/enrich/types.ts';
import { Semaphore } from '../lib/semaphore.ts';
import type { AvailableField, FieldAssistant, FieldMatch } from './field-mapping.ts';
import { answerTokens, generatePrompt } from './generate-prompt.ts';
import { keepAliveFetch } from './keep-alive-fetch.ts';
import { copyProduct, promptProduct } from './prompt-product.ts';
import { type Assistant, AssistantError, type AssistantFailure, type ExtractRequest, type GenerateFieldsRequest, type Usage } from './types.ts';

export interface OpenAiOptions {
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** Calls in flight at once, across every run (ASSISTANT_CONCURRENCY). */
  concurrency: number;
  /** One HTTP attempt (headers and body). */
  timeoutMs?: number;
  /** The whole call, retries and waits included. */
  deadlineMs?: number;
  maxAttempts?: number;
  /** First backoff wait; doubled each attempt (with jitter) when the server gives no Retry-After. */
  backoffMs?: number;
}

const TEMPERATURE: Record<Creativity, number> = { low: 0.2, medium: 0.7, high: 1.0 };
const MAX_WAIT_MS = 20_000;
/** map_fields answers a person waiting in the template editor: past this, the local matcher answers. */
const MAP_FIELDS_DEADLINE_MS = 20_000;

class MalformedAnswer extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A signal aborted once `ms` have passed or when `signal` aborts, and its release for when the work
 * ends. AbortSignal.any over AbortSignal.timeout costs ≈ 30 µs and keeps its timer for all of `ms`;
 * a run asks one of every product's model call.
 */
function deadlineOf(ms: number, signal?: AbortSignal): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The deadline passed', 'TimeoutError')), ms).unref();
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Retry-After in seconds or as an HTTP date (also retry-after-ms), in milliseconds. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryable(error: unknown): boolean {
  if (error instanceof MalformedAnswer || error instanceof APIConnectionError) return true;
  if (error instanceof APIError) return error.status === 429 || error.status === 408 || (error.status ?? 0) >= 500;
  return false;
}

function failureOf(error: unknown): AssistantFailure {
  if (error instanceof MalformedAnswer) return 'assistant_bad_answer';
  if (error instanceof APIError && error.status === 429) return 'assistant_rate_limited';
  if (error instanceof APIError && error.status === 408) return 'assistant_timeout';
  return 'assistant_unavailable';
}

/** Whether the endpoint refused a request for its max_tokens: above the model's output or context, or not a parameter it takes. */
function refusesAnswerBound(error: unknown): boolean {
  return error instanceof AssistantError && error.code === 'assistant_unavailable' && /max_tokens|maximum context length|completion tokens/i.test(error.detail);
}

/** A JSON object answer, or a malformed answer (retried). */
function jsonObject(content: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(content) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: malformed, below.
  }
  throw new MalformedAnswer('the answer is not the JSON asked for');
}

/** Text of each page the model reads. */
const PAGE_CHARS = 6000;

/** Text as a quote is compared with it: whitespace runs as one space, case ignored. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * Any OpenAI-compatible endpoint through the openai SDK. The SDK's own retries are off
 * (`maxRetries: 0`): this class is the one retry layer — bounded attempts, backoff honouring
 * Retry-After on 429/5xx/timeouts/malformed answers, a per-attempt timeout and a deadline over the
 * whole call — and a semaphore bounds the calls in flight.
 */
export class OpenAiAssistant implements Assistant {
  readonly name = 'openai' as const;
  readonly model: string;
  readonly languages: readonly string[] = GENERATION_LANGUAGES;
  private readonly client: OpenAI;
  private readonly gate: Semaphore;
  private readonly opts: Required<Omit<OpenAiOptions, 'baseURL' | 'apiKey'>>;
  /** Until when every call waits: the server answered 429. */
  private pausedUntil = 0;
  /** Whether GENERATE requests bound their answer; off for good once the endpoint refused a max_tokens. */
  private boundsAnswers = true;

  /** `local`: the offline provider's template help, used for tools, sources, value lists and as map_fields' fallback. */
  constructor(
    options: OpenAiOptions,
    private readonly local: FieldAssistant,
  ) {
    this.opts = { timeoutMs: 30_000, deadlineMs: 120_000, maxAttempts: 4, backoffMs: 500, ...options };
    this.model = options.model;
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'unused', maxRetries: 0, timeout: this.opts.timeoutMs, fetch: keepAliveFetch() });
    this.gate = new Semaphore(options.concurrency);
  }

  /** Tools, source suggestions and value-list ranking stay the local rules (names only, no model needed). */
  listTools(): Promise<string[]> {
    return this.local.listTools();
  }

  suggestSources(fields: readonly AvailableField[]): Promise<SourceFields> {
    return this.local.suggestSources(fields);
  }

  recommendValueLists(fieldName: string, fieldDescription: string, lists: readonly string[]): Promise<string[]> {
    return this.local.recommendValueLists(fieldName, fieldDescription, lists);
  }

  /**
   * The model pairs the fields (structured output); only pairs of offered names are kept, one per
   * left field. Any failure (error, timeout, malformed answer) answers the local matcher's pairs.
   */
  async mapFields(left: readonly string[], right: readonly string[], workspaceId?: string): Promise<FieldMatch[]> {
    if (left.length === 0 || right.length === 0) return [];
    const pair = { type: 'object', properties: { left_field_name: { type: 'string' }, right_field_name: { type: 'string' } }, required: ['left_field_name', 'right_field_name'], additionalProperties: false };
    try {
      const raw = await this.call(
        {
          model: this.opts.model,
          temperature: 0,
          messages: [
            {
              role: 'system',
              content: 'You map the output fields of a product catalogue template (left) to the columns of a supplier file or to generation tools named ac_… (right). Pair a left field only with the right name that holds the same information; leave it out when none does. Field names may be English or French.',
            },
            { role: 'user', content: `Left fields:\n${JSON.stringify(left)}\n\nRight fields:\n${JSON.stringify(right)}` },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'field_mapping', strict: true, schema: { type: 'object', properties: { mappings: { type: 'array', items: pair } }, required: ['mappings'], additionalProperties: false } },
          },
        },
        (content) => {
          try {
            const parsed = JSON.parse(content) as { mappings?: unknown };
            if (!Array.isArray(parsed.mappings)) throw new Error('no mappings');
            return parsed.mappings as Partial<FieldMatch>[];
          } catch {
            throw new MalformedAnswer('the answer is not the JSON asked for');
          }
        },
        AbortSignal.timeout(MAP_FIELDS_DEADLINE_MS),
      );
      const lefts = new Set(left);
      const rights = new Set(right);
      const seen = new Set<string>();
      const matches: FieldMatch[] = [];
      for (const item of raw) {
        const l = item?.left_field_name;
        const r = item?.right_field_name;
        if (typeof l !== 'string' || typeof r !== 'string' || !lefts.has(l) || !rights.has(r) || seen.has(l)) continue;
        seen.add(l);
        matches.push({ left_field_name: l, right_field_name: r });
      }
      return matches;
    } catch {
      return this.local.mapFields(left, right, workspaceId);
    }
  }

  /**
   * Every GENERATE field of a product in one request, answered as one JSON object (strict schema)
   * within room for each field's longest valid text. An endpoint that refuses that room (a model
   * answering fewer tokens, a small context, a model taking max_completion_tokens instead) is asked
   * again without it, and from then on.
   */
  async generateFields(request: GenerateFieldsRequest, signal?: AbortSignal): Promise<Record<string, string>> {
    const properties = Object.fromEntries(request.fields.map((field) => [field.output, { type: 'string' }]));
    // One temperature for the request: the most conservative creativity asked for.
    const temperature = Math.min(...request.fields.map((field) => TEMPERATURE[field.options.creativity]));
    const bounded = this.boundsAnswers;
    let raw: Record<string, unknown>;
    try {
      raw = await this.call(
        {
          model: this.opts.model,
          temperature,
          ...(bounded ? { max_tokens: answerTokens(request.fields) } : {}),
          messages: [
            { role: 'system', content: generatePrompt(request.fields) },
            { role: 'user', content: `Product data (JSON):\n${JSON.stringify(copyProduct(request.product, request.columns, request.fields))}` },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'product_copy', strict: true, schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } },
          },
        },
        jsonObject,
        signal,
        request.usage,
      );
    } catch (error) {
      if (!bounded || !refusesAnswerBound(error)) throw error;
      this.boundsAnswers = false;
      return this.generateFields(request, signal);
    }
    return Object.fromEntries(request.fields.map((field) => [field.output, typeof raw[field.output] === 'string' ? (raw[field.output] as string).trim() : '']));
  }

  /**
   * The model answers each field with the value, the page's URL and the sentence it read it in; a
   * value whose sentence is not on that page (an invented quote) is not certain and stays empty.
   */
  async extract(request: ExtractRequest, signal?: AbortSignal): Promise<Record<string, PageValue | null>> {
    const properties: Record<string, unknown> = {};
    for (const field of request.fields) {
      const kind = field.type === 'string' ? 'string' : 'number';
      const hint = [field.extraInfo, field.expectedUnit && `in ${field.expectedUnit}`, field.valueList && `one of: ${field.valueList.map((v) => v.label).join(', ')}`].filter(Boolean).join('; ');
      const stated = {
        type: 'object',
        properties: {
          value: { type: kind },
          url: { type: 'string', description: 'The URL of the page stating the value' },
          quote: { type: 'string', description: 'The sentence of that page stating the value, copied exactly' },
        },
        required: ['value', 'url', 'quote'],
        additionalProperties: false,
      };
      properties[field.output] = { description: hint || undefined, anyOf: [stated, { type: 'null' }] };
    }
    const pages = request.pages.map((page) => ({ url: page.url, text: page.text.slice(0, PAGE_CHARS) }));
    const raw = await this.call(
      {
        model: this.opts.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content: 'You extract product attributes from web pages. For each field give the value, the URL of the page and the exact sentence stating it; answer null when the pages do not state a value.',
          },
          { role: 'user', content: `Product: ${JSON.stringify(promptProduct(request.product, request.readColumns))}\n\nPages:\n${pages.map((page) => `URL: ${page.url}\n${page.text}`).join('\n\n---\n\n')}` },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'extraction', strict: true, schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } },
        },
      },
      (content) => jsonObject(content) as Record<string, { value?: unknown; url?: unknown; quote?: unknown } | null>,
      signal,
      request.usage,
    );
    const values: Record<string, PageValue | null> = {};
    for (const field of request.fields) {
      const answer = raw[field.output];
      const page = pages.find((candidate) => candidate.url === answer?.url);
      const quote = typeof answer?.quote === 'string' ? answer.quote.replace(/\s+/g, ' ').trim() : '';
      const stated = page !== undefined && quote !== '' && squeezed(page.text).includes(quote.toLowerCase());
      const value = stated && answer?.value !== null && answer?.value !== undefined ? coerce(field, String(answer.value)) : undefined;
      values[field.output] = value === undefined || value === null || !page ? null : { value, url: page.url, quote };
    }
    return values;
  }

  /**
   * One chat completion of a one-word prompt and a few tokens, within one attempt's timeout and
   * without the retry layer, the semaphore or a 429 pause: what the endpoint answers now, for a
   * person checking the setup. A failure is thrown as `AssistantError`; an empty answer is
   * `assistant_bad_answer`.
   */
  async check(signal?: AbortSignal): Promise<void> {
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const bounded = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let content: unknown;
    try {
      const completion = await this.client.chat.completions.create({ model: this.opts.model, temperature: 0, max_tokens: 5, messages: [{ role: 'user', content: 'Hello' }] }, { signal: bounded, timeout: this.opts.timeoutMs, maxRetries: 0 });
      content = (completion as Partial<OpenAI.Chat.ChatCompletion> | undefined)?.choices?.[0]?.message?.content;
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted || error instanceof APIConnectionTimeoutError) throw new AssistantError('assistant_timeout', (error as Error).message);
      // A body that is no completion at all (not JSON) is an unusable answer, not an unreachable endpoint.
      throw new AssistantError(error instanceof APIError ? failureOf(error) : 'assistant_bad_answer', (error as Error).message);
    }
    if (typeof content !== 'string' || content.trim() === '') throw new AssistantError('assistant_bad_answer', 'the answer is empty');
  }

  /**
   * One request through the retry layer. A 429 is not an attempt: it pauses every call of this
   * provider for the wait the server asks (Retry-After) or the backoff, so a rate limit slows the
   * runs down instead of failing their cells; only the deadline ends the wait.
   */
  private async call<T>(body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, read: (content: string) => T, signal?: AbortSignal, usage?: Usage): Promise<T> {
    const { signal: deadline, release } = deadlineOf(this.opts.deadlineMs, signal);
    try {
      let rateLimited = false;
      for (let attempt = 1, waits = 0; ; waits++) {
        try {
          if (this.pausedUntil > Date.now()) await sleep(this.pausedUntil - Date.now(), deadline);
          return await this.gate.use(async () => {
            const completion = await this.client.chat.completions.create(body, { signal: deadline, timeout: this.opts.timeoutMs });
            if (usage) {
              usage.model_calls += 1;
              usage.prompt_tokens += completion.usage?.prompt_tokens ?? 0;
              usage.completion_tokens += completion.usage?.completion_tokens ?? 0;
            }
            return read(completion.choices[0]?.message?.content ?? '');
          }, deadline);
        } catch (error) {
          if (signal?.aborted) throw error;
          if (deadline.aborted) throw new AssistantError(rateLimited ? 'assistant_rate_limited' : 'assistant_timeout');
          const limited = error instanceof APIError && error.status === 429;
          rateLimited ||= limited;
          if (!limited) attempt++;
          if (!retryable(error) || attempt > this.opts.maxAttempts) throw new AssistantError(failureOf(error), (error as Error).message, retryable(error));
          const hinted = error instanceof APIError ? retryAfterMs(error.headers) : undefined;
          const backoff = this.opts.backoffMs * 2 ** Math.min(waits, 6) * (0.75 + Math.random() * 0.5);
          const wait = Math.min(MAX_WAIT_MS, hinted ?? backoff);
          if (limited) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + wait);
          await sleep(wait, deadline).catch(() => {
            throw signal?.aborted ? signal.reason : new AssistantError(rateLimited ? 'assistant_rate_limited' : 'assistant_timeout');
          });
        }
      }
    } finally {
      release();
    }
  }
}
