/**
 * Workspace settings (docs/product.md Workspace settings): defaults for generated copy and web search that a
 * template's empty options fall back to when a batch runs. Shared by server and client.
 */
import { emptyWorkspaceGenerateOptions, type WorkspaceGenerateOptions } from './generation.ts';
import type { SearchOptions } from './search.ts';

export interface WorkspaceSettings {
  generate_options: WorkspaceGenerateOptions;
  search_options: SearchOptions;
  use_label: boolean;
  /** Runs reuse cells computed before for the same inputs and settings, free of charge. */
  use_cache: boolean;
}

/** What GET /api/workspace answers for a workspace that never saved its settings. */
export function defaultWorkspaceSettings(): WorkspaceSettings {
  return { generate_options: emptyWorkspaceGenerateOptions(), search_options: { blacklist: [], whitelist: [] }, use_label: true, use_cache: true };
}

/** Empty strings become null, as the API sends them. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A words field as typed: an integer ≥ 0, or null when blank; undefined when it is not a number. */
export function parseWords(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number.parseInt(trimmed, 10);
}
