import type { RunInputs, StoredRunSnapshot } from '../../../domain/batch.ts';
import { type MappingEntry, parseMapping } from '../../../domain/mapping.ts';
import { cleanSearchOptions, type SearchOptions } from '../../../domain/search.ts';
import { type CatalogConfig, type OutputFormat, outputFormats } from '../../../domain/template.ts';
import type { ValueListValue } from '../../../domain/value-list.ts';
import type { SourceColumns } from '../../../engine/enrich/types.ts';
import type { BatchRow } from '../../repositories/batches.repository.ts';
import type { ValueListsService } from '../value-lists.service.ts';

/** A run's template as it was at start, read back from the run's row: the one place its stored form is parsed. */
export interface RunSnapshot {
  entries: MappingEntry[];
  /** The files of the template's own format (csv, xlsx or both); the PDF comes besides. */
  formats: OutputFormat[];
  delimiter: string;
  sources: SourceColumns;
  /** The template's own search options (empty lists: the workspace's apply). */
  search: SearchOptions;
  /** Value lists kept with the template (detected in its file), by name. */
  templateLists: Record<string, ValueListValue[]>;
  /** Absent for runs started before the inputs were frozen: those read the workspace's current ones. */
  inputs?: RunInputs;
  /** The columns the template reads (its field groups but price and others, its source fields, COPY sources); empty: all. */
  readColumns: string[];
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The stored form of a run's snapshot: the template and, under `run_inputs`, its frozen inputs. */
export function storedSnapshot(config: CatalogConfig, inputs: RunInputs): StoredRunSnapshot {
  return { ...config, run_inputs: inputs };
}

export function readSnapshot(row: BatchRow): RunSnapshot {
  return parseSnapshot(row.configSnapshot);
}

/** A stored snapshot (a run's, or the one a start is about to record) as the run reads it. */
export function parseSnapshot(stored: StoredRunSnapshot): RunSnapshot {
  const wanted = stored.outputFileFormat?.delimiter ?? ',';
  const templateLists = stored.about?.value_lists;
  const { entries } = parseMapping(stored.ownFormatMapping);
  return {
    entries,
    formats: outputFormats(stored.outputFileFormat),
    delimiter: DELIMITERS.includes(wanted) ? wanted : ',',
    sources: (stored.source_fields ?? {}) as SourceColumns,
    search: cleanSearchOptions(stored.search_options),
    templateLists: templateLists ?? {},
    inputs: stored.run_inputs,
    readColumns: readColumnsOf(stored, entries),
  };
}

function readColumnsOf(stored: StoredRunSnapshot, entries: readonly MappingEntry[]): string[] {
  const about: Partial<Record<'identifiers' | 'contents' | 'attributes' | 'categories', string[]>> = stored.about ?? {};
  const columns = new Set([...(about.identifiers ?? []), ...(about.contents ?? []), ...(about.attributes ?? []), ...(about.categories ?? [])]);
  for (const list of Object.values(stored.source_fields ?? {})) for (const column of list ?? []) columns.add(column);
  for (const entry of entries) if (entry.batch_action === 'COPY') columns.add(entry.source_column);
  return [...columns];
}

type ValueListRef = { value_list_id?: string | null; value_list?: string | null };

/** The key of an entry's value list in `RunInputs.value_lists`; undefined when it names none. */
export function valueListKey(entry: ValueListRef): string | undefined {
  if (entry.value_list_id) return `id:${entry.value_list_id}`;
  if (entry.value_list) return `name:${entry.value_list}`;
  return undefined;
}

/**
 * An entry's value list as the workspace has it now: by id, else the template's detected list of
 * that name, else the workspace's list of that name.
 */
export async function liveValueList(valueLists: ValueListsService, workspaceId: string, templateLists: Record<string, ValueListValue[]>, entry: ValueListRef): Promise<ValueListValue[] | null> {
  if (entry.value_list_id) return (await valueLists.findForRun(workspaceId, entry.value_list_id))?.values ?? null;
  if (!entry.value_list) return null;
  const detected = templateLists[entry.value_list];
  return Array.isArray(detected) ? detected : ((await valueLists.findForRun(workspaceId, entry.value_list))?.values ?? null);
}
