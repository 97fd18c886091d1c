import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogConfigsService } from '../services/catalog-configs.service.ts';

/** Templates: the service the template routes and the batch engine (`getForRun`) share. */
export default fp(
  async function catalogConfigsPlugin(app: FastifyInstance) {
    app.decorate('catalogConfigs', new CatalogConfigsService(app.db, app.capabilities));
  },
  { name: 'catalog-configs', dependencies: ['db', 'field-assistant'] },
);
