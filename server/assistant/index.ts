import type { Config } from '../config.ts';
import type { WorkerPool } from '../lib/worker-pool.ts';
import { LocalAssistant } from './local.ts';
import { OpenAiAssistant } from './openai.ts';
import type { Assistant } from './types.ts';

/** The one place the assistant provider is chosen (ASSISTANT_PROVIDER): template help, GENERATE and web EXTRACT alike. */
export function createAssistant(config: Pick<Config, 'assistantProvider' | 'openaiBaseUrl' | 'openaiApiKey' | 'assistantModel' | 'assistantConcurrency'>, pool: WorkerPool): Assistant {
  const local = new LocalAssistant(pool);
  if (config.assistantProvider === 'openai') {
    return new OpenAiAssistant({ baseURL: config.openaiBaseUrl, apiKey: config.openaiApiKey, model: config.assistantModel, concurrency: config.assistantConcurrency }, local);
  }
  return local;
}
