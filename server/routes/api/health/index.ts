import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelopeSchema } from '../../../schemas/common.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthcheck',
    {
      config: { public: true },
      schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }), 500: ErrorEnvelopeSchema } },
    },
    async () => {
      app.db.$client.prepare('select 1').get();
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
