import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { AssistantCheck } from '../../domain/generation.ts';
import { type Assistant, AssistantError } from '../assistant/types.ts';
import type { Config } from '../config.ts';


/** The openai SDK's address when OPENAI_BASE_URL is not set. */
const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';


/** An endpoint's address as shown to a user: no user name, password, query or fragment. */
function shownBaseUrl(baseUrl: string | undefined): string {
  try {
    const url = new URL(baseUrl ?? OPENAI_DEFAULT_BASE_URL);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.href.replace(/\/$/, '');
  } catch {
    return OPENAI_DEFAULT_BASE_URL;
  }
}

/**
 * Settings → "Test the assistant": one tiny request to the configured provider, timed. A failure
 * answers its code and Fiche's text for it; the provider's own words go to the log only.
 */
export async function checkAssistant(
  assistant: Pick<Assistant, 'name' | 'model' | 'check'>,
  config: Pick<Config, 'openaiBaseUrl'>,
  log: { warn: (obj: object, msg: string) => void },
  signal?: AbortSignal,
): Promise<AssistantCheck> {
  const started = performance.now();
  let failure: AssistantError | null = null;
  try {
    await assistant.check(signal);
  } catch (error) {
    failure = error instanceof AssistantError ? error : new AssistantError('assistant_unavailable', (error as Error)?.message ?? String(error));
    log.warn({ code: failure.code, detail: failure.detail }, 'assistant check failed');
  }
  return {
    provider: assistant.name,
    model: assistant.model,
    base_url: assistant.name === 'openai' ? shownBaseUrl(config.openaiBaseUrl) : null,
    ok: failure === null,
    millis: Math.max(0, Math.round(performance.now() - started)),
    error_code: failure?.code ?? null,
    error_message: failure ? ERROR_MESSAGES[failure.code] : null,
  };
}
