import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, sqliteStore } from '../../db/client.ts';

/** The one SQLite connection (`db`, for the operator's backup and tests) and the store over it that repositories use: opened and migrated at start, closed last. */
export default fp(
  async function dbPlugin(app: FastifyInstance) {
    const db = openDatabase(path.join(app.config.dataDir, 'fiche.db'));
    app.decorate('db', db);
    app.decorate('store', sqliteStore(db));
    app.addHook('onClose', async () => {
      db.$client.close();
    });
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
