import { type Capabilities, generationLanguage, LANGUAGE_NAMES, unwritableLanguage, type GenerationLanguage } from '../../domain/generation.ts';
import type { MappingEntry } from '../../domain/mapping.ts';
import type { Assistant } from '../assistant/types.ts';
import { ApiError } from '../lib/api-error.ts';
import type { WebSearch } from '../search/types.ts';
import type { WorkspaceSettingsService } from './workspace-settings.service.ts';

/**
 * What the active assistant and search provider can do, and the refusal of a template that asks for
 * more: a GENERATE language the assistant cannot write is refused at save and at start, rather than
 * written in another language under the wrong label.
 */
export class CapabilitiesService {
  constructor(
    private readonly deps: {
      assistant: Pick<Assistant, 'name' | 'languages'>;
      search: Pick<WebSearch, 'enabled'>;
      settings: WorkspaceSettingsService;
    },
  ) {}

  describe(): Capabilities {
    return { assistant: this.deps.assistant.name, languages: [...this.deps.assistant.languages], web_search: this.deps.search.enabled };
  }

  /** 400 `language_not_supported` naming the language, when the assistant cannot write it. */
  assertLanguages(languages: readonly string[]): void {
    const missing = unwritableLanguage(languages, this.deps.assistant.languages);
    if (missing === undefined) return;
    const name = LANGUAGE_NAMES[missing as GenerationLanguage] ?? missing;
    throw new ApiError(
      'language_not_supported',
      `The ${this.deps.assistant.name} assistant cannot write ${name} (${missing}). Connect an OpenAI-compatible assistant (ASSISTANT_PROVIDER=openai) or choose ${this.deps.assistant.languages.map((code) => LANGUAGE_NAMES[code as GenerationLanguage] ?? code).join(' or ')}.`,
      undefined,
      { language: missing, languages: this.deps.assistant.languages.join(',') },
    );
  }

  /** Every GENERATE field of the mapping writes a language the assistant knows (its own, else the workspace default). */
  async assertMappingWritable(workspaceId: string, entries: readonly MappingEntry[]): Promise<void> {
    const generating = entries.filter((entry) => entry.batch_action === 'GENERATE');
    if (generating.length === 0) return;
    const fallback = (await this.deps.settings.getSettings(workspaceId)).generate_options.language;
    this.assertLanguages(generating.map((entry) => generationLanguage(entry.batch_action === 'GENERATE' ? entry.language : null, fallback)));
  }
}
