import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';
import { uploadErrors } from '../../../schemas/files.ts';

const UploadsSchema = Type.Object({
  used_bytes: Type.Integer(),
  runs_bytes: Type.Integer(),
  quota_bytes: Type.Integer(),
  files: Type.Array(
    Type.Object({
      name: Type.String(),
      original_name: Type.String(),
      size: Type.Integer(),
      stored_bytes: Type.Integer(),
      runs: Type.Integer(),
      created_at: Type.String(),
    }),
  ),
});

/** The workspace's uploads (docs/product.md; Settings → Uploads lists and deletes them). */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/my_drive', { schema: { response: { 200: Type.Object({ name: Type.String() }), ...uploadErrors } } }, async (request) => app.files.store(request.user.ws, await request.file(), Number(request.headers['content-length']) || undefined));

  app.get('/my_drive', { schema: { response: { 200: UploadsSchema, ...authenticatedErrors } } }, async (request) => app.files.list(request.user.ws));

  app.delete(
    '/my_drive/:name',
    {
      schema: {
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 204: Type.Null(), ...authenticatedErrors, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await app.files.delete(request.user.ws, request.params.name);
      return reply.status(204).send(null);
    },
  );
};

export default fileRoutes;
