import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../schemas/common.ts';
import { ProviderChecksService } from '../../services/provider-checks.service.ts';

/** Fiche's code of a failure and its English text, never the provider's own words. */
const failure = {
  error_code: Type.Union([Type.String(), Type.Null()]),
  error_message: Type.Union([Type.String(), Type.Null()]),
};
const AssistantCheckSchema = Type.Object({
  provider: Type.Union([Type.Literal('local'), Type.Literal('openai')]),
  model: Type.Union([Type.String(), Type.Null()]),
  /** The endpoint asked (openai only), without any credentials. */
  base_url: Type.Union([Type.String(), Type.Null()]),
  ok: Type.Boolean(),
  millis: Type.Integer({ minimum: 0 }),
  ...failure,
});
const SearchCheckSchema = Type.Object({
  provider: Type.Union([Type.Literal('none'), Type.Literal('searxng')]),
  /** The engine asked (searxng only), without any credentials. */
  url: Type.Union([Type.String(), Type.Null()]),
  ok: Type.Boolean(),
  millis: Type.Integer({ minimum: 0 }),
  /** How many results the test query gave. */
  results: Type.Integer({ minimum: 0 }),
  ...failure,
});
const checkErrors = { ...authenticatedErrors, 429: ErrorEnvelopeSchema };

/**
 * Settings → "Test the assistant" and "Test the search": one tiny request to the configured provider,
 * timed; at most 10 a minute per workspace, of each.
 */
const providerCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const checks = new ProviderChecksService(app);
  app.post('/assistant/check', { schema: { response: { 200: AssistantCheckSchema, ...checkErrors } } }, async (request) => checks.assistant(request.user.ws, request.log));
  app.post('/search/check', { schema: { response: { 200: SearchCheckSchema, ...checkErrors } } }, async (request) => checks.search(request.user.ws, request.log));
};

export default providerCheckRoutes;
