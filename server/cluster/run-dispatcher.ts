import type { FastifyBaseLogger } from 'fastify';
import type { DbStore } from '../../db/client.ts';
import type { BatchesRepository } from '../repositories/batches.repository.ts';
import { CHUNK_SIZE } from '../services/batches/runner.ts';
import type { RunJobs } from './run-jobs.ts';

/**
 * Keeps each unfinished run's jobs in the queue (cluster mode): its pending products not covered
 * by a chunk job get one, and a run with none pending gets its finishing job. Called when a run
 * starts or is re-run, and every little while for all runs, so a job lost between a commit and its
 * sending, or a worker that died finishing a run, is made up for. Dispatching takes the database's
 * write lock, so two processes never send the same chunk.
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
      const chunks: number[][] = [];
      for (let i = 0; i < uncovered.length; i += CHUNK_SIZE) chunks.push(uncovered.slice(i, i + CHUNK_SIZE));
      await jobs.sendChunks(batchId, chunks, batch.preview);
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
