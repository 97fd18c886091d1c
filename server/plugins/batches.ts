import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BatchValuesRepository } from '../repositories/batch-values.repository.ts';
import { BatchesRepository } from '../repositories/batches.repository.ts';
import { CellCacheRepository } from '../repositories/cell-cache.repository.ts';
import { BatchesService } from '../services/batches/batches.service.ts';
import { BatchEvents } from '../services/batches/events.ts';
import { sweepTemporary } from '../services/batches/output-temp.ts';
import { RunValuesService } from '../services/batches/run-values.service.ts';
import { BatchRunner, type RunnerDeps } from '../services/batches/runner.ts';

/** Temporary output files older than this were left by a write that died (a write takes seconds). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** What a test may set on the runner: a shorter task timeout. */
export type RunnerOverrides = Pick<RunnerDeps['compute'], 'taskTimeoutMs'>;

/** Batch runs: the runner that executes them (with `resume`, unfinished ones at start) and the service behind /api/catalog/batch. */
export default fp(
  async function batchesPlugin(app: FastifyInstance, opts: RunnerOverrides & { resume: boolean }) {
    const { resume, ...overrides } = opts;
    const { config } = app;
    const clustered = Boolean(app.postgres && config.databaseUrl);
    const repository = new BatchesRepository(app.store);
    const values = new BatchValuesRepository(app.store);
    const cache = new CellCacheRepository(app.store);
    const resultsDir = (batchId: string) => path.join(config.dataDir, 'results', batchId);
    const batchEvents = new BatchEvents(app.events, repository, app.log.child({ module: 'batch-events' }));
    const runner = new BatchRunner({
      records: { store: app.store, batches: repository, values, cache, credits: app.credits },
      compute: { pool: app.pool, assistant: app.assistant, search: app.webSearch, ...overrides },
      inputs: { files: app.files, settings: app.workspaceSettings, valueLists: app.valueLists },
      outputs: {
        resultsDir,
        shared: app.sharedFiles,
        pictureFetch: { allowPrivate: config.allowPrivateFetch, allowedHosts: config.allowedHosts },
        languageOf: async (userId) => (userId ? await app.usersService.findLanguage(userId) : undefined) ?? 'en',
      },
      host: {
        events: batchEvents,
        log: app.log.child({ module: 'batch-runner' }),
        onEnded: (workspaceId, view) => app.webhooks.runEnded(workspaceId, view),
        // The cluster plugin, registered after this one, sets the dispatcher up.
        dispatch: clustered ? (batchId) => app.cluster?.dispatcher.dispatch(batchId) : undefined,
      },
    });
    const batches = new BatchesService(app.store, {
      repository,
      values,
      cache,
      setup: runner.setup,
      resultsDir,
      shared: app.sharedFiles,
      files: app.files,
      configs: app.catalogConfigs,
      credits: app.credits,
      batchEvents,
      settings: app.workspaceSettings,
      valueLists: app.valueLists,
      capabilities: app.capabilities,
      runner,
    });
    const runValues = new RunValuesService(app.store, {
      batches: repository,
      values,
      credits: app.credits,
      events: batchEvents,
      userName: async (userId) => {
        const user = await app.usersService.current(userId);
        return user.name ?? user.email;
      },
      runner,
      currentTemplate: (workspaceId, name) => app.catalogConfigs.find(workspaceId, name),
    });
    app.decorate('batches', batches);
    app.decorate('runValues', runValues);
    app.decorate('batchRunner', runner);
    app.addHook('onReady', async () => {
      const removed = await sweepTemporary(path.join(config.dataDir, 'results'), STALE_TEMPORARY_MS);
      if (removed > 0) app.log.info({ removed }, 'temporary output files left by a killed write removed');
    });
    // In cluster mode the dispatcher's sweep gives unfinished runs back to the workers.
    if (resume && !clustered) app.addHook('onReady', async () => runner.resumeAll());
    // Before the pool is destroyed (onClose): runs stop at their next step and resume on the next start.
    app.addHook('preClose', async () => runner.close());
  },
  { name: 'batches', dependencies: ['db', 'shared-files', 'auth', 'webhooks', 'pool', 'files', 'events', 'credits', 'settings', 'catalog-configs', 'field-assistant'] },
);
