import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
