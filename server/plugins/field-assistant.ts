import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAssistant } from '../assistant/index.ts';
import { createSearch } from '../search/index.ts';
import { CapabilitiesService } from '../services/capabilities.service.ts';

/**
 * The providers, chosen once from the configuration: the assistant of ASSISTANT_PROVIDER, decorated
 * as `assistant` for the batch runs and, the same object, `fieldAssistant` for the template help
 * routes; the web search of SEARCH_PROVIDER; and `capabilities`, what they can do together.
 */
export default fp(
  async function fieldAssistantPlugin(app: FastifyInstance) {
    const assistant = createAssistant(app.config, app.pool);
    const search = createSearch(app.config);
    app.decorate('assistant', assistant);
    app.decorate('fieldAssistant', assistant);
    app.decorate('webSearch', search);
    app.decorate('capabilities', new CapabilitiesService({ assistant, search, settings: app.workspaceSettings }));
  },
  { name: 'field-assistant', dependencies: ['settings', 'pool'], decorators: { fastify: ['config', 'pool'] } },
);
