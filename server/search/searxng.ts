import { htmlText } from '../../engine/enrich/html-text.ts';
import { safeFetch } from './safe-fetch.ts';
import type { WebSearch } from './types.ts';

const RESULTS_FETCHED = 3;

/** Whether a page's host is `site` or under it ('shop.example.com' is under 'example.com'). */
export function hostMatches(host: string, site: string): boolean {
  // indexOf, not a regex: `/.*$` backtracks quadratically on a long entry with many slashes.
  let clean = site.trim().toLowerCase();
  const scheme = clean.indexOf('://');
  if (scheme !== -1 && /^[a-z]+$/.test(clean.slice(0, scheme))) clean = clean.slice(scheme + 3);
  const slash = clean.indexOf('/');
  if (slash !== -1) clean = clean.slice(0, slash);
  if (clean.startsWith('www.')) clean = clean.slice(4);
  const h = host.toLowerCase().replace(/^www\./, '');
  return clean !== '' && (h === clean || h.endsWith(`.${clean}`));
}

export function allowedBySites(url: string, sites: { whitelist: string[]; blacklist: string[] }): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  if (sites.whitelist.length > 0) return sites.whitelist.some((site) => hostMatches(host, site));
  return !sites.blacklist.some((site) => hostMatches(host, site));
}

/** SearXNG's JSON API (SEARXNG_URL/search?format=json), then the first allowed result pages fetched safely. */
export class SearxngSearch implements WebSearch {
  readonly name = 'searxng' as const;
  readonly enabled = true;

  constructor(private readonly opts: { url: string; allowPrivate: boolean; allowedHosts?: readonly string[]; timeoutMs?: number }) {}

  /** The engine's results for a query; an engine answering otherwise than 200 with JSON (format json not enabled: 403) throws. */
  private async results(query: string, signal?: AbortSignal): Promise<{ url?: string; content?: string }[]> {
    const endpoint = new URL('search', this.opts.url.endsWith('/') ? this.opts.url : `${this.opts.url}/`);
    endpoint.searchParams.set('q', query);
    endpoint.searchParams.set('format', 'json');
    // An engine behind basic auth: fetch refuses a URL holding credentials, they go in the header.
    const headers: Record<string, string> = {};
    if (endpoint.username !== '') {
      headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`).toString('base64')}`;
      endpoint.username = '';
      endpoint.password = '';
    }
    const timeout = AbortSignal.timeout(this.opts.timeoutMs ?? 8000);
    const response = await fetch(endpoint, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) throw new Error(`search engine answered ${response.status}`);
    const body = (await response.json()) as { results?: { url?: string; content?: string }[] };
    return body.results ?? [];
  }

  async check(signal?: AbortSignal): Promise<number> {
    return (await this.results('fiche product search check', signal)).length;
  }

  async pages(query: string, sites: { whitelist: string[]; blacklist: string[] }, signal?: AbortSignal) {
    if (query.trim() === '') return [];
    const results = (await this.results(query, signal)).filter((result) => typeof result.url === 'string' && allowedBySites(result.url, sites)).slice(0, RESULTS_FETCHED);
    const pages = await Promise.all(
      results.map(async (result) => {
        try {
          const page = await safeFetch(result.url as string, { allowPrivate: this.opts.allowPrivate, allowedHosts: this.opts.allowedHosts, signal });
          // A redirect may leave the allowed sites.
          if (!allowedBySites(page.url, sites)) return null;
          return { url: page.url, text: htmlText(page.body) };
        } catch {
          return result.content ? { url: result.url as string, text: result.content } : null;
        }
      }),
    );
    return pages.filter((page): page is { url: string; text: string } => page !== null);
  }
}
