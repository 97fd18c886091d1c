import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorEnvelopeSchema } from '../schemas/common.ts';
import { apiKeyRefusal } from './auth.ts';

/**
 * What the routes' schemas leave to the hooks, written into the document (never into the routes): a
 * public route needs no token; a route that refuses API keys answers them 403; any may answer 421
 * `host_not_allowed` (SERVER_HOSTS).
 */
function described({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  if (!url.startsWith('/api')) return { schema, url };
  const response: Record<string, unknown> = { ...((schema?.response as Record<string, unknown> | undefined) ?? {}), 421: ErrorEnvelopeSchema };
  if (apiKeyRefusal(url, route.config)) response[403] ??= ErrorEnvelopeSchema;
  return { schema: { ...schema, response, ...(route.config?.public ? { security: [] } : {}) }, url };
}

/**
 * The API described for machines and people (docs/automation.md): an OpenAPI 3.1 document built
 * from every route's schemas — request, responses, the error envelope — at GET /api/openapi.json,
 * rendered at /api/docs. Both are public: the description holds no data.
 */
export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Fiche API', version: '1', description: 'Catalogue enrichment: files, templates, runs, values, channels. Authenticate with a session access token or an API key (Bearer).' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: described,
    });
    // The page's routes are marked public like any other public route (the auth gate reads the mark).
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
