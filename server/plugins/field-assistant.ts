import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalFieldAssistant } from '../assistant/local/field-mapping.ts';

/**
 * The assistant's template help (tools, map_fields, suggest_sources, recommend_value_lists).
 * Only the `local` provider implements it so far; with ASSISTANT_PROVIDER=openai these calls stay
 * local (offline and deterministic) until an openai FieldAssistant exists.
 */
export default fp(
  async function fieldAssistantPlugin(app: FastifyInstance) {
    app.decorate('fieldAssistant', new LocalFieldAssistant());
  },
  { name: 'field-assistant' },
);
