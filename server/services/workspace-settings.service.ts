import type { DbStore } from '../../db/client.ts';
import { defaultWorkspaceSettings, textOrNull, type WorkspaceSettings } from '../../domain/workspace.ts';
import { ApiError } from '../lib/api-error.ts';
import { wordsReversed } from '../../domain/mapping.ts';
import { WorkspaceSettingsRepository } from '../repositories/workspace-settings.repository.ts';
import { CREATIVITY_LEVELS, GENERATE_TEXT_OPTIONS, GENERATION_LANGUAGES, type WorkspaceGenerateOptions } from '../../domain/generation.ts';
import { cleanSearchOptions, type SearchOptions, searchOptionsConflict } from '../../domain/search.ts';

/** PUT /api/workspace: options left out are null, lists left out are empty. */
export interface WorkspaceSettingsInput {
  generate_options: Partial<WorkspaceGenerateOptions>;
  search_options: Partial<SearchOptions>;
  use_label: boolean;
  /** Left out: unchanged. */
  use_cache?: boolean;
}

function words(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;
}

/** Stored options read back through the same rules, so an older or partial row still answers the full shape. */
function generateOptions(stored: Record<string, unknown> | undefined): WorkspaceGenerateOptions {
  const options = defaultWorkspaceSettings().generate_options;
  if (!stored) return options;
  for (const key of GENERATE_TEXT_OPTIONS) {
    options[key] = typeof stored[key] === 'string' ? textOrNull(stored[key]) : null;
  }
  options.language_adaptation = typeof stored.language_adaptation === 'boolean' ? stored.language_adaptation : null;
  options.language = GENERATION_LANGUAGES.find((code) => code === stored.language) ?? null;
  options.creativity = CREATIVITY_LEVELS.find((level) => level === stored.creativity) ?? null;
  options.min_words = words(stored.min_words);
  options.max_words = words(stored.max_words);
  return options;
}

/** Workspace-wide defaults for generated copy and web search (docs/product.md Workspace settings). */
export class WorkspaceSettingsService {
  private readonly settings: WorkspaceSettingsRepository;

  constructor(store: DbStore) {
    this.settings = new WorkspaceSettingsRepository(store);
  }

  /** The workspace's settings, or the defaults when never saved; the batch engine's fallback for empty options. */
  async getSettings(workspaceId: string): Promise<WorkspaceSettings> {
    const row = await this.settings.find(workspaceId);
    if (!row) return defaultWorkspaceSettings();
    return {
      generate_options: generateOptions(row.generateOptions),
      search_options: cleanSearchOptions({
        blacklist: row.searchOptions?.blacklist ?? [],
        whitelist: row.searchOptions?.whitelist ?? [],
      }),
      use_label: row.useLabel,
      use_cache: row.useCache,
    };
  }

  /** Saves the settings (shape already checked by the route's schema) and answers them as stored. */
  async saveSettings(workspaceId: string, input: WorkspaceSettingsInput): Promise<WorkspaceSettings> {
    const search = cleanSearchOptions({
      blacklist: input.search_options.blacklist ?? [],
      whitelist: input.search_options.whitelist ?? [],
    });
    if (searchOptionsConflict(search)) {
      throw new ApiError('bad_request', 'The blacklist and the whitelist cannot both have entries');
    }
    const options = generateOptions(input.generate_options);
    if (wordsReversed({ min_words: options.min_words ?? null, max_words: options.max_words ?? null })) {
      throw new ApiError('bad_request', 'Min words cannot be more than max words.');
    }
    const useCache = input.use_cache ?? (await this.getSettings(workspaceId)).use_cache;
    await this.settings.save(workspaceId, { generateOptions: options, searchOptions: search, useLabel: input.use_label, useCache });
    return { generate_options: options, search_options: search, use_label: input.use_label, use_cache: useCache };
  }
}
