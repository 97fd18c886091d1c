import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkerJob } from '../../workers/jobs.ts';
import type { Config } from '../config.ts';
import { WorkerPool } from '../lib/worker-pool.ts';

/**
 * What a process's threads load as they start: a worker process writes runs (its first chunk and its
 * first output files would otherwise wait seconds for their code), a web process analyses uploads and
 * reads a run's file for its quote, one process on its own starts with the analysis (its first upload).
 */
const PRELOADED: Record<Config['role'], WorkerJob[]> = {
  all: ['analyse-file'],
  web: ['analyse-file', 'read-input'],
  worker: ['enrich-chunk', 'check-copy', 'write-outputs'],
};

/**
 * The worker pool (a given one, else sized by WORKERS or one thread less than the cores, at least
 * two: a workspace runs on all threads but one, so another's request always finds one); destroyed
 * on close.
 */
export default fp(
  async function poolPlugin(app: FastifyInstance, opts: { pool?: WorkerPool }) {
    const threads = Math.max(2, app.config.workers ?? os.availableParallelism() - 1);
    const pool =
      opts.pool ??
      new WorkerPool({
        threads,
        // Four tasks for each thread a workspace may run on.
        maxPerOwner: Math.max(4, (threads - 1) * 4),
        preload: PRELOADED[app.config.role],
        warm: app.config.warmWorkers,
        onError: (error) => app.log.error({ err: error }, 'worker thread failed'),
      });
    app.decorate('pool', pool);
    app.addHook('onClose', async () => pool.destroy());
  },
  { name: 'pool', decorators: { fastify: ['config'] } },
);
