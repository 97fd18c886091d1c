import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { workspaces } from '../../../../db/schema.ts';
import { ErrorEnvelopeSchema } from '../../../schemas/common.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthcheck',
    {
      config: { public: true },
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }), 500: ErrorEnvelopeSchema } },
    },
    async () => {
      // Any query both dialects answer: the database is reachable.
      await app.store.run((db) => db.select({ id: workspaces.id }).from(workspaces).limit(1));
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
