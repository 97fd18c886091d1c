import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FilesService } from '../services/files.service.ts';

/** Uploaded files: the service, and at start (`sweep`) the sweep of what a crash left behind. */
export default fp(
  async function filesPlugin(app: FastifyInstance, opts: { sweep: boolean }) {
    const files = new FilesService(app.store, app.config.dataDir, app.pool, app.log, app.config.uploadTimeouts, app.sharedFiles, app.config.storageQuotaBytes);
    if (opts.sweep) await files.sweep();
    app.decorate('files', files);
  },
  { name: 'files', dependencies: ['db', 'pool', 'shared-files'] },
);
