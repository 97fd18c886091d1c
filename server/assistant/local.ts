import type { PageValue } from '../../engine/enrich/types.ts';
import type { LocalAssistantTask } from '../../workers/jobs.ts';
import { apiErrorOf, type WorkerPool } from '../lib/worker-pool.ts';
import type { FieldMatch } from './field-mapping.ts';
import { type AvailableField, rankValueLists, suggestSourceFields } from '../../engine/field-matching.ts';
import { GENERATION_TOOLS } from '../../domain/mapping.ts';
import type { SourceFields } from '../../domain/files.ts';
import { LOCAL_LANGUAGES, localCopy } from '../../engine/generate/local-copy.ts';
import { type Assistant, AssistantError, type ExtractRequest, type GenerateFieldsRequest } from './types.ts';

/** Field matching answers a person in the template editor; page extraction is one product's step. */
const MAP_FIELDS_TIMEOUT_MS = 20_000;
const EXTRACT_TIMEOUT_MS = 10_000;

/**
 * The default provider: offline and deterministic (fuzzy field matching, copy from the product's own
 * columns, rule-based extraction). Matching and page extraction run in the worker pool: their cost
 * grows with what the client or the web page sends.
 */
export class LocalAssistant implements Assistant {
  readonly name = 'local' as const;
  readonly model = null;
  readonly languages = LOCAL_LANGUAGES;

  constructor(private readonly pool: WorkerPool) {}

  async listTools(): Promise<string[]> {
    return [...GENERATION_TOOLS];
  }

  async suggestSources(fields: readonly AvailableField[]): Promise<SourceFields> {
    return suggestSourceFields(fields);
  }

  async recommendValueLists(fieldName: string, fieldDescription: string, lists: readonly string[]): Promise<string[]> {
    return rankValueLists(fieldName, fieldDescription, lists);
  }

  async mapFields(left: readonly string[], right: readonly string[], workspaceId?: string): Promise<FieldMatch[]> {
    if (left.length === 0 || right.length === 0) return [];
    try {
      return (await this.pool.run('local-assistant', { kind: 'map_fields', left, right }, { owner: workspaceId, timeoutMs: MAP_FIELDS_TIMEOUT_MS })) as FieldMatch[];
    } catch (error) {
      throw apiErrorOf(error);
    }
  }

  async generateFields(request: GenerateFieldsRequest): Promise<Record<string, string>> {
    return Object.fromEntries(request.fields.map((field) => [field.output, localCopy(field.tool, request.product, request.sources, field.options)]));
  }

  /** Nothing to reach: the offline rules always answer. */
  async check(): Promise<void> {}

  async extract(request: ExtractRequest, signal?: AbortSignal): Promise<Record<string, PageValue | null>> {
    const task: LocalAssistantTask = { kind: 'extract', fields: request.fields, pages: request.pages };
    try {
      return (await this.pool.run('local-assistant', task, { owner: request.workspaceId, timeoutMs: EXTRACT_TIMEOUT_MS, signal })) as Record<string, PageValue | null>;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AssistantError('assistant_unavailable', (error as Error).message);
    }
  }
}
