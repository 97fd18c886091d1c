import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectionBudget } from '../cluster/connections.ts';
import { PostgresEventRelay } from '../cluster/event-relay.ts';
import { RunDispatcher } from '../cluster/run-dispatcher.ts';
import { RunJobs } from '../cluster/run-jobs.ts';
import { BatchesRepository } from '../repositories/batches.repository.ts';

/** What cluster mode adds: the job queue and the dispatcher that keeps runs' jobs in it. */
export interface Cluster {
  jobs: RunJobs;
  dispatcher: RunDispatcher;
}

/**
 * Cluster mode (DATABASE_URL): batch runs become pg-boss jobs any worker process takes, and live
 * events travel through LISTEN/NOTIFY (files are shared by the shared-files plugin). One process on
 * SQLite gets none of it (`cluster` null). Registered after the batches plugin: a worker process
 * hands the jobs it takes, once the app is ready, to the batch runner; every process re-dispatches
 * lost jobs.
 */
export default fp(
  async function clusterPlugin(app: FastifyInstance, opts: { housekeeping: boolean }) {
    const { config, postgres } = app;
    if (!postgres || !config.databaseUrl) {
      app.decorate('cluster', null);
      return;
    }
    const log = app.log.child({ module: 'cluster' });
    const relay = new PostgresEventRelay(postgres, config.databaseUrl, app.events, log);
    await relay.start();
    const jobs = new RunJobs({
      connectionString: config.databaseUrl,
      connections: connectionBudget(config.databaseConnections).queue,
      slots: config.role === 'web' ? 0 : config.workerJobs,
      expireInSeconds: config.jobExpireSeconds,
      log,
    });
    await jobs.start();
    const runner = app.batchRunner;
    const dispatcher = new RunDispatcher({ store: app.store, batches: new BatchesRepository(app.store), jobs, inputOf: (batch) => runner.inputOf(batch), log });
    app.decorate('cluster', { jobs, dispatcher });

    app.addHook('onReady', async () => {
      if (config.role !== 'web') {
        await jobs.work(
          {
            chunk: async ({ batchId, rows, input }) => {
              if (await runner.runChunk(batchId, rows, input)) await dispatcher.dispatch(batchId);
            },
            finalize: ({ batchId }) => runner.runFinish(batchId),
          },
          config.workerJobs,
        );
      }
      if (opts.housekeeping) dispatcher.start(Math.min(30, Math.ceil(config.jobExpireSeconds / 2)) * 1000);
    });
    // Work in flight stops at its next step (its products stay pending and are dispatched again),
    // so the queue's graceful stop does not wait for whole chunks.
    app.addHook('preClose', async () => {
      dispatcher.stop();
      await runner.close();
      await jobs.stop();
    });
    app.addHook('onClose', async () => relay.close());
  },
  { name: 'cluster', dependencies: ['db', 'events', 'batches'] },
);
