import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogConfigsService } from '../services/catalog-configs.service.ts';
import { ChannelTemplatesService } from '../services/channel-templates.service.ts';

/** Templates: the service the template routes and the batch engine (`getForRun`) share. */
export default fp(
  async function catalogConfigsPlugin(app: FastifyInstance) {
    const configs = new CatalogConfigsService(app.store, app.capabilities);
    app.decorate('catalogConfigs', configs);
    app.decorate('channelTemplates', new ChannelTemplatesService({ configs, files: app.files, fieldAssistant: app.fieldAssistant }));
  },
  { name: 'catalog-configs', dependencies: ['db', 'files', 'field-assistant'] },
);
