import type { FastifyBaseLogger } from 'fastify';
import type { DbStore } from '../../db/client.ts';
import type { BatchesRepository } from '../repositories/batches.repository.ts';
import { CHUNK_SIZE } from '../services/batches/runner.ts';
import type { RunJobs } from './run-jobs.ts';

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
    private readonly deps: { store: DbStore; batches: BatchesRepository; jobs: RunJobs; log: FastifyBaseLogger },
  ) {}

  async dispatch(batchId: string): Promise<void> {
    const { store, batches, jobs } = this.deps;
    await store.transaction(async () => {
      const batch = await batches.byIdAnyWorkspace(batchId);
      if (!batch || batch.status === 'done' || batch.status === 'error') return;
      const pending = (await batches.products(batchId)).filter((product) => product.status === 'pending').map((product) => product.rowIndex);
      if (pending.length === 0) {
        if (!(await jobs.finalizeOpen(batchId))) await jobs.sendFinalize(batchId);
        return;
      }
      const queued = await jobs.openChunkRows(batchId);
      const uncovered = pending.filter((row) => !queued.has(row));
      if (uncovered.length === 0) return;
      const size = chunkSize(uncovered.length, await jobs.liveSlots());
      const chunks: number[][] = [];
      for (let i = 0; i < uncovered.length; i += size) chunks.push(uncovered.slice(i, i + size));
      await jobs.sendChunks(batchId, chunks, batch.preview);
    }, { everyone: false, run: batchId });
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
