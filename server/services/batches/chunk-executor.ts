import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../../domain/errors.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { FieldPlan, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import type { NumberConventions } from '../../../engine/quantities/conventions.ts';
import type { WorkerJob, WorkerJobs } from '../../../workers/jobs.ts';
import { AssistantError } from '../../assistant/types.ts';
import { Semaphore } from '../../lib/semaphore.ts';
import { WorkerError, type WorkerPool } from '../../lib/worker-pool.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';
import type { ProductRow } from '../../repositories/batches.repository.ts';
import { RunFailure } from './run-failure.ts';

/** A chunk task taking longer than this has its worker replaced and its products retried alone. */
const TASK_TIMEOUT_MS = 30_000;
/** A product is tried at most this many times, then recorded failed. */
const MAX_ATTEMPTS = 2;
/** How long a task waits before asking again when its workspace's share of the pool is full. */
const QUEUE_FULL_WAIT_MS = 100;

/**
 * What a failure is called in the run and its output files: Fiche's own code, never a provider's or a
 * library's text (that goes to the log).
 */
export function failureCode(error: unknown): ErrorCode {
  if (error instanceof AssistantError) return error.code;
  // A full disk (the database's or the files'): nothing of the run can be kept.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'output_failed';
  if (error instanceof WorkerError) return error.kind === 'timeout' ? 'worker_timeout' : 'worker_failed';
  if (error instanceof RunFailure) return error.code;
  return 'worker_failed';
}

/** A product's cells for its pass (some may have failed on their own), and the same as computed, before a channel's repairs: what the cache keeps. */
export interface CompletedProduct {
  cells: Record<string, StoredCell>;
  computed: Record<string, StoredCell>;
}

/** A product's pass: its cells, or the whole product failed. */
export type ProductOutcome = ({ status: 'done'; attempts: number } & CompletedProduct) | { status: 'failed'; error: ErrorCode; attempts: number };

/** One run's work on its chunks: the row part in a worker, then the network part, then the outcome. */
export interface ChunkWork {
  workspaceId: string;
  rowPlans: FieldPlan[];
  sources: SourceColumns;
  /** The input file's products, by row index. */
  products: Product[];
  numbers: NumberConventions;
  /** The product's cells for this pass: the network parts (web search, GENERATE) after its row part. */
  complete(row: ProductRow, product: Product, rowResult: RowResult): Promise<CompletedProduct>;
  /** A product's final outcome, to persist. */
  settle(row: ProductRow, outcome: ProductOutcome): Promise<void>;
}

/**
 * Runs pool tasks for batch runs. A workspace's share of the pool being full is a wait, not a
 * failure. A chunk whose task fails has its products retried one task at a time: a product that
 * hangs or kills its worker then holds up only itself, and the others' timeouts do not run while
 * they queue behind it. A product failing `MAX_ATTEMPTS` times is settled failed; recording an
 * outcome that fails ends the chunk with that error.
 */
export class ChunkExecutor {
  constructor(
    private readonly deps: {
      pool: WorkerPool;
      /** Stops waits and retries; a run in flight stops at its next step. */
      signal: AbortSignal;
      log: FastifyBaseLogger;
      /** Per pool task; 30 s unless set. */
      taskTimeoutMs?: number;
    },
  ) {}

  /** A pool task of a workspace; its timeout counts running time only (the pool's rule). */
  async task<J extends WorkerJob>(workspaceId: string, job: J, input: WorkerJobs[J]['input']): Promise<WorkerJobs[J]['output']> {
    for (;;) {
      this.deps.signal.throwIfAborted();
      try {
        return await this.deps.pool.run(job, input, { owner: workspaceId, timeoutMs: this.deps.taskTimeoutMs ?? TASK_TIMEOUT_MS });
      } catch (error) {
        if (!(error instanceof WorkerError && error.kind === 'queue_full')) throw error;
        await new Promise((resolve) => setTimeout(resolve, QUEUE_FULL_WAIT_MS));
      }
    }
  }

  async execute(work: ChunkWork, chunk: readonly ProductRow[]): Promise<void> {
    const { signal, log } = this.deps;
    signal.throwIfAborted();
    const rowTask = (products: Product[]) => this.task(work.workspaceId, 'enrich-chunk', { plans: work.rowPlans, sources: work.sources, numbers: work.numbers, products });
    let chunkResults: RowResult[] | undefined;
    let chunkError: unknown;
    try {
      chunkResults = await rowTask(chunk.map((row) => work.products[row.rowIndex] ?? {}));
    } catch (error) {
      chunkError = error;
      log.warn({ err: error }, 'chunk task failed; its products are retried one by one');
    }
    const retries = new Semaphore(1);
    await Promise.all(
      chunk.map(async (row, index) => {
        const product = work.products[row.rowIndex];
        let attempts = row.attempts;
        let lastError: unknown = product ? undefined : new Error('The product row is missing from the input file');
        let outcome: ProductOutcome | undefined;
        while (product && attempts < MAX_ATTEMPTS && !outcome) {
          attempts++;
          try {
            signal.throwIfAborted();
            let rowResult: RowResult;
            if (attempts === 1 && chunkResults) rowResult = chunkResults[index] as RowResult;
            else if (attempts === 1 && chunkError) throw chunkError;
            else rowResult = (await retries.use(() => rowTask([product]), signal))[0] as RowResult;
            outcome = { status: 'done', ...(await work.complete(row, product, rowResult)), attempts };
          } catch (error) {
            if (signal.aborted) throw error;
            lastError = error;
          }
        }
        if (!outcome) {
          log.info({ err: lastError, row: row.rowIndex }, 'product failed');
          outcome = { status: 'failed', error: failureCode(lastError), attempts };
        }
        // A write that fails (a full disk, a lost database) is the run's failure, not the product's: it is not retried here.
        await work.settle(row, outcome);
      }),
    );
  }
}
