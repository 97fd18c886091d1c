import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';
import { AssistantCheckService } from '../../../services/assistant-check.service.ts';

const AssistantCheckSchema = Type.Object({
  provider: Type.Union([Type.Literal('local'), Type.Literal('openai')]),
  model: Type.Union([Type.String(), Type.Null()]),
  /** The endpoint asked (openai only), without any credentials. */
  base_url: Type.Union([Type.String(), Type.Null()]),
  ok: Type.Boolean(),
  millis: Type.Integer({ minimum: 0 }),
  /** Fiche's code of the failure and its English text, never the provider's own words. */
  error_code: Type.Union([Type.String(), Type.Null()]),
  error_message: Type.Union([Type.String(), Type.Null()]),
});
/** Settings → "Test the assistant": one tiny request to the configured provider, timed; at most 10 a minute per workspace. */
const assistantCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checks = new AssistantCheckService(app);
  app.post('/check', { schema: { response: { 200: AssistantCheckSchema, ...authenticatedErrors, 429: ErrorEnvelopeSchema } } }, async (request) =>
    checks.check(request.user.ws, request.log),
  );
};

export default assistantCheckRoutes;
