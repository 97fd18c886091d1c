import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, writeTransaction } from '../../../db/client.ts';
import { type AcceptedExtension, fileTypeOf } from '../../../domain/files.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { ExtractPlan, FieldPlan, OutputValue, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import type { OutputFile } from '../../../workers/jobs.ts';
import type { Assistant } from '../../assistant/types.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { WorkerPool } from '../../plugins/pool.ts';
import type { BatchRow, BatchesRepository, ProductRow } from '../../repositories/batches.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import { type PictureFetch, productPictures } from './pictures.ts';
import { ChunkExecutor, failureCode, type ProductOutcome } from './chunk-executor.ts';
import { BatchEvents } from './events.ts';
import { planFields, searchSites } from './run-plan.ts';
import { liveValueList, readSnapshot, valueListKey } from './run-snapshot.ts';
import { labelOf } from './views.ts';
import type { CreditsService } from '../credits.service.ts';
import type { EventHub } from '../event-hub.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';

/** Products per pool task. */
const CHUNK_SIZE = 25;
/** Chunks in flight per run: one in a worker while the other waits on the assistant. */
const CHUNKS_IN_FLIGHT = 2;

export interface RunnerDeps {
  db: Db;
  batches: BatchesRepository;
  pool: WorkerPool;
  files: FilesService;
  credits: CreditsService;
  events: EventHub;
  settings: WorkspaceSettingsService;
  valueLists: ValueListsService;
  assistant: Assistant;
  search: WebSearch;
  resultsDir: (batchId: string) => string;
  log: FastifyBaseLogger;
  /** Per pool task; 30 s unless set. */
  taskTimeoutMs?: number;
  /** How product pictures for the PDF are fetched; none are when unset. */
  pictureFetch?: PictureFetch;
}

/** What a run needs, built once from its template snapshot, the workspace settings and the file. */
interface RunContext {
  batch: BatchRow;
  plans: FieldPlan[];
  rowPlans: FieldPlan[];
  sources: SourceColumns;
  search: { blacklist: string[]; whitelist: string[] };
  products: Product[];
  /** Credits one product costs (the run's cost spread evenly), refunded when it fails. */
  perProduct: number;
  finished: number;
}

/**
 * Executes batch runs: creating → in_progress → finalizing → done | error. Each product's result is
 * persisted as it finishes (with the progress, and the refund when it failed, in one transaction), so
 * a restart resumes from the products still pending and nothing is charged twice.
 */
export class BatchRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly events: BatchEvents;
  private readonly executor: ChunkExecutor;

  constructor(private readonly deps: RunnerDeps) {
    this.events = new BatchEvents(deps.events, deps.batches);
    this.executor = new ChunkExecutor({ pool: deps.pool, signal: this.stopping.signal, log: deps.log, taskTimeoutMs: deps.taskTimeoutMs });
  }

  /** Runs left unfinished by a stop or a crash, oldest first. */
  resumeAll(): void {
    for (const id of this.deps.batches.unfinishedIds()) this.enqueue(id);
  }

  enqueue(batchId: string): void {
    if (this.running.has(batchId) || this.stopping.signal.aborted) return;
    const run = this.run(batchId)
      .catch((error) => this.deps.log.error({ err: error, batchId }, 'batch run crashed'))
      .finally(() => this.running.delete(batchId));
    this.running.set(batchId, run);
  }

  /** Stops taking work; runs in flight stop at their next step and resume on the next start. */
  async close(): Promise<void> {
    this.stopping.abort();
    this.events.close();
    await Promise.allSettled(this.running.values());
  }

  /** Resolves when no run is in flight (tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled(this.running.values());
  }

  private async run(batchId: string): Promise<void> {
    let batch = this.deps.batches.byIdAnyWorkspace(batchId);
    if (!batch || batch.status === 'done' || batch.status === 'error') return;
    try {
      if (batch.status === 'creating') batch = this.setStatus(batch, { status: 'in_progress' });
      if (batch.status === 'in_progress') {
        const context = await this.prepare(batch);
        await this.processAll(context);
        this.stopping.signal.throwIfAborted();
        batch = this.setStatus(this.deps.batches.byIdAnyWorkspace(batchId) ?? batch, { status: 'finalizing', progress: 1 });
      }
      const results = await this.writeOutputs(batch).catch((error: unknown) => {
        if (this.stopping.signal.aborted) throw error;
        throw new ApiError('output_failed', String((error as Error)?.message ?? error));
      });
      this.stopping.signal.throwIfAborted();
      this.setStatus(batch, { status: 'done', progress: 1, results, finishedAt: new Date().toISOString() });
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      this.deps.log.warn({ err: error, batchId }, 'batch run failed');
      this.fail(batch, failureCode(error));
    }
  }

  /**
   * The run ends in error: products not done are recorded failed and refunded; when the output files
   * could not be written the user gets nothing, so the whole run is refunded.
   */
  private fail(batch: BatchRow, reason: ErrorCode): void {
    const perProduct = batch.nbProducts > 0 ? Math.floor(batch.cost / batch.nbProducts) : 0;
    writeTransaction(this.deps.db, () => {
      const pending = this.deps.batches.products(batch.id).filter((product) => product.status === 'pending');
      for (const product of pending) {
        this.deps.batches.saveProduct(batch.id, product.rowIndex, { status: 'failed', output: null, error: reason, attempts: product.attempts });
      }
      const refund = reason === 'output_failed' ? batch.cost : perProduct * pending.length;
      if (refund > 0) this.deps.credits.refund(batch.workspaceId, refund, batch.id);
    });
    this.setStatus(batch, { status: 'error', error: reason, finishedAt: new Date().toISOString() });
  }

  private setStatus(batch: BatchRow, set: Parameters<BatchesRepository['update']>[1]): BatchRow {
    this.deps.batches.update(batch.id, set);
    const updated = { ...batch, ...set } as BatchRow;
    this.events.status(updated);
    return updated;
  }

  private async prepare(batch: BatchRow): Promise<RunContext> {
    const ws = batch.workspaceId;
    const snapshot = readSnapshot(batch);
    const { inputs } = snapshot;
    const settings = inputs?.settings ?? this.deps.settings.getSettings(ws);
    const plans = planFields(snapshot.entries, settings, (entry) => {
      const key = valueListKey(entry);
      if (!key) return null;
      return inputs ? (inputs.value_lists[key] ?? null) : liveValueList(this.deps.valueLists, ws, snapshot.templateLists, entry);
    });

    const file = this.deps.batches.inputFile(batch);
    if (!file) throw new ApiError('input_unreadable');
    const ext = file.extension as AcceptedExtension;
    const read = await this.executor.task(ws, 'read-input', { path: this.deps.files.pathOf(ws, file.storedName), fileType: fileTypeOf(ext), extension: ext });
    if (!read.ok) throw new ApiError('input_unreadable', `The input file could not be read (${read.code})`);
    const products = read.rows.map((row) => Object.fromEntries(read.headers.map((header, i) => [header, row[i] ?? ''])));
    return {
      batch,
      plans,
      rowPlans: plans.filter((plan) => plan.action !== 'GENERATE'),
      sources: snapshot.sources,
      search: searchSites(snapshot.search, settings),
      products,
      perProduct: batch.nbProducts > 0 ? Math.floor(batch.cost / batch.nbProducts) : 0,
      finished: 0,
    };
  }

  private async processAll(context: RunContext): Promise<void> {
    const all = this.deps.batches.products(context.batch.id);
    const pending = all.filter((product) => product.status === 'pending');
    context.finished = all.length - pending.length;
    const chunks: ProductRow[][] = [];
    for (let i = 0; i < pending.length; i += CHUNK_SIZE) chunks.push(pending.slice(i, i + CHUNK_SIZE));
    const work = {
      workspaceId: context.batch.workspaceId,
      rowPlans: context.rowPlans,
      sources: context.sources,
      products: context.products,
      complete: (product: Product, row: RowResult) => this.completeProduct(context, product, row),
      settle: (rowIndex: number, outcome: ProductOutcome) => this.record(context, rowIndex, outcome),
    };
    let next = 0;
    const lane = async () => {
      while (next < chunks.length) await this.executor.execute(work, chunks[next++] as ProductRow[]);
    };
    await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, lane));
  }

  /** The network parts of a product: web search for EXTRACT fields the row lacked, then GENERATE. */
  private async completeProduct(context: RunContext, product: Product, row: RowResult): Promise<Record<string, OutputValue>> {
    const values = { ...row.values };
    const signal = this.stopping.signal;
    if (row.missing.length > 0 && this.deps.search.enabled) {
      const fields = context.plans.filter((plan): plan is ExtractPlan => plan.action === 'EXTRACT' && row.missing.includes(plan.output));
      try {
        const pages = await this.deps.search.pages(searchQuery(product, context.sources), context.search, signal);
        if (pages.length > 0) Object.assign(values, await this.deps.assistant.extract({ product, fields, pages, workspaceId: context.batch.workspaceId }, signal));
      } catch (error) {
        // The search engine down or a page refused: the row-only values stand.
        if (signal.aborted) throw error;
        this.deps.log.info({ err: error }, 'web search failed; row-only extraction kept');
      }
    }
    await Promise.all(
      context.plans.map(async (plan) => {
        if (plan.action !== 'GENERATE') return;
        values[plan.output] = await this.deps.assistant.generate({ tool: plan.tool, product, sources: context.sources, options: plan.options }, signal);
      }),
    );
    return values;
  }

  /** A product's outcome, its progress and, when it failed, its refund: one transaction. */
  private record(context: RunContext, rowIndex: number, outcome: ProductOutcome): void {
    const { batch } = context;
    const saved = outcome.status === 'done' ? { ...outcome, error: null } : { ...outcome, output: null };
    writeTransaction(this.deps.db, () => {
      this.deps.batches.saveProduct(batch.id, rowIndex, saved);
      if (outcome.status === 'failed' && context.perProduct > 0) this.deps.credits.refund(batch.workspaceId, context.perProduct, batch.id);
      context.finished++;
      this.deps.batches.setProgress(batch.id, Math.min(1, context.finished / Math.max(1, batch.nbProducts)));
    });
    this.events.progress(batch.id);
  }

  private async writeOutputs(batch: BatchRow): Promise<OutputFile[]> {
    const { entries, format, delimiter, sources } = readSnapshot(batch);
    const columns = entries.map((entry) => entry.dest_property);
    const products = this.deps.batches.products(batch.id).map((product) => {
      const output = (product.output ?? {}) as Record<string, OutputValue>;
      return { values: columns.map((column) => output[column] ?? null), error: product.status === 'failed' ? (product.error ?? 'failed') : null };
    });
    const pictures = await productPictures(products, entries, sources, this.deps.pictureFetch, this.stopping.signal);
    const baseName = `${batch.catalogConfigName.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'catalog'}-${batch.id.slice(0, 8)}`;
    return this.executor.task(batch.workspaceId, 'write-outputs', {
      dir: this.deps.resultsDir(batch.id),
      baseName,
      title: `${labelOf(batch)} — ${path.parse(batch.inputFilename).name}`,
      format,
      delimiter,
      columns,
      products: products.map((product, i) => ({ ...product, picture: pictures[i] })),
    });
  }
}

/** What to search the web for: the product's identifiers and name. */
function searchQuery(product: Product, sources: SourceColumns): string {
  const pick = (columns?: string[]) => (columns ?? []).map((column) => product[column]?.trim()).find(Boolean);
  return [pick(sources.brand), pick(sources.product_name) ?? pick(sources.partnumber), pick(sources.public_identifiers)].filter(Boolean).join(' ');
}
