import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AVATAR_MAX_BYTES } from '../../../../domain/avatar.ts';
import { authenticatedErrors } from '../../../schemas/common.ts';
import { uploadErrors } from '../../../schemas/files.ts';
import { CurrentUserSchema } from './index.ts';

/**
 * The signed-in user's own profile picture: PUT a PNG, JPEG or WebP (multipart `file`, ≤ 512 KB),
 * GET it back, DELETE it. No route takes a user id, so no one reads another user's picture.
 */
const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/me/avatar', { schema: { response: { 200: CurrentUserSchema, ...uploadErrors } } }, async (request) => app.avatars.save(request.user.sub, await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } })));

  app.delete('/me/avatar', { schema: { response: { 200: CurrentUserSchema, ...authenticatedErrors } } }, async (request) => app.avatars.remove(request.user.sub));

  app.get(
    '/me/avatar',
    {
      schema: {
        // `v` only makes a new picture a new address; any version answers the current picture.
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const picture = await app.avatars.read(request.user.sub);
      reply.header('content-type', picture.contentType);
      reply.header('cache-control', 'private, no-cache');
      return reply.send(fs.createReadStream(picture.path) as never);
    },
  );
};

export default avatarRoutes;
