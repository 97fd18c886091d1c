import { ERROR_MESSAGES } from '../../domain/errors.ts';
import type { AssistantCheck } from '../../domain/generation.ts';
import { type Assistant, AssistantError } from '../assistant/types.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/api-error.ts';
import { RateLimit } from '../lib/rate-limit.ts';

/** The openai SDK's address when OPENAI_BASE_URL is not set. */
const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** Checks a workspace may ask for in a minute: each is a call to the provider, on the operator's key. */
export const ASSISTANT_CHECKS = { max: 10, windowMs: 60_000 };

type Log = { warn: (obj: object, msg: string) => void };

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
  log: Log,
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

/** The checks of each workspace, within ASSISTANT_CHECKS: past them, 429 `too_many_requests`. */
export class AssistantCheckService {
  private readonly perWorkspace = new RateLimit(ASSISTANT_CHECKS);

  /** The assistant is read at each check: the configured one of the moment. */
  constructor(private readonly app: { assistant: Pick<Assistant, 'name' | 'model' | 'check'>; config: Pick<Config, 'openaiBaseUrl'> }) {}

  check(workspaceId: string, log: Log, signal?: AbortSignal): Promise<AssistantCheck> {
    if (!this.perWorkspace.take(workspaceId)) throw new ApiError('too_many_requests');
    return checkAssistant(this.app.assistant, this.app.config, log, signal);
  }
}
