import { mergeGenerateOptions } from '../../../domain/generation.ts';
import { type ExtractEntry, type MappingEntry, sharedByVariants } from '../../../domain/mapping.ts';
import type { SearchOptions } from '../../../domain/search.ts';
import type { ValueListValue } from '../../../domain/value-list.ts';
import type { WorkspaceSettings } from '../../../domain/workspace.ts';
import type { ExtractPlan, FieldPlan } from '../../../engine/enrich/types.ts';

/**
 * A run's plan for each output field, from its template's entries and the workspace settings:
 * GENERATE options merged over the workspace defaults, EXTRACT with its value list resolved (a field
 * with a list extracts a string) and its label choice defaulted. Pure.
 */
export function planFields(entries: readonly MappingEntry[], settings: WorkspaceSettings, listOf: (entry: ExtractEntry) => { name: string; values: ValueListValue[] } | null): FieldPlan[] {
  return entries.map((entry): FieldPlan => {
    if (entry.batch_action === 'COPY') return { action: 'COPY', output: entry.dest_property, source: entry.source_column, defaultValue: entry.default_value ?? null };
    if (entry.batch_action === 'GENERATE') {
      return { action: 'GENERATE', output: entry.dest_property, tool: entry.source_column, options: mergeGenerateOptions(entry, settings.generate_options), shared: sharedByVariants(entry) };
    }
    return extractPlan(entry, listOf(entry), entry.use_label ?? settings.use_label);
  });
}

/** An EXTRACT field's plan: with a value list it extracts a string. */
export function extractPlan(entry: ExtractEntry, list: { name: string; values: ValueListValue[] } | null, useLabel: boolean): ExtractPlan {
  return {
    action: 'EXTRACT',
    output: entry.dest_property,
    type: list ? 'string' : (entry.type ?? 'string'),
    extraInfo: entry.extra_info,
    expectedUnit: entry.expected_unit,
    valueList: list?.values ?? null,
    valueListName: list?.name ?? null,
    useLabel,
    sourceUnit: entry.source_unit ?? null,
    sourceDecimal: entry.source_decimal ?? null,
    defaultValue: entry.default_value ?? null,
    readColumn: entry.read_column ?? null,
  };
}

/** The sites web search may use: the template's own lists when it has any, else the workspace's. */
export function searchSites(own: SearchOptions, settings: WorkspaceSettings): SearchOptions {
  return own.blacklist.length > 0 || own.whitelist.length > 0 ? own : settings.search_options;
}
