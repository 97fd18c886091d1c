import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { type DbStore, isForeignKeyViolation, isUniqueViolation } from '../../../db/client.ts';
import type { BatchPage, BatchSnapshot, BatchView, RunInputs, RunNotifications, StartBatchRequest, StoredRunSnapshot } from '../../../domain/batch.ts';
import { fillMessage } from '../../../domain/cell-issues.ts';
import { CHANNEL_IDS, channelById } from '../../../domain/channels.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { type AnalysisResult, FIELD_GROUPS } from '../../../domain/files.ts';
import { type MappingEntry, parseMapping, runCost } from '../../../domain/mapping.ts';
import type { Prediction, PredictionQuery } from '../../../domain/subscription.ts';
import type { CatalogConfig } from '../../../domain/template.ts';
import { fitColumns } from '../../../engine/template-fit.ts';
import type { SharedFiles } from '../../cluster/shared-files.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import { firstProducts } from '../../lib/run-input.ts';
import type { BatchValuesRepository } from '../../repositories/batch-values.repository.ts';
import type { BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import type { CellCacheRepository } from '../../repositories/cell-cache.repository.ts';
import type { CapabilitiesService } from '../capabilities.service.ts';
import type { CatalogConfigsService } from '../catalog-configs.service.ts';
import type { CreditsService } from '../credits.service.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';
import { applyChannel, runChannel } from './channel-cells.ts';
import type { BatchEvents } from './events.ts';
import { parseBatchFilters } from './filters.ts';
import { resultFile, resultsFolder } from './outputs.ts';
import { describedProducts } from './product-completion.ts';
import { quoteRun } from './quote.ts';
import { RunFailure } from './run-failure.ts';
import type { RunSetup } from './run-setup.ts';
import { liveValueList, parseSnapshot, storedSnapshot, valueListKey } from './run-snapshot.ts';
import { snapshotOf, toView } from './views.ts';

/** The columns of an analysed file. */
const fileColumns = (analysis: AnalysisResult): string[] => FIELD_GROUPS.flatMap((group) => analysis.about_products[group] ?? []);

/** Batch runs of a workspace: the start rules, the listing and the actions on a run (docs/product.md). */
export class BatchesService {
  readonly batches: BatchesRepository;

  constructor(
    private readonly store: DbStore,
    private readonly deps: {
      repository: BatchesRepository;
      /** Where a run's output files live, and how they are shared with the other processes. */
      resultsDir: (batchId: string) => string;
      shared: SharedFiles;
      files: FilesService;
      configs: CatalogConfigsService;
      credits: CreditsService;
      batchEvents: BatchEvents;
      settings: WorkspaceSettingsService;
      valueLists: ValueListsService;
      capabilities: Pick<CapabilitiesService, 'assertMappingWritable'>;
      values: BatchValuesRepository;
      cache: CellCacheRepository;
      /** How a run's plans and products are read, as the runner reads them. */
      setup: Pick<RunSetup, 'plans' | 'products'>;
      /** Executes a run once it is recorded; its output files, once every write asked for is done. */
      runner: { enqueue(batchId: string): void; outputsReady(batchId: string): Promise<void> };
    },
  ) {
    this.batches = deps.repository;
  }

  /**
   * Checks every start rule on the server (template and file of this workspace, destination,
   * products limit from the server's own analysis, credits), then records the run, its products and
   * the credit debit in one transaction. A repeated Idempotency-Key answers the run it started.
   */
  async start(workspaceId: string, userId: string, input: StartBatchRequest, idempotencyKey?: string): Promise<BatchView> {
    if (idempotencyKey) {
      const existing = await this.batches.findByIdempotencyKey(workspaceId, idempotencyKey);
      if (existing) return toView(existing);
    }
    const config = await this.deps.configs.getForRun(workspaceId, input.catalog_config_name);
    if (input.destination.length === 0) throw new ApiError('bad_request', 'Choose a destination');
    // Every channel asked for gets its file: one the server cannot write refuses the start, never dropped.
    const unknown = input.destination.find((entry) => entry.type === 'marketplace' && !channelById(entry.value));
    if (unknown) {
      throw new ApiError('marketplace_not_available', `There is no channel “${unknown.value ?? ''}”; choose one of ${CHANNEL_IDS.join(', ')}`);
    }
    const analysis = await this.deps.files.analyse(workspaceId, input.input_filename);
    if (analysis.is_file_above_products_limit) throw new ApiError('file_above_products_limit');
    const file = await this.deps.files.stored(workspaceId, input.input_filename);
    await this.deps.files.refuseFullStorage(workspaceId);
    const fit = fitColumns(parseMapping(config.ownFormatMapping).entries, fileColumns(analysis));
    if (fit.copiesNothing) {
      const params = { columns: fit.missing.join(', ') };
      throw new ApiError('template_columns_missing', fillMessage(ERROR_MESSAGES.template_columns_missing, params), undefined, params);
    }
    const { entries } = fit;
    if (entries.length === 0) throw new ApiError('bad_request', 'The template has no output fields');
    await this.deps.capabilities.assertMappingWritable(workspaceId, entries);
    // The run reads the file's own column names: a template saved on a file whose headers differ in case still copies.
    const fitted = { ...config, ownFormatMapping: entries };
    const snapshot = storedSnapshot(fitted, await this.runInputs(workspaceId, fitted, entries));
    const { quote, nbProducts, products, numbers, groups } = await this.quoteFile(workspaceId, snapshot, file, analysis.nb_products_found, input.sample_size);
    const described = await describedProducts(products, parseSnapshot(snapshot).sources);
    const runProducts = described.map((product, index) => ({ ...product, group: groups[index] as number }));
    const id = randomUUID();
    let row: BatchRow;
    try {
      row = await this.store.transaction(async () => {
        const again = idempotencyKey ? await this.batches.findByIdempotencyKey(workspaceId, idempotencyKey) : undefined;
        if (again) return again;
        const created = await this.batches.insert(
          {
            id,
            workspaceId,
            userId,
            catalogConfigName: input.catalog_config_name,
            configSnapshot: snapshot,
            fileId: file.id,
            inputFilename: file.originalName,
            inputStoredName: file.storedName,
            inputDelimiter: analysis.delimiter ?? input.input_delimiter ?? null,
            destination: input.destination.map((entry) => ({ type: entry.type, value: entry.value ?? null })),
            nbProducts,
            cost: quote.required_credits,
            preview: input.sample_size !== undefined,
            cachedCells: quote.cached_cells,
            idempotencyKey: idempotencyKey ?? null,
          },
          runProducts,
        );
        const channel = runChannel(input.destination, entries);
        for (const [rowIndex, reused] of quote.reused) {
          // Cells from the cache are held to this run's channel like computed ones.
          if (channel) applyChannel(channel, reused.cells, new Set(), numbers);
          await this.deps.values.save(created.id, rowIndex, reused.cells);
          await this.batches.setRemaining(created.id, rowIndex, reused.remaining);
        }
        await this.deps.credits.debit(workspaceId, quote.required_credits, created.id);
        return created;
      });
    } catch (error) {
      const existing = idempotencyKey && isUniqueViolation(error) ? await this.batches.findByIdempotencyKey(workspaceId, idempotencyKey) : undefined;
      if (existing) return toView(existing);
      // The upload was deleted while the run started: nothing was recorded nor debited.
      if (isForeignKeyViolation(error)) throw new ApiError('file_not_found');
      throw error;
    }
    if (row.id === id) {
      this.deps.batchEvents.updated(row);
      this.deps.runner.enqueue(row.id);
    }
    return toView(row);
  }

  /**
   * GET /api/subscription/used-credits-prediction: exactly what a start would charge. With the file
   * the run will read, cells the cache holds are counted (and free); without it, every cell is.
   */
  async predict(workspaceId: string, query: PredictionQuery): Promise<Prediction> {
    const config = await this.deps.configs.getForRun(workspaceId, query.catalog_config_name);
    const { entries } = parseMapping(config.ownFormatMapping);
    if (query.input_filename === undefined) {
      if (query.nb_products_to_process === undefined) throw new ApiError('bad_request', 'Give nb_products_to_process or input_filename');
      const nbProducts = Math.min(query.sample_size ?? Number.POSITIVE_INFINITY, query.nb_products_to_process ?? 0);
      const paid = entries.filter((entry) => entry.batch_action !== 'COPY').length;
      return { required_credits: runCost(nbProducts, entries), cached_cells: 0, charged_cells: nbProducts * paid, nb_products: nbProducts, columns: { missing: [], renamed: [] } };
    }
    const analysis = await this.deps.files.analyse(workspaceId, query.input_filename);
    const file = await this.deps.files.stored(workspaceId, query.input_filename);
    const fit = fitColumns(entries, fileColumns(analysis));
    const fitted = { ...config, ownFormatMapping: fit.entries };
    const snapshot = storedSnapshot(fitted, await this.runInputs(workspaceId, fitted, fit.entries));
    const { quote, nbProducts } = await this.quoteFile(workspaceId, snapshot, file, analysis.nb_products_found, query.sample_size);
    return {
      required_credits: quote.required_credits,
      cached_cells: quote.cached_cells,
      charged_cells: quote.charged_cells,
      nb_products: nbProducts,
      columns: { missing: fit.missing, renamed: fit.renamed },
    };
  }

  /** The workspace settings and value lists a run started now reads, frozen into its snapshot. */
  private async runInputs(workspaceId: string, config: CatalogConfig, entries: readonly MappingEntry[]): Promise<RunInputs> {
    const templateLists = config.about.value_lists ?? {};
    const inputs: RunInputs = { settings: await this.deps.settings.getSettings(workspaceId), value_lists: {} };
    for (const entry of entries) {
      if (entry.batch_action !== 'EXTRACT') continue;
      const key = valueListKey(entry);
      if (key && !(key in inputs.value_lists)) inputs.value_lists[key] = await liveValueList(this.deps.valueLists, workspaceId, templateLists, entry);
    }
    return inputs;
  }

  /**
   * The quote of a run of `snapshot` on the file's first products (all, or the sample: whole products
   * with their variants); `nbProducts` is how many run products (variants, or products without) that is.
   */
  private async quoteFile(workspaceId: string, snapshot: StoredRunSnapshot, file: { storedName: string; extension: string }, found: number, sampleSize?: number) {
    const setup = await this.deps.setup.plans(workspaceId, parseSnapshot(snapshot));
    const input = await this.deps.setup.products(workspaceId, file).catch(async (error: unknown) => {
      if (!(error instanceof RunFailure)) throw error;
      // An upload deleted since it was checked is not found, not unreadable.
      await this.deps.files.stored(workspaceId, file.storedName);
      throw new ApiError(error.code);
    });
    const nbProducts = firstProducts(input, Math.min(found, sampleSize ?? Number.POSITIVE_INFINITY));
    const lookup = setup.settings.use_cache ? (fingerprints: string[]) => this.deps.cache.find(workspaceId, fingerprints) : null;
    return {
      quote: await quoteRun(setup, input, nbProducts, lookup),
      nbProducts,
      products: input.products.slice(0, nbProducts),
      numbers: input.numbers,
      groups: input.groups.slice(0, nbProducts),
    };
  }

  async list(workspaceId: string, query: { offset?: number; limit?: number; order_direction?: 'asc' | 'desc'; filters?: string }): Promise<BatchPage> {
    const filters = parseBatchFilters(query.filters);
    const { rows, total } = await this.batches.list(workspaceId, filters, {
      offset: query.offset ?? 0,
      limit: query.limit ?? 10,
      direction: query.order_direction ?? 'desc',
    });
    return { data: rows.map(toView), total };
  }

  async get(workspaceId: string, id: string): Promise<BatchRow> {
    const row = await this.batches.findById(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  /** GET /api/catalog/batch/{id}: the run as the API answers it. */
  async view(workspaceId: string, id: string): Promise<BatchView> {
    return toView(await this.get(workspaceId, id));
  }

  /** GET /api/catalog/batch/poll/{id}: what a `batch.updated` event would carry now. */
  async snapshot(workspaceId: string, id: string): Promise<BatchSnapshot> {
    return snapshotOf(await this.get(workspaceId, id));
  }

  configNames(workspaceId: string): Promise<string[]> {
    return this.batches.configNames(workspaceId);
  }

  configOptions(workspaceId: string): Promise<{ value: string; label: string }[]> {
    return this.batches.configOptions(workspaceId);
  }

  /** GET /api/catalog/batch/notifications/count: the runs that ended and are not seen yet (the bell). */
  notificationsCount(workspaceId: string): Promise<RunNotifications> {
    return this.batches.newRuns(workspaceId);
  }

  /** Marks a run seen (downloaded_once) and pushes the new bell count. */
  async markSeen(workspaceId: string, id: string): Promise<BatchView> {
    const row = await this.get(workspaceId, id);
    if (!row.downloadedOnce) {
      await this.batches.setDownloaded(workspaceId, id);
      const updated = { ...row, downloadedOnce: true };
      this.deps.batchEvents.updated(updated);
      await this.deps.batchEvents.count(workspaceId);
      return toView(updated);
    }
    return toView(row);
  }

  /** Deletes a completed run (done or error) and its result files; a run still going is 409. */
  async delete(workspaceId: string, id: string): Promise<void> {
    const row = await this.get(workspaceId, id);
    if (row.status !== 'done' && row.status !== 'error') {
      throw new ApiError('conflict', 'Only a completed catalogue (done or error) can be deleted');
    }
    await this.batches.delete(workspaceId, id);
    fs.rmSync(this.deps.resultsDir(id), { recursive: true, force: true });
    await this.deps.shared.remove(resultsFolder(id));
    await this.deps.batchEvents.count(workspaceId);
  }

  /**
   * A result file of a run of this workspace, only when listed in its results, as its values are now
   * (after a rewrite in progress), read as it is sent; marks the run seen.
   */
  async resultFile(workspaceId: string, id: string, fileName: string): Promise<{ content: Readable; name: string; contentType: string }> {
    const row = await this.batches.findById(workspaceId, id);
    const listed = row?.results.find((result) => result.name === fileName);
    if (!row || !listed) throw new ApiError('file_not_found');
    await this.deps.runner.outputsReady(row.id);
    const content = await this.deps.shared.open(resultFile(row.id, listed.name));
    if (!content) throw new ApiError('file_not_found');
    await this.markSeen(workspaceId, id).catch((error: unknown) => {
      content.destroy();
      throw error;
    });
    return { content, name: listed.name, contentType: listed.content_type };
  }
}
