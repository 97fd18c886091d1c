import { setMaxListeners } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isTransientDatabaseError } from '../../../db/transient.ts';
import { type BatchStatus, type BatchView, isCompleted } from '../../../domain/batch.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { Product } from '../../../engine/enrich/types.ts';
import type { Assistant } from '../../assistant/types.ts';
import { addToInput, CHUNK_SIZE, type RunInput, type RunInputSlice } from '../../lib/run-input.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import type { BatchChange, BatchRow, ProductRow } from '../../repositories/batches.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import type { FilesService } from '../files.service.ts';
import type { ValueListsService } from '../value-lists.service.ts';
import type { WorkspaceSettingsService } from '../workspace-settings.service.ts';
import { ChunkExecutor, failureCode, type ProductOutcome } from './chunk-executor.ts';
import type { BatchEvents } from './events.ts';
import { RunCopy } from './generated-copy.ts';
import { type OutputPlaces, type RunCells, RunOutputs } from './outputs.ts';
import { ProductCompletion } from './product-completion.ts';
import { type RunContext, RunContexts, runPlan } from './run-context.ts';
import { RunFailure, recordFailure } from './run-failure.ts';
import { RunSetup } from './run-setup.ts';
import { readSnapshot } from './run-snapshot.ts';
import { RunProgress, type RunRecords } from './settlement.ts';
import { toView } from './views.ts';

/** Runs whose context a process keeps between their chunks. */
const CONTEXTS_KEPT = 8;
/** Chunks in flight per run: one in a worker while the other waits on the assistant. */
const CHUNKS_IN_FLIGHT = 2;
/** The first wait before recording a run's failure again, when the store refused it. */
const FAIL_RETRY_MS = 1_000;

export interface RunnerDeps {
  records: RunRecords;
  /** What computes products: the worker pool (each task 30 s unless `taskTimeoutMs`), the assistant, web search. */
  compute: { pool: WorkerPool; assistant: Assistant; search: WebSearch; taskTimeoutMs?: number };
  /** What a run's plans and products are read from (run-setup.ts). */
  inputs: { files: FilesService; settings: WorkspaceSettingsService; valueLists: ValueListsService };
  outputs: OutputPlaces;
  /**
   * Who hears of runs: their events (the services publish through the same one), the log, a run's
   * end (the workspace's webhooks) and, in cluster mode, the job queue runs are handed to (worker
   * processes) instead of being run here.
   */
  host: {
    events: BatchEvents;
    log: FastifyBaseLogger;
    onEnded?: (workspaceId: string, view: BatchView) => Promise<void> | void;
    dispatch?: (batchId: string) => Promise<void> | undefined;
  };
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
  private readonly contexts = new RunContexts(CONTEXTS_KEPT);
  /** Cluster mode: the jobs this process is working on. */
  private readonly jobsInFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private readonly executor: ChunkExecutor;
  private readonly outputs: RunOutputs;
  /** How a run's plans, fingerprints and products are read: shared with the start and the quote. */
  readonly setup: RunSetup;
  private readonly completion: ProductCompletion;
  private readonly records: RunRecords;
  private readonly host: RunnerDeps['host'];

  constructor({ records, compute, inputs, outputs, host }: RunnerDeps) {
    this.records = records;
    this.host = host;
    const signal = this.stopping.signal;
    // Every model call and pool task in flight listens for the stop: dozens at once are expected, not a leak.
    setMaxListeners(0, signal);
    this.executor = new ChunkExecutor({ pool: compute.pool, signal, log: host.log, taskTimeoutMs: compute.taskTimeoutMs });
    this.setup = new RunSetup({ ...inputs, executor: this.executor, assistant: compute.assistant, search: compute.search, signal });
    this.completion = new ProductCompletion({ assistant: compute.assistant, search: compute.search, values: records.values, log: host.log, signal });
    this.outputs = new RunOutputs({ ...outputs, batches: records.batches, values: records.values, files: inputs.files, executor: this.executor, signal });
  }

  /** Runs left unfinished by a stop or a crash, oldest first. */
  async resumeAll(): Promise<void> {
    for (const id of await this.records.batches.unfinishedIds()) this.enqueue(id);
  }

  enqueue(batchId: string): void {
    if (this.stopping.signal.aborted) return;
    if (this.host.dispatch) {
      void this.host.dispatch(batchId)?.catch((error: unknown) => this.host.log.error({ err: error, batchId }, 'the run could not be dispatched; the next sweep will'));
      return;
    }
    // A rerun asked for while the run's previous pass is still winding down starts right after it.
    if (this.running.has(batchId)) {
      this.again.add(batchId);
      return;
    }
    // Its database work gives way to requests': a run's writes never hold up a page.
    const run = this.records.store
      .background(() => this.run(batchId))
      .catch((error) => this.host.log.error({ err: error, batchId }, 'batch run crashed'))
      .finally(() => {
        this.running.delete(batchId);
        if (this.again.delete(batchId)) this.enqueue(batchId);
      });
    this.running.set(batchId, run);
  }

  /** Stops taking work; runs in flight stop at their next step and resume on the next start. */
  async close(): Promise<void> {
    this.stopping.abort();
    this.host.events.close();
    await Promise.allSettled([...this.running.values(), ...this.jobsInFlight]);
  }

  /** Resolves when no run is in flight here, and in cluster mode when no run is unfinished anywhere (tests and benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.running.size > 0 || this.jobsInFlight.size > 0) await Promise.allSettled([...this.running.values(), ...this.jobsInFlight]);
      if (!this.host.dispatch || (await this.records.batches.unfinishedIds()).length === 0) return;
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
    let batch = await this.records.batches.byIdAnyWorkspace(batchId);
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
    let batch = await this.records.batches.byIdAnyWorkspace(batchId);
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
    return (await this.records.batches.settledCount(batchId)) === (await this.records.batches.products(batchId)).length;
  }

  private async finishJob(batchId: string): Promise<void> {
    const batch = await this.records.batches.byIdAnyWorkspace(batchId);
    if (!batch || isEnded(batch)) return;
    if ((await this.records.batches.settledCount(batchId)) < (await this.records.batches.products(batchId)).length) return;
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
    return (await this.records.batches.byIdAnyWorkspace(batch.id)) ?? batch;
  }

  /**
   * The pending products (of `rows` when given), each recorded as it finishes: read from `slice` when
   * the chunk job carries them, else from the file.
   */
  private async compute(batch: BatchRow, rows?: ReadonlySet<number>, slice?: RunInputSlice): Promise<void> {
    const context = await this.contextOf(batch, slice);
    const pending = (await this.records.batches.products(batch.id)).filter((product) => product.status === 'pending' && (!rows || rows.has(product.rowIndex)));
    const { input } = context.plan;
    if (slice) addToInput(input, slice);
    if (pending.some((row) => input.products[row.rowIndex] === undefined)) addToInput(input, await this.inputOf(batch));
    await this.processAll(context, pending);
  }

  /** What the run's file holds (parsed once per file: run-setup.ts); a run started before products were told from rows reads it as rows. */
  async inputOf(batch: BatchRow): Promise<RunInput> {
    const file = await this.records.batches.inputFile(batch);
    if (!file) throw new RunFailure('input_unreadable');
    const rowsOnly = (await this.records.batches.products(batch.id))[0]?.productGroup === null;
    return this.setup.products(batch.workspaceId, file, rowsOnly);
  }

  /** in_progress → finalizing → done: the channel counts, then the output files. */
  private async finish(batch: BatchRow): Promise<void> {
    if (batch.status === 'in_progress') {
      await this.recountIssues(batch.id);
      await this.recountOutcome(batch);
      await this.transition(batch, ['in_progress'], { status: 'finalizing', progress: 1 });
    }
    const results = await this.outputs.write(batch, await this.heldCells(batch)).catch((error: unknown) => {
      if (this.stopping.signal.aborted) throw error;
      throw new RunFailure('output_failed', String((error as Error)?.message ?? error));
    });
    this.stopping.signal.throwIfAborted();
    await this.transition(batch, ['finalizing'], { status: 'done', progress: 1, results, finishedAt: new Date().toISOString() });
    this.contexts.drop(batch.id);
  }

  /** The run's cells as this process recorded them, when it recorded them all (`RunProgress.cellsOfRun`); else its files read the stored ones. */
  private async heldCells(batch: BatchRow): Promise<RunCells | undefined> {
    const context = await this.contexts.held(batch)?.catch(() => undefined);
    return context?.progress.cellsOfRun(batch, await this.records.batches.products(batch.id));
  }

  /** The run ends in error; a store that refuses to record that too (a full disk) is asked again, ever more slowly, until it does. */
  private async failOn(batch: BatchRow, error: unknown): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.host.log.warn({ err: error, batchId: batch.id }, 'batch run failed');
    this.contexts.drop(batch.id);
    for (let wait = FAIL_RETRY_MS; ; wait = Math.min(wait * 2, 60_000)) {
      try {
        return await this.fail(batch, failureCode(error));
      } catch (refused) {
        this.host.log.error({ err: refused, batchId: batch.id }, 'the run’s failure could not be recorded; trying again');
        await delay(wait, undefined, { signal: this.stopping.signal });
      }
    }
  }

  /** The run ends in error (run-failure.ts); the process that moved it tells the browsers. */
  private async fail(batch: BatchRow, reason: ErrorCode): Promise<void> {
    const set = await recordFailure(this.records, batch, reason);
    if (set) await this.announce({ ...batch, ...set });
  }

  /** Rewrites a finished run's output files from its stored values, after an edit; downloads wait for it (`outputsReady`). */
  rewriteOutputs(batch: BatchRow): void {
    void this.outputs
      .write(batch)
      .then((results) => this.records.batches.update(batch.id, { results }))
      .catch((error: unknown) => this.host.log.error({ err: error, batchId: batch.id }, 'output files could not be rewritten'));
  }

  /** The run's channel errors and warnings, counted again from its cells (after a pass or an edit). */
  async recountIssues(batchId: string): Promise<void> {
    const counts = await this.records.values.issueCounts(batchId);
    await this.records.batches.update(batchId, { validationErrors: counts.errors, validationWarnings: counts.warnings });
  }

  /** What the run delivered and cost, counted again from its cells and its credits (at its end, after an edit). */
  async recountOutcome(batch: BatchRow): Promise<void> {
    const fields = new Set(readSnapshot(batch).entries.map((entry) => entry.dest_property));
    const outcome = { values: 0, empty: 0, failed: 0, ...(await this.records.credits.runTotals(batch.workspaceId, batch.id)) };
    for (const { field, status, n } of await this.records.values.counts(batch.id)) {
      if (!fields.has(field)) continue;
      if (status === 'failed') outcome.failed += n;
      else if (status === 'empty') outcome.empty += n;
      else outcome.values += n;
    }
    await this.records.batches.update(batch.id, { outcome });
  }

  outputsReady(batchId: string): Promise<void> {
    return this.outputs.ready(batchId);
  }

  /** Moves the run on from `from`; only the process that moved it tells the browsers and, at its end, the webhooks. */
  private async transition(batch: BatchRow, from: readonly BatchStatus[], set: BatchChange): Promise<void> {
    if (await this.records.batches.transition(batch.id, from, set)) await this.announce({ ...batch, ...set } as BatchRow);
  }

  private async announce(updated: BatchRow): Promise<void> {
    await this.host.events.status(updated);
    if (isEnded(updated)) await this.host.onEnded?.(updated.workspaceId, toView((await this.records.batches.byIdAnyWorkspace(updated.id)) ?? updated));
  }

  /** The context of the run's pass, built once per process and reused by the pass's chunks. */
  private contextOf(batch: BatchRow, slice?: RunInputSlice): Promise<RunContext> {
    return this.contexts.of(batch, () => this.prepare(batch, slice));
  }

  /** A run's context; its products are added as its chunks bring them (`compute`). */
  private async prepare(batch: BatchRow, slice?: RunInputSlice): Promise<RunContext> {
    const snapshot = readSnapshot(batch);
    const plans = await this.setup.plans(batch.workspaceId, snapshot);
    const plan = runPlan(batch, snapshot, plans, slice ?? (await this.inputOf(batch)));
    return {
      plan,
      progress: new RunProgress(this.records, plan, () => this.host.events.progress(batch.id)),
      copy: new RunCopy((requests) => this.executor.task(batch.workspaceId, 'check-copy', requests)),
    };
  }

  private async processAll(context: RunContext, pending: ProductRow[]): Promise<void> {
    const { plan, progress } = context;
    const chunks: ProductRow[][] = [];
    for (let i = 0; i < pending.length; i += CHUNK_SIZE) chunks.push(pending.slice(i, i + CHUNK_SIZE));
    const work = {
      workspaceId: plan.batch.workspaceId,
      rowPlans: plan.rowPlans,
      sources: plan.sources,
      products: plan.input.products,
      numbers: plan.input.numbers,
      complete: (row: ProductRow, product: Product, rowResult: RowResult) => this.completion.complete(context, row, product, rowResult),
      settle: (row: ProductRow, outcome: ProductOutcome) => progress.settle(row, outcome),
    };
    let next = 0;
    const lane = async () => {
      while (next < chunks.length) await this.executor.execute(work, chunks[next++] as ProductRow[]);
    };
    await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, lane));
  }
}

const isEnded = (batch: BatchRow): boolean => isCompleted(batch.status);
