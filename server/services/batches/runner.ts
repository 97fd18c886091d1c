import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DbStore } from '../../../db/client.ts';
import { isTransientDatabaseError } from '../../../db/transient.ts';
import { type BatchStatus, type BatchView, isCompleted } from '../../../domain/batch.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import type { Language } from '../../../domain/user.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { Product } from '../../../engine/enrich/types.ts';
import { type Assistant, noUsage } from '../../assistant/types.ts';
import type { SharedFiles } from '../../cluster/shared-files.ts';
import { Grouped } from '../../lib/grouped.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import type { BatchValuesRepository } from '../../repositories/batch-values.repository.ts';
import type { BatchChange, BatchesRepository, BatchRow, ProductRow } from '../../repositories/batches.repository.ts';
import type { CellCacheRepository } from '../../repositories/cell-cache.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import type { CreditsService } from '../credits.service.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';
import { runChannel } from './channel-cells.ts';
import { ChunkExecutor, failureCode, type ProductOutcome } from './chunk-executor.ts';
import type { BatchEvents } from './events.ts';
import { RunOutputs } from './outputs.ts';
import type { PictureFetch } from './pictures.ts';
import { ProductCompletion } from './product-completion.ts';
import { passFields, type RunContext } from './run-context.ts';
import { RunFailure, recordFailure } from './run-failure.ts';
import { addToInput, CHUNK_SIZE, emptyInput, type RunInput, type RunInputSlice } from '../../lib/run-input.ts';
import { RunSetup } from './run-setup.ts';
import { readSnapshot } from './run-snapshot.ts';
import { recordSettled } from './settlement.ts';
import { toView } from './views.ts';

/** Runs whose context a process keeps between their chunks. */
const CONTEXTS_KEPT = 8;
/** Products written in one transaction at most: a transaction holds the event loop while it runs (SQLite). */
const SETTLED_AT_ONCE = 5;
/** Chunks in flight per run: one in a worker while the other waits on the assistant. */
const CHUNKS_IN_FLIGHT = 2;
/** The first wait before recording a run's failure again, when the store refused it. */
const FAIL_RETRY_MS = 1_000;

export interface RunnerDeps {
  store: DbStore;
  batches: BatchesRepository;
  values: BatchValuesRepository;
  cache: CellCacheRepository;
  pool: WorkerPool;
  files: FilesService;
  credits: CreditsService;
  /** Run events (the services publish through the same one). */
  events: BatchEvents;
  settings: WorkspaceSettingsService;
  valueLists: ValueListsService;
  assistant: Assistant;
  search: WebSearch;
  resultsDir: (batchId: string) => string;
  /** Output files shared with the other processes (cluster mode). */
  shared: SharedFiles;
  log: FastifyBaseLogger;
  /** Per pool task; 30 s unless set. */
  taskTimeoutMs?: number;
  /** The language of the user who started a run (its files' Error column is written in it); English when unset. */
  languageOf?: (userId: string | null) => Promise<Language>;
  /** How product pictures for the PDF are fetched; none are when unset. */
  pictureFetch?: PictureFetch;
  /** Told when a run ends (done or error): the workspace's webhooks. */
  onEnded?: (workspaceId: string, view: BatchView) => Promise<void> | void;
  /** Cluster mode: runs are handed to the job queue (worker processes) instead of run here. */
  dispatch?: (batchId: string) => Promise<void> | undefined;
}

/**
 * Executes batch runs: creating → in_progress → finalizing → done | error, and reruns of some cells
 * of a finished run the same way. Each product's cells are persisted as it finishes, with the
 * products that finished with it (and the progress, and the refund of what failed) in one
 * transaction, so a restart resumes from the products still pending and nothing is charged twice.
 */
export class BatchRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly contexts = new Map<string, Promise<RunContext>>();
  /** Cluster mode: the jobs this process is working on. */
  private readonly jobsInFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private readonly executor: ChunkExecutor;
  private readonly outputs: RunOutputs;
  /** How a run's plans, fingerprints and products are read: shared with the start and the quote. */
  readonly setup: RunSetup;
  private readonly completion: ProductCompletion;

  constructor(private readonly deps: RunnerDeps) {
    this.executor = new ChunkExecutor({ pool: deps.pool, signal: this.stopping.signal, log: deps.log, taskTimeoutMs: deps.taskTimeoutMs });
    this.setup = new RunSetup({
      executor: this.executor,
      files: deps.files,
      settings: deps.settings,
      valueLists: deps.valueLists,
      assistant: deps.assistant,
      search: deps.search,
      signal: this.stopping.signal,
    });
    this.completion = new ProductCompletion({ assistant: deps.assistant, search: deps.search, values: deps.values, log: deps.log, signal: this.stopping.signal });
    this.outputs = new RunOutputs({ ...deps, executor: this.executor, signal: this.stopping.signal });
  }

  /** Runs left unfinished by a stop or a crash, oldest first. */
  async resumeAll(): Promise<void> {
    for (const id of await this.deps.batches.unfinishedIds()) this.enqueue(id);
  }

  enqueue(batchId: string): void {
    if (this.stopping.signal.aborted) return;
    if (this.deps.dispatch) {
      void this.deps.dispatch(batchId)?.catch((error: unknown) => this.deps.log.error({ err: error, batchId }, 'the run could not be dispatched; the next sweep will'));
      return;
    }
    // A rerun asked for while the run's previous pass is still winding down starts right after it.
    if (this.running.has(batchId)) {
      this.again.add(batchId);
      return;
    }
    // Its database work gives way to requests': a run's writes never hold up a page.
    const run = this.deps.store
      .background(() => this.run(batchId))
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
    this.deps.events.close();
    await Promise.allSettled([...this.running.values(), ...this.jobsInFlight]);
  }

  /** Resolves when no run is in flight here, and in cluster mode when no run is unfinished anywhere (tests and benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.running.size > 0 || this.jobsInFlight.size > 0) await Promise.allSettled([...this.running.values(), ...this.jobsInFlight]);
      if (!this.deps.dispatch || (await this.deps.batches.unfinishedIds()).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Counts a job's work as in flight until it ends. */
  private tracked<T>(work: Promise<T>): Promise<T> {
    this.jobsInFlight.add(work);
    void work.finally(() => this.jobsInFlight.delete(work)).catch(() => {});
    return work;
  }

  /** The whole run in this process (one process, SQLite): its pending products, then its files. */
  private async run(batchId: string): Promise<void> {
    let batch = await this.deps.batches.byIdAnyWorkspace(batchId);
    if (!batch || isEnded(batch)) return;
    try {
      batch = await this.begin(batch);
      if (batch.status === 'in_progress') await this.compute(batch);
      this.stopping.signal.throwIfAborted();
      await this.finish(batch);
    } catch (error) {
      await this.failOn(batch, error);
    }
  }

  /**
   * Cluster mode, a chunk job: the products of `rows` still pending, computed here from what the job
   * carries of them (a job sent without, from the file); answers true when the run has no pending
   * product left (its files can then be written).
   */
  runChunk(batchId: string, rows: readonly number[], slice?: RunInputSlice): Promise<boolean> {
    return this.tracked(this.chunk(batchId, rows, slice));
  }

  /** Cluster mode, the run's last job: its files, once no product is pending. */
  runFinish(batchId: string): Promise<void> {
    return this.tracked(this.finishJob(batchId));
  }

  private async chunk(batchId: string, rows: readonly number[], slice?: RunInputSlice): Promise<boolean> {
    let batch = await this.deps.batches.byIdAnyWorkspace(batchId);
    if (!batch || isEnded(batch)) return false;
    try {
      batch = await this.begin(batch);
      if (batch.status === 'in_progress') await this.compute(batch, new Set(rows), slice);
    } catch (error) {
      // The database away for a while (a lost connection, too many clients): the queue tries the chunk again later, the run goes on.
      if (isTransientDatabaseError(error)) throw error;
      await this.failOn(batch, error);
      return false;
    }
    return (await this.deps.batches.settledCount(batchId)) === (await this.deps.batches.products(batchId)).length;
  }

  private async finishJob(batchId: string): Promise<void> {
    const batch = await this.deps.batches.byIdAnyWorkspace(batchId);
    if (!batch || isEnded(batch)) return;
    if ((await this.deps.batches.settledCount(batchId)) < (await this.deps.batches.products(batchId)).length) return;
    try {
      await this.finish(batch);
    } catch (error) {
      if (isTransientDatabaseError(error)) throw error;
      await this.failOn(batch, error);
    }
  }

  private async begin(batch: BatchRow): Promise<BatchRow> {
    if (batch.status !== 'creating') return batch;
    await this.transition(batch, ['creating'], { status: 'in_progress' });
    return (await this.deps.batches.byIdAnyWorkspace(batch.id)) ?? batch;
  }

  /**
   * The pending products (of `rows` when given), each recorded as it finishes: read from `slice` when
   * the chunk job carries them, else from the file.
   */
  private async compute(batch: BatchRow, rows?: ReadonlySet<number>, slice?: RunInputSlice): Promise<void> {
    const context = await this.contextOf(batch, slice);
    const pending = (await this.deps.batches.products(batch.id)).filter((product) => product.status === 'pending' && (!rows || rows.has(product.rowIndex)));
    if (slice) addToInput(context.input, slice);
    if (pending.some((row) => context.input.products[row.rowIndex] === undefined)) addToInput(context.input, await this.inputOf(batch));
    await this.processAll(context, pending);
  }

  /** What the run's file holds (parsed once per file: run-setup.ts); a run started before products were told from rows reads it as rows. */
  async inputOf(batch: BatchRow): Promise<RunInput> {
    const file = await this.deps.batches.inputFile(batch);
    if (!file) throw new RunFailure('input_unreadable');
    const rowsOnly = (await this.deps.batches.products(batch.id))[0]?.productGroup === null;
    return this.setup.products(batch.workspaceId, file, rowsOnly);
  }

  /** in_progress → finalizing → done: the channel counts, then the output files. */
  private async finish(batch: BatchRow): Promise<void> {
    if (batch.status === 'in_progress') {
      await this.recountIssues(batch.id);
      await this.recountOutcome(batch);
      await this.transition(batch, ['in_progress'], { status: 'finalizing', progress: 1 });
    }
    const results = await this.outputs.write(batch).catch((error: unknown) => {
      if (this.stopping.signal.aborted) throw error;
      throw new RunFailure('output_failed', String((error as Error)?.message ?? error));
    });
    this.stopping.signal.throwIfAborted();
    await this.transition(batch, ['finalizing'], { status: 'done', progress: 1, results, finishedAt: new Date().toISOString() });
    this.contexts.delete(batch.id);
  }

  /** The run ends in error; a store that refuses to record that too (a full disk) is asked again, ever more slowly, until it does. */
  private async failOn(batch: BatchRow, error: unknown): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.deps.log.warn({ err: error, batchId: batch.id }, 'batch run failed');
    this.contexts.delete(batch.id);
    for (let wait = FAIL_RETRY_MS; ; wait = Math.min(wait * 2, 60_000)) {
      try {
        return await this.fail(batch, failureCode(error));
      } catch (refused) {
        this.deps.log.error({ err: refused, batchId: batch.id }, 'the run’s failure could not be recorded; trying again');
        await delay(wait, undefined, { signal: this.stopping.signal });
      }
    }
  }

  /** The run ends in error (run-failure.ts); the process that moved it tells the browsers. */
  private async fail(batch: BatchRow, reason: ErrorCode): Promise<void> {
    const set = await recordFailure(this.deps, batch, reason);
    if (set) await this.announce({ ...batch, ...set });
  }

  /** Rewrites a finished run's output files from its stored values, after an edit; downloads wait for it (`outputsReady`). */
  rewriteOutputs(batch: BatchRow): void {
    void this.outputs
      .write(batch)
      .then((results) => this.deps.batches.update(batch.id, { results }))
      .catch((error: unknown) => this.deps.log.error({ err: error, batchId: batch.id }, 'output files could not be rewritten'));
  }

  /** The run's channel errors and warnings, counted again from its cells (after a pass or an edit). */
  async recountIssues(batchId: string): Promise<void> {
    const counts = await this.deps.values.issueCounts(batchId);
    await this.deps.batches.update(batchId, { validationErrors: counts.errors, validationWarnings: counts.warnings });
  }

  /** What the run delivered and cost, counted again from its cells and its credits (at its end, after an edit). */
  async recountOutcome(batch: BatchRow): Promise<void> {
    const fields = new Set(readSnapshot(batch).entries.map((entry) => entry.dest_property));
    const outcome = { values: 0, empty: 0, failed: 0, ...(await this.deps.credits.runTotals(batch.workspaceId, batch.id)) };
    for (const { field, status, n } of await this.deps.values.counts(batch.id)) {
      if (!fields.has(field)) continue;
      if (status === 'failed') outcome.failed += n;
      else if (status === 'empty') outcome.empty += n;
      else outcome.values += n;
    }
    await this.deps.batches.update(batch.id, { outcome });
  }

  outputsReady(batchId: string): Promise<void> {
    return this.outputs.ready(batchId);
  }

  /** Moves the run on from `from`; only the process that moved it tells the browsers and, at its end, the webhooks. */
  private async transition(batch: BatchRow, from: readonly BatchStatus[], set: BatchChange): Promise<void> {
    if (await this.deps.batches.transition(batch.id, from, set)) await this.announce({ ...batch, ...set } as BatchRow);
  }

  private async announce(updated: BatchRow): Promise<void> {
    await this.deps.events.status(updated);
    if (isEnded(updated)) await this.deps.onEnded?.(updated.workspaceId, toView((await this.deps.batches.byIdAnyWorkspace(updated.id)) ?? updated));
  }

  /** The run's context, built once per process and reused by its chunks. */
  private contextOf(batch: BatchRow, slice?: RunInputSlice): Promise<RunContext> {
    let context = this.contexts.get(batch.id);
    if (!context) {
      context = this.prepare(batch, slice);
      context.catch(() => this.contexts.delete(batch.id));
      this.contexts.set(batch.id, context);
      // A few runs at most are kept: a process serving many runs builds the older ones again.
      if (this.contexts.size > CONTEXTS_KEPT) this.contexts.delete(this.contexts.keys().next().value as string);
    }
    return context;
  }

  /** A run's context; its products are added as its chunks bring them (`compute`). */
  private async prepare(batch: BatchRow, slice?: RunInputSlice): Promise<RunContext> {
    const snapshot = readSnapshot(batch);
    const { plans, settings, search, fingerprints } = await this.setup.plans(batch.workspaceId, snapshot);
    const known: RunInput | RunInputSlice = slice ?? (await this.inputOf(batch));
    const input = emptyInput(known.numbers);
    addToInput(input, known);
    const context: RunContext = {
      batch,
      plans,
      rowPlans: plans.filter((plan) => plan.action !== 'GENERATE'),
      sources: snapshot.sources,
      search,
      input,
      sharedCopy: new Map(),
      fields: plans.map((plan) => plan.output),
      fingerprints,
      useCache: settings.use_cache !== false,
      readColumns: snapshot.readColumns,
      channel: runChannel(batch.destination, snapshot.entries),
      computed: new Map(),
      usage: noUsage(),
      passTotal: batch.passProducts ?? batch.nbProducts,
      settledBefore: batch.nbProducts - (batch.passProducts ?? batch.nbProducts),
      settlements: new Grouped(async (settled) => {
        await recordSettled(this.deps, context, settled);
        this.deps.events.progress(batch.id);
        return undefined;
      }, SETTLED_AT_ONCE),
      copies: new Grouped((requests) => this.executor.task(batch.workspaceId, 'check-copy', requests)),
    };
    return context;
  }

  private async processAll(context: RunContext, pending: ProductRow[]): Promise<void> {
    const chunks: ProductRow[][] = [];
    for (let i = 0; i < pending.length; i += CHUNK_SIZE) chunks.push(pending.slice(i, i + CHUNK_SIZE));
    const work = {
      workspaceId: context.batch.workspaceId,
      rowPlans: context.rowPlans,
      sources: context.sources,
      products: context.input.products,
      numbers: context.input.numbers,
      complete: (row: ProductRow, product: Product, rowResult: RowResult) => this.completion.complete(context, row.rowIndex, product, rowResult, passFields(context, row)),
      settle: (row: ProductRow, outcome: ProductOutcome) => context.settlements.add({ row, outcome }),
    };
    let next = 0;
    const lane = async () => {
      while (next < chunks.length) await this.executor.execute(work, chunks[next++] as ProductRow[]);
    };
    await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, lane));
  }
}

const isEnded = (batch: BatchRow): boolean => isCompleted(batch.status);
