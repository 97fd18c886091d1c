import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../../db/client.ts';

/** The one SQLite connection: opened and migrated at start, closed last. */
export default fp(
  async function dbPlugin(app: FastifyInstance) {
    const db = openDatabase(path.join(app.config.dataDir, 'fiche.db'));
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      db.$client.close();
    });
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
