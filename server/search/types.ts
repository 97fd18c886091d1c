/** Web search for EXTRACT fields a product's row lacks (docs/decisions.md "Assistant and search providers"). */
export interface WebSearch {
  /** The provider (SEARCH_PROVIDER), as a cell's fingerprint names it. */
  readonly name: 'none' | 'searxng';
  /** False for the `none` provider: the run does row-only extraction. */
  readonly enabled: boolean;
  /** The text of the first result pages for a query, honouring the whitelist/blacklist of sites. */
  pages(query: string, sites: { whitelist: string[]; blacklist: string[] }, signal?: AbortSignal): Promise<{ url: string; text: string }[]>;
  /** One query to the engine, no page fetched (Settings → "Test the search"): how many results it gave. */
  check(signal?: AbortSignal): Promise<number>;
}

export const noSearch: WebSearch = {
  name: 'none',
  enabled: false,
  async pages() {
    return [];
  },
  async check() {
    return 0;
  },
};
