import type { OutputValue } from '../../workers/enrich/types.ts';
import type { LocalAssistantTask } from '../../workers/local-assistant.ts';
import type { WorkerPool } from '../plugins/pool.ts';
import type { FieldMatch } from './field-mapping.ts';
import { LocalFieldAssistant } from './local/field-mapping.ts';
import { LOCAL_LANGUAGES, localCopy } from './local-copy.ts';
import { type Assistant, AssistantError, type ExtractRequest, type GenerateRequest } from './types.ts';

/** Field matching answers a person in the template editor; page extraction is one product's step. */
const MAP_FIELDS_TIMEOUT_MS = 20_000;
const EXTRACT_TIMEOUT_MS = 10_000;

/**
 * The default provider: offline and deterministic (fuzzy field matching, copy from the product's own
 * columns, rule-based extraction). Matching and page extraction run in the worker pool: their cost
 * grows with what the client or the web page sends.
 */
export class LocalAssistant extends LocalFieldAssistant implements Assistant {
  readonly name = 'local' as const;
  readonly languages = LOCAL_LANGUAGES;

  constructor(private readonly pool: WorkerPool) {
    super();
  }

  override mapFields(left: readonly string[], right: readonly string[], workspaceId?: string): Promise<FieldMatch[]> {
    if (left.length === 0 || right.length === 0) return Promise.resolve([]);
    return this.pool.run<FieldMatch[]>('local-assistant', { kind: 'map_fields', left, right } satisfies LocalAssistantTask, { owner: workspaceId, timeoutMs: MAP_FIELDS_TIMEOUT_MS });
  }

  async generate(request: GenerateRequest): Promise<string> {
    return localCopy(request.tool, request.product, request.sources, request.options);
  }

  async extract(request: ExtractRequest, signal?: AbortSignal): Promise<Record<string, OutputValue>> {
    const task: LocalAssistantTask = { kind: 'extract', fields: request.fields, pages: request.pages };
    try {
      return await this.pool.run<Record<string, OutputValue>>('local-assistant', task, { owner: request.workspaceId, timeoutMs: EXTRACT_TIMEOUT_MS, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new AssistantError('assistant_unavailable', (error as { reason?: string }).reason ?? (error as Error).message);
    }
  }
}
