import type { Config } from '../config.ts';
import { SearxngSearch } from './searxng.ts';
import { noSearch, type WebSearch } from './types.ts';

/** The one place the search provider is chosen (SEARCH_PROVIDER). */
export function createSearch(config: Pick<Config, 'searchProvider' | 'searxngUrl' | 'searchTimeoutMs' | 'allowPrivateFetch' | 'allowedHosts'>): WebSearch {
  return config.searchProvider === 'searxng' && config.searxngUrl ? new SearxngSearch({ url: config.searxngUrl, allowPrivate: config.allowPrivateFetch, allowedHosts: config.allowedHosts, timeoutMs: config.searchTimeoutMs }) : noSearch;
}
