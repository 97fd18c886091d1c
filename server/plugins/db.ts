import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, sqliteStore } from '../../db/client.ts';
import { openPostgres } from '../../db/postgres.ts';
import { connectionBudget, IDLE_CONNECTION_MS } from '../cluster/connections.ts';

/**
 * The store every repository uses, opened and migrated at start, closed last: PostgreSQL when
 * DATABASE_URL is set (its pool is `postgres`, for cluster mode's queue, events and files),
 * otherwise the SQLite file DATA_DIR/fiche.db (`postgres` is null).
 */
export default fp(
  async function dbPlugin(app: FastifyInstance) {
    const { databaseUrl, dataDir } = app.config;
    if (databaseUrl) {
      const { store, pool } = await openPostgres(databaseUrl, {
        max: connectionBudget(app.config.databaseConnections).store,
        idleMs: IDLE_CONNECTION_MS,
        onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection was lost'),
      });
      app.decorate('store', store);
      app.decorate('postgres', pool);
      app.decorate('sqlite', null);
      app.addHook('onClose', async () => pool.end());
      return;
    }
    const db = openDatabase(path.join(dataDir, 'fiche.db'));
    app.decorate('store', sqliteStore(db));
    app.decorate('postgres', null);
    app.decorate('sqlite', db.$client);
    app.addHook('onClose', async () => {
      db.$client.close();
    });
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
