import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors } from '../../../schemas/common.ts';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name in filename*. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** GET /api/file/results: a result file of a run of this workspace, only one its results list. */
const resultFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/results',
    {
      schema: {
        querystring: Type.Object({ catalog_id: Type.String({ minLength: 1, maxLength: 64 }), file_name: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const file = await app.batches.resultFile(request.user.ws, request.query.catalog_id, request.query.file_name);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', contentDisposition(file.name));
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.content as never);
    },
  );
};

export default resultFileRoutes;
