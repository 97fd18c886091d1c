import { type ErrorCode, ERROR_MESSAGES } from '../../domain/errors.ts';
import type { AssistantCheck, SearchCheck } from '../../domain/generation.ts';
import { type Assistant, AssistantError } from '../assistant/types.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/api-error.ts';
import { RateLimit } from '../lib/rate-limit.ts';
import type { WebSearch } from '../search/types.ts';

/** The openai SDK's address when OPENAI_BASE_URL is not set. */
const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** Checks a workspace may ask for in a minute, of each provider: each is a call to it, on the operator's key. */
export const PROVIDER_CHECKS = { max: 10, windowMs: 60_000 };

type Log = { warn: (obj: object, msg: string) => void };

/** An endpoint's address as shown to a user: no user name, password, query or fragment. */
function shownUrl(address: string): string {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/$/, '');
}

/** One call to a provider, timed; a failure as its code, the provider's own words to the log only. */
async function timed<T>(call: () => Promise<T>, failureOf: (error: unknown) => { code: ErrorCode; detail: string }, log: Log, what: string) {
  const started = performance.now();
  let answer: T | undefined;
  let failure: { code: ErrorCode; detail: string } | null = null;
  try {
    answer = await call();
  } catch (error) {
    failure = failureOf(error);
    log.warn(failure, `${what} check failed`);
  }
  return {
    answer,
    ok: failure === null,
    millis: Math.max(0, Math.round(performance.now() - started)),
    error_code: failure?.code ?? null,
    error_message: failure ? ERROR_MESSAGES[failure.code] : null,
  };
}

const detailOf = (error: unknown) => (error as Error)?.message ?? String(error);

/** Settings → "Test the assistant": one tiny request to the configured provider, timed. */
export async function checkAssistant(assistant: Pick<Assistant, 'name' | 'model' | 'check'>, config: Pick<Config, 'openaiBaseUrl'>, log: Log, signal?: AbortSignal): Promise<AssistantCheck> {
  const failureOf = (error: unknown) => (error instanceof AssistantError ? { code: error.code, detail: error.detail } : { code: 'assistant_unavailable' as const, detail: detailOf(error) });
  const { answer: _answer, ...result } = await timed(() => assistant.check(signal), failureOf, log, 'assistant');
  let baseUrl: string | null = null;
  if (assistant.name === 'openai') {
    try {
      baseUrl = shownUrl(config.openaiBaseUrl ?? OPENAI_DEFAULT_BASE_URL);
    } catch {
      baseUrl = OPENAI_DEFAULT_BASE_URL;
    }
  }
  return { provider: assistant.name, model: assistant.model, base_url: baseUrl, ...result };
}

/** Settings → "Test the search": one query to the configured search engine, timed, with how many results it gave. */
export async function checkSearch(search: Pick<WebSearch, 'name' | 'check'>, config: Pick<Config, 'searxngUrl'>, log: Log, signal?: AbortSignal): Promise<SearchCheck> {
  if (search.name === 'none') return { provider: 'none', url: null, ok: false, millis: 0, results: 0, error_code: 'search_off', error_message: ERROR_MESSAGES.search_off };
  const { answer, ...result } = await timed(
    () => search.check(signal),
    (error) => ({ code: 'search_unavailable', detail: detailOf(error) }),
    log,
    'search',
  );
  return { provider: search.name, url: search.name === 'searxng' && config.searxngUrl ? shownUrl(config.searxngUrl) : null, results: answer ?? 0, ...result };
}

/** The checks of each workspace, within PROVIDER_CHECKS per provider: past them, 429 `too_many_requests`. */
export class ProviderChecksService {
  private readonly assistantChecks = new RateLimit(PROVIDER_CHECKS);
  private readonly searchChecks = new RateLimit(PROVIDER_CHECKS);

  /** The providers are read at each check: the configured ones of the moment. */
  constructor(
    private readonly app: {
      assistant: Pick<Assistant, 'name' | 'model' | 'check'>;
      webSearch: Pick<WebSearch, 'name' | 'check'>;
      config: Pick<Config, 'openaiBaseUrl' | 'searxngUrl'>;
    },
  ) {}

  assistant(workspaceId: string, log: Log, signal?: AbortSignal): Promise<AssistantCheck> {
    if (!this.assistantChecks.take(workspaceId)) throw new ApiError('too_many_requests');
    return checkAssistant(this.app.assistant, this.app.config, log, signal);
  }

  search(workspaceId: string, log: Log, signal?: AbortSignal): Promise<SearchCheck> {
    if (!this.searchChecks.take(workspaceId)) throw new ApiError('too_many_requests');
    return checkSearch(this.app.webSearch, this.app.config, log, signal);
  }
}
