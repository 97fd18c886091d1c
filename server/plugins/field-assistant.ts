import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAssistant } from '../assistant/index.ts';

/**
 * The assistant of ASSISTANT_PROVIDER, decorated once: `assistant` for the batch runs and, the same
 * object, `fieldAssistant` for the template help routes (tools, map_fields, suggest_sources,
 * recommend_value_lists).
 */
export default fp(
  async function fieldAssistantPlugin(app: FastifyInstance) {
    const assistant = createAssistant(app.config);
    app.decorate('assistant', assistant);
    app.decorate('fieldAssistant', assistant);
  },
  { name: 'field-assistant', decorators: { fastify: ['config'] } },
);
