import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { uploadErrors } from '../../../schemas/files.ts';

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/my_drive',
    { schema: { response: { 200: Type.Object({ name: Type.String() }), ...uploadErrors } } },
    async (request) => app.files.store(request.user.ws, await request.file()),
  );
};

export default fileRoutes;
