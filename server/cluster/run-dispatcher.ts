import type { FastifyBaseLogger } from 'fastify';
import type { DbStore } from '../../db/client.ts';
import type { BatchesRepository, BatchRow } from '../repositories/batches.repository.ts';
import { CHUNK_SIZE, type RunInput, sliceOf } from '../lib/run-input.ts';
import type { ChunkJob, RunJobs } from './run-jobs.ts';

/** The fewest products a chunk job is worth. */
const MIN_CHUNK = 5;

/**
 * Products per chunk job: enough chunks for two per job slot of the live workers (a run can use
 * every worker, and the last chunks are short), between MIN_CHUNK and CHUNK_SIZE.
 */
export function chunkSize(products: number, slots: number): number {
  return Math.max(MIN_CHUNK, Math.min(CHUNK_SIZE, Math.ceil(products / (2 * slots))));
}

/**
 * Keeps each unfinished run's jobs in the queue (cluster mode): its pending products not covered
 * by a chunk job get one, and a run with none pending gets its finishing job. Called when a run
 * starts or is re-run, and every little while for all runs, so a job lost between a commit and its
 * sending, or a worker that died finishing a run, is made up for. Dispatching takes the run's lock,
 * so two processes never send the same chunk.
 */
export class RunDispatcher {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      store: DbStore;
      batches: BatchesRepository;
      jobs: RunJobs;
      /** What a run's file holds, parsed once per file (the start's parse, when it started here). */
      inputOf: (batch: BatchRow) => Promise<RunInput>;
      log: FastifyBaseLogger;
    },
  ) {}

  async dispatch(batchId: string): Promise<void> {
    const { store, batches, jobs } = this.deps;
    // The file is read (outside the run's lock) only when there are products to send.
    const input = (await this.uncovered(batchId)).length > 0 ? await this.inputOf(batchId) : null;
    await store.transaction(
      async () => {
        const batch = await batches.byIdAnyWorkspace(batchId);
        if (!batch || batch.status === 'done' || batch.status === 'error') return;
        const pending = await this.pending(batchId);
        if (pending.length === 0) {
          if (!(await jobs.finalizeOpen(batchId))) await jobs.sendFinalize(batchId);
          return;
        }
        const queued = await jobs.openChunkRows(batchId);
        const uncovered = pending.filter((row) => !queued.has(row));
        if (uncovered.length === 0) return;
        const size = chunkSize(uncovered.length, await jobs.liveSlots());
        const chunks: Omit<ChunkJob, 'batchId'>[] = [];
        for (let i = 0; i < uncovered.length; i += size) {
          const rows = uncovered.slice(i, i + size);
          chunks.push({ rows, ...(input ? { input: sliceOf(input, rows) } : {}) });
        }
        await jobs.sendChunks(batchId, chunks, batch.preview);
      },
      { everyone: false, run: batchId },
    );
  }

  private async pending(batchId: string): Promise<number[]> {
    return (await this.deps.batches.products(batchId)).filter((product) => product.status === 'pending').map((product) => product.rowIndex);
  }

  private async uncovered(batchId: string): Promise<number[]> {
    const queued = await this.deps.jobs.openChunkRows(batchId);
    return (await this.pending(batchId)).filter((row) => !queued.has(row));
  }

  /** The run's input, or null when its file cannot be read: its chunks are then sent without, and the worker that takes one fails the run as unreadable. */
  private async inputOf(batchId: string): Promise<RunInput | null> {
    const batch = await this.deps.batches.byIdAnyWorkspace(batchId);
    if (!batch) return null;
    return this.deps.inputOf(batch).catch((error: unknown) => {
      this.deps.log.warn({ err: error, batchId }, 'the run’s file could not be read for its chunks');
      return null;
    });
  }

  /** Looks over every unfinished run now, then every `intervalMs`. */
  start(intervalMs: number): void {
    const sweep = () => void this.dispatchAll().catch((error: unknown) => this.deps.log.error({ err: error }, 'dispatching runs failed'));
    this.timer = setInterval(sweep, intervalMs);
    this.timer.unref();
    sweep();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async dispatchAll(): Promise<void> {
    for (const id of await this.deps.batches.unfinishedIds()) await this.dispatch(id);
  }
}
