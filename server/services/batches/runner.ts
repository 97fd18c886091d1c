import type { FastifyBaseLogger } from 'fastify';
import { type Db, writeTransaction } from '../../../db/client.ts';
import { type AcceptedExtension, fileTypeOf } from '../../../domain/files.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { ExtractPlan, FieldPlan, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import type { Assistant } from '../../assistant/types.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { WorkerPool } from '../../plugins/pool.ts';
import type { BatchValuesRepository, StoredCell } from '../../repositories/batch-values.repository.ts';
import type { BatchRow, BatchesRepository, ProductRow } from '../../repositories/batches.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import type { PictureFetch } from './pictures.ts';
import { cellsFromRow, failedCell, failedCells, productCharge, productRefund, valueCell } from './cells.ts';
import { ChunkExecutor, failureCode, type ProductOutcome } from './chunk-executor.ts';
import { BatchEvents } from './events.ts';
import { RunOutputs } from './outputs.ts';
import { planFields, searchSites } from './run-plan.ts';
import { liveValueList, readSnapshot, valueListKey } from './run-snapshot.ts';
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
  values: BatchValuesRepository;
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
  /** Every output field, in order: a first pass computes them all. */
  fields: string[];
  /** Products in this pass, and how many of them are finished. */
  passTotal: number;
  finished: number;
}

/**
 * Executes batch runs: creating → in_progress → finalizing → done | error, and reruns of some cells
 * of a finished run the same way. Each product's cells are persisted as it finishes (with the
 * progress, and the refund of what failed, in one transaction), so a restart resumes from the
 * products still pending and nothing is charged twice.
 */
export class BatchRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly stopping = new AbortController();
  private readonly events: BatchEvents;
  private readonly executor: ChunkExecutor;
  private readonly outputs: RunOutputs;

  constructor(private readonly deps: RunnerDeps) {
    this.events = new BatchEvents(deps.events, deps.batches);
    this.executor = new ChunkExecutor({ pool: deps.pool, signal: this.stopping.signal, log: deps.log, taskTimeoutMs: deps.taskTimeoutMs });
    this.outputs = new RunOutputs({
      batches: deps.batches,
      values: deps.values,
      executor: this.executor,
      resultsDir: deps.resultsDir,
      pictureFetch: deps.pictureFetch,
      signal: this.stopping.signal,
    });
  }

  /** Runs left unfinished by a stop or a crash, oldest first. */
  resumeAll(): void {
    for (const id of this.deps.batches.unfinishedIds()) this.enqueue(id);
  }

  enqueue(batchId: string): void {
    if (this.stopping.signal.aborted) return;
    // A rerun asked for while the run's previous pass is still winding down starts right after it.
    if (this.running.has(batchId)) {
      this.again.add(batchId);
      return;
    }
    const run = this.run(batchId)
      .catch((error) => this.deps.log.error({ err: error, batchId }, 'batch run crashed'))
      .finally(() => {
        this.running.delete(batchId);
        if (this.again.delete(batchId)) this.enqueue(batchId);
      });
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
      const results = await this.outputs.write(batch).catch((error: unknown) => {
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
   * The run ends in error: products not done are recorded failed and refunded (a rerun's keep their
   * previous cells); when the output files could not be written the user gets nothing, so all the
   * run charged is refunded.
   */
  private fail(batch: BatchRow, reason: ErrorCode): void {
    const plans = readSnapshot(batch).entries.map((entry) => ({ output: entry.dest_property, action: entry.batch_action }));
    const allFields = plans.map((plan) => plan.output);
    writeTransaction(this.deps.db, () => {
      const pending = this.deps.batches.products(batch.id).filter((product) => product.status === 'pending');
      let refund = 0;
      for (const product of pending) {
        const fields = new Set(product.pendingFields ?? allFields);
        refund += productCharge(plans, fields);
        // A rerun that could not run leaves the cells it was to recompute as they were.
        if (product.pendingFields) {
          this.deps.batches.saveProduct(batch.id, product.rowIndex, { status: 'done', error: null, attempts: product.attempts });
          continue;
        }
        this.deps.batches.saveProduct(batch.id, product.rowIndex, { status: 'failed', error: reason, attempts: product.attempts });
        this.deps.values.save(batch.id, product.rowIndex, failedCells(fields, reason));
      }
      if (reason === 'output_failed') this.deps.credits.refundAll(batch.workspaceId, batch.id);
      else if (refund > 0) this.deps.credits.refund(batch.workspaceId, refund, batch.id);
    });
    this.setStatus(batch, { status: 'error', error: reason, finishedAt: new Date().toISOString() });
  }

  /** Rewrites a finished run's output files from its stored values, after an edit; downloads wait for it (`outputsReady`). */
  rewriteOutputs(batch: BatchRow): void {
    this.outputs
      .write(batch)
      .then((results) => this.deps.batches.update(batch.id, { results }))
      .catch((error: unknown) => this.deps.log.error({ err: error, batchId: batch.id }, 'output files could not be rewritten'));
  }

  outputsReady(batchId: string): Promise<void> {
    return this.outputs.ready(batchId);
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
      const values = inputs ? (inputs.value_lists[key] ?? null) : liveValueList(this.deps.valueLists, ws, snapshot.templateLists, entry);
      // A list named by id is shown in a value's evidence by its name.
      const name = entry.value_list ?? (entry.value_list_id && this.deps.valueLists.findForRun(ws, entry.value_list_id)?.name) ?? entry.value_list_id ?? '';
      return values ? { name, values } : null;
    });

    const file = this.deps.batches.inputFile(batch);
    if (!file) throw new ApiError('input_unreadable');
    const ext = file.extension as AcceptedExtension;
    const read = await this.executor.task(ws, 'read-input', { path: this.deps.files.pathOf(ws, file.storedName), fileType: fileTypeOf(ext), extension: ext }).catch((error: unknown) => {
      // Gone from the disk, or the reader died on it: either way the file cannot be read.
      if (this.stopping.signal.aborted) throw error;
      throw new ApiError('input_unreadable', `The input file could not be read (${(error as Error).message})`);
    });
    if (!read.ok) throw new ApiError('input_unreadable', `The input file could not be read (${read.code})`);
    const products = read.rows.map((row): Product => Object.fromEntries(read.headers.map((header, i) => [header, row[i] ?? ''])));
    writeTransaction(this.deps.db, () => this.deps.batches.setKeys(batch.id, products.slice(0, batch.nbProducts).map((product) => productKey(product, snapshot.sources))));
    return {
      batch,
      plans,
      rowPlans: plans.filter((plan) => plan.action !== 'GENERATE'),
      sources: snapshot.sources,
      search: searchSites(snapshot.search, settings),
      products,
      fields: plans.map((plan) => plan.output),
      passTotal: batch.passProducts ?? batch.nbProducts,
      finished: 0,
    };
  }

  private async processAll(context: RunContext): Promise<void> {
    const all = this.deps.batches.products(context.batch.id);
    const pending = all.filter((product) => product.status === 'pending');
    context.finished = Math.max(0, context.passTotal - pending.length);
    const chunks: ProductRow[][] = [];
    for (let i = 0; i < pending.length; i += CHUNK_SIZE) chunks.push(pending.slice(i, i + CHUNK_SIZE));
    const work = {
      workspaceId: context.batch.workspaceId,
      rowPlans: context.rowPlans,
      sources: context.sources,
      products: context.products,
      complete: (row: ProductRow, product: Product, rowResult: RowResult) => this.completeProduct(context, product, rowResult, passFields(context, row)),
      settle: (row: ProductRow, outcome: ProductOutcome) => this.record(context, row, outcome),
    };
    let next = 0;
    const lane = async () => {
      while (next < chunks.length) await this.executor.execute(work, chunks[next++] as ProductRow[]);
    };
    await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, lane));
  }

  /**
   * A product's cells for the fields of this pass: what the row gave, then web search for EXTRACT
   * fields it lacked, then GENERATE. A search or an assistant call that fails fails its cells only.
   */
  private async completeProduct(context: RunContext, product: Product, row: RowResult, fields: ReadonlySet<string>): Promise<Record<string, StoredCell>> {
    const cells = cellsFromRow(context.rowPlans, row, fields);
    const signal = this.stopping.signal;
    const { assistant, search } = this.deps;
    const wanted = context.plans.filter((plan): plan is ExtractPlan => plan.action === 'EXTRACT' && fields.has(plan.output) && row.missing.includes(plan.output));
    if (wanted.length > 0 && search.enabled) {
      let failure: ErrorCode = 'search_unavailable';
      try {
        const pages = await search.pages(searchQuery(product, context.sources), context.search, signal);
        failure = 'assistant_unavailable';
        const found = pages.length > 0 ? await assistant.extract({ product, fields: wanted, pages, workspaceId: context.batch.workspaceId }, signal) : {};
        for (const plan of wanted) {
          const page = found[plan.output];
          if (page) cells[plan.output] = valueCell(page.value, { kind: 'web', url: page.url, quote: page.quote });
        }
      } catch (error) {
        if (signal.aborted) throw error;
        this.deps.log.info({ err: error }, 'web extraction failed');
        const code = error instanceof ApiError || failureCode(error) !== 'worker_failed' ? failureCode(error) : failure;
        for (const plan of wanted) cells[plan.output] = failedCell(code);
      }
    }
    const source = { kind: 'generated' as const, provider: assistant.name, model: assistant.model };
    await Promise.all(
      context.plans.map(async (plan) => {
        if (plan.action !== 'GENERATE' || !fields.has(plan.output)) return;
        try {
          const text = await assistant.generate({ tool: plan.tool, product, sources: context.sources, options: plan.options }, signal);
          cells[plan.output] = valueCell(text, source);
        } catch (error) {
          if (signal.aborted) throw error;
          this.deps.log.info({ err: error, field: plan.output }, 'generation failed');
          cells[plan.output] = failedCell(failureCode(error));
        }
      }),
    );
    return cells;
  }

  /** A product's cells, its progress and the refund of what failed: one transaction. */
  private record(context: RunContext, row: ProductRow, outcome: ProductOutcome): void {
    const { batch } = context;
    const fields = passFields(context, row);
    const cells = outcome.status === 'done' ? outcome.cells : failedCells(fields, outcome.error);
    const refund = productRefund(context.plans, fields, cells);
    writeTransaction(this.deps.db, () => {
      this.deps.batches.saveProduct(batch.id, row.rowIndex, { status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null, attempts: outcome.attempts });
      this.deps.values.save(batch.id, row.rowIndex, cells);
      if (refund > 0) this.deps.credits.refund(batch.workspaceId, refund, batch.id);
      context.finished++;
      this.deps.batches.setProgress(batch.id, Math.min(1, context.finished / Math.max(1, context.passTotal)));
    });
    this.events.progress(batch.id);
  }
}

/** The fields a product's pass computes: those a rerun named, else all. */
function passFields(context: RunContext, row: ProductRow): Set<string> {
  return new Set(row.pendingFields ?? context.fields);
}

const pick = (product: Product, columns?: string[]) => (columns ?? []).map((column) => product[column]?.trim()).find(Boolean);

/** What to search the web for: the product's identifiers and name. */
function searchQuery(product: Product, sources: SourceColumns): string {
  return [pick(product, sources.brand), pick(product, sources.product_name) ?? pick(product, sources.partnumber), pick(product, sources.public_identifiers)].filter(Boolean).join(' ');
}

/** How the review grid names a product: its identifier, part number or name. */
function productKey(product: Product, sources: SourceColumns): string | null {
  return (pick(product, sources.public_identifiers) ?? pick(product, sources.partnumber) ?? pick(product, sources.product_name))?.slice(0, 200) ?? null;
}
