import type { SourceFields } from '../../domain/files.ts';

/** A pair of POST /api/assistant/map_fields: an output field and the source column or tool it should take. */
export interface FieldMatch {
  left_field_name: string;
  right_field_name: string;
}

/** A column offered to suggest_sources: its name and what is known of it (sample values, a description). */
export interface AvailableField {
  name: string;
  details?: unknown;
}

/**
 * The assistant's help while a template is made (spec §7 Assistant: tools, map_fields,
 * suggest_sources, recommend_value_lists). The `local` provider answers offline and
 * deterministically; an `openai` provider can implement the same methods. Kept apart from
 * types.ts's `Assistant` (generation and extraction during runs) so each can grow on its own;
 * a provider class may implement both.
 */
export interface FieldAssistant {
  /** Generation tool names, with their `ac_` prefix. */
  listTools(): Promise<string[]>;
  /** For each left field, the right field it best matches; unmatched left fields are left out. */
  mapFields(left: readonly string[], right: readonly string[]): Promise<FieldMatch[]>;
  /** The columns fit for each source field, best first. */
  suggestSources(fields: readonly AvailableField[]): Promise<SourceFields>;
  /** Names of the value lists that suit a field, best first (only those that fit). */
  recommendValueLists(fieldName: string, fieldDescription: string, lists: readonly string[]): Promise<string[]>;
}
