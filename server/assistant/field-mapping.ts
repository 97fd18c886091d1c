import type { SourceFields } from '../../domain/files.ts';
import type { FieldMatch } from '../../domain/mapping.ts';
import type { AvailableField } from '../../engine/field-matching.ts';

export type { AvailableField, FieldMatch };

/**
 * The assistant's help while a template is made (docs/product.md Assistant: tools, map_fields,
 * suggest_sources, recommend_value_lists). types.ts's `Assistant` extends it with generation and
 * extraction; both providers implement the whole (the `openai` one asks the model for map_fields and
 * falls back to the local matcher).
 */
export interface FieldAssistant {
  /** Generation tool names, with their `ac_` prefix. */
  listTools(): Promise<string[]>;
  /** For each left field, the right field it best matches; unmatched left fields are left out (`workspaceId`: whose share of the worker pool). */
  mapFields(left: readonly string[], right: readonly string[], workspaceId?: string): Promise<FieldMatch[]>;
  /** The columns fit for each source field, best first. */
  suggestSources(fields: readonly AvailableField[]): Promise<SourceFields>;
  /** Names of the value lists that suit a field, best first (only those that fit). */
  recommendValueLists(fieldName: string, fieldDescription: string, lists: readonly string[]): Promise<string[]>;
}
