import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors } from '../../../schemas/common.ts';

const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String(),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
});

/** The signed-in user's API keys (docs/automation.md): made (the key shown once), listed without secrets, revoked. */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api-keys',
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) }),
        response: { 201: Type.Object({ ...ApiKeySchema.properties, key: Type.String() }), ...authenticatedErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.apiKeys.create(request.user.sub, request.body.name)),
  );

  app.get('/api-keys', { schema: { response: { 200: Type.Array(ApiKeySchema), ...authenticatedErrors } } }, async (request) => app.apiKeys.list(request.user.sub));

  app.delete('/api-keys/:id', { schema: { params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 204: Type.Null(), ...authenticatedErrors } } }, async (request, reply) => {
    await app.apiKeys.revoke(request.user.sub, request.params.id);
    return reply.status(204).send(null);
  });
};

export default apiKeyRoutes;
