import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localFiles, postgresFiles } from '../cluster/shared-files.ts';

/**
 * Files every process must reach (uploads, output files, pictures): DATA_DIR alone with one process
 * on SQLite, shared through PostgreSQL in cluster mode (DATABASE_URL).
 */
export default fp(
  async function sharedFilesPlugin(app: FastifyInstance) {
    const { config, postgres } = app;
    app.decorate('sharedFiles', postgres && config.databaseUrl ? postgresFiles(config.dataDir, postgres) : localFiles(config.dataDir));
  },
  { name: 'shared-files', dependencies: ['db'] },
);
