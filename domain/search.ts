/**
 * A template's or the workspace's web-search options: sites to search only (whitelist) or never
 * (blacklist), exclusive of each other. One cleaning rule for server and client.
 */

export const SEARCH_LIST_MAX = 200;
export const SEARCH_ENTRY_MAX = 500;

export interface SearchOptions {
  blacklist: string[];
  whitelist: string[];
}

const cleanList = (list: unknown): string[] =>
  Array.isArray(list)
    ? list
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : [];

/** Entries trimmed, blank ones dropped; anything not a list of strings is an empty list. */
export function cleanSearchOptions(raw: { blacklist?: unknown; whitelist?: unknown } | null | undefined): SearchOptions {
  return { blacklist: cleanList(raw?.blacklist), whitelist: cleanList(raw?.whitelist) };
}

/** Whitelist and blacklist are mutually exclusive: both non-empty (once cleaned) is refused. */
export function searchOptionsConflict(options: { blacklist: readonly string[]; whitelist: readonly string[] }): boolean {
  const clean = cleanSearchOptions(options);
  return clean.blacklist.length > 0 && clean.whitelist.length > 0;
}
