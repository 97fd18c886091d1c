import { type AcceptedExtension, fileTypeOf } from '../../../domain/files.ts';
import type { ExtractEntry } from '../../../domain/mapping.ts';
import type { SearchOptions } from '../../../domain/search.ts';
import type { ValueListValue } from '../../../domain/value-list.ts';
import type { WorkspaceSettings } from '../../../domain/workspace.ts';
import type { FieldPlan, Product } from '../../../engine/enrich/types.ts';
import type { NumberConventions } from '../../../engine/quantities/conventions.ts';
import type { Assistant } from '../../assistant/types.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { WebSearch } from '../../search/types.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';
import type { ChunkExecutor } from './chunk-executor.ts';
import { Fingerprints } from './fingerprint.ts';
import { planFields, searchSites } from './run-plan.ts';
import { liveValueList, type RunSnapshot, valueListKey } from './run-snapshot.ts';

/** A run's plans and the settings they were made with. */
export interface RunPlans {
  plans: FieldPlan[];
  settings: WorkspaceSettings;
  /** The sites web search may read for this run. */
  search: SearchOptions;
  fingerprints: Fingerprints;
}

/**
 * What a run works from, read the same way when it is quoted, started and executed: its field plans
 * (from the template snapshot and its frozen inputs, or the workspace's current ones for runs
 * recorded before inputs were frozen), the fingerprints of its paid cells, and the products of its file.
 */
export class RunSetup {
  constructor(
    private readonly deps: {
      executor: Pick<ChunkExecutor, 'task'>;
      files: FilesService;
      settings: WorkspaceSettingsService;
      valueLists: ValueListsService;
      assistant: Assistant;
      search: WebSearch;
      signal: AbortSignal;
    },
  ) {}

  async plans(workspaceId: string, snapshot: RunSnapshot): Promise<RunPlans> {
    const settings = snapshot.inputs?.settings ?? (await this.deps.settings.getSettings(workspaceId));
    const lists = new Map<ExtractEntry, { name: string; values: ValueListValue[] } | null>();
    for (const entry of snapshot.entries) if (entry.batch_action === 'EXTRACT') lists.set(entry, await this.valueList(workspaceId, snapshot, entry));
    const plans = planFields(snapshot.entries, settings, (entry) => lists.get(entry) ?? null);
    const search = searchSites(snapshot.search, settings);
    const { assistant } = this.deps;
    const fingerprints = new Fingerprints(plans, {
      sources: snapshot.sources,
      assistant: { provider: assistant.name, model: assistant.model },
      search: { provider: this.deps.search.name, sites: search },
    });
    return { plans, settings, search, fingerprints };
  }

  /** An EXTRACT entry's value list: the run's frozen one (or the workspace's current one), with the name its evidence shows. */
  private async valueList(workspaceId: string, snapshot: RunSnapshot, entry: ExtractEntry): Promise<{ name: string; values: ValueListValue[] } | null> {
    const key = valueListKey(entry);
    if (!key) return null;
    const { inputs } = snapshot;
    const values = inputs ? (inputs.value_lists[key] ?? null) : await liveValueList(this.deps.valueLists, workspaceId, snapshot.templateLists, entry);
    if (!values) return null;
    // A list named by id is shown in a value's evidence by its name.
    const name = entry.value_list ?? (entry.value_list_id && (await this.deps.valueLists.findForRun(workspaceId, entry.value_list_id))?.name) ?? entry.value_list_id ?? '';
    return { name, values };
  }

  /**
   * What a run of a stored file works on (`RunInput`); `rowsOnly` for a run started before products
   * were told from rows (every row its product); `input_unreadable` when it cannot be read.
   */
  async products(workspaceId: string, file: { storedName: string; extension: string }, rowsOnly = false): Promise<RunInput> {
    const ext = file.extension as AcceptedExtension;
    const location = await this.deps.files.localPath(workspaceId, file.storedName);
    if (!location) throw new ApiError('input_unreadable');
    const input = { path: location, fileType: fileTypeOf(ext), extension: ext, rowsOnly };
    const read = await this.deps.executor.task(workspaceId, 'read-input', input).catch((error: unknown) => {
      // Gone from the disk, or the reader died on it: either way the file cannot be read.
      if (this.deps.signal.aborted) throw error;
      throw new ApiError('input_unreadable', `The input file could not be read (${(error as Error).message})`);
    });
    if (!read.ok) throw new ApiError('input_unreadable', `The input file could not be read (${read.code})`);
    return {
      products: read.items.map((item) => item.cells),
      groups: read.items.map((item) => item.product),
      inherited: read.items.map((item) => item.inherited),
      groupProducts: read.products,
      numbers: read.numbers,
    };
  }
}

/**
 * What a run works on, read from its file: what it sells, in file order — each variant, or a product
 * without variants (a run's product number is its place here) — with the product each belongs to and
 * the cells it took from its product row; each product's own cells; the file's decimal marks.
 */
export interface RunInput {
  products: Product[];
  /** By product number, its product: an index into `groupProducts`. */
  groups: number[];
  /** By product number, the columns whose value came from its product row. */
  inherited: string[][];
  /** Each product's own cells: what copy shared by its variants is written from. */
  groupProducts: Product[];
  numbers: NumberConventions;
}

/** The run's products of its first `count` file products (all of them when the file has no variants): whole products only. */
export function firstProducts(input: RunInput, count: number): number {
  const end = input.groups.findIndex((group) => group >= count);
  return end === -1 ? input.products.length : end;
}
