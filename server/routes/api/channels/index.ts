import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHANNELS } from '../../../../domain/channels.ts';
import { authenticatedErrors } from '../../../schemas/common.ts';

const ChannelFieldSchema = Type.Object({
  name: Type.String(),
  required: Type.Boolean(),
  max_length: Type.Optional(Type.Integer()),
  type: Type.Optional(Type.String()),
  allowed: Type.Optional(Type.Array(Type.String())),
});

const ChannelSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  file_format: Type.String(),
  delimiter: Type.String(),
  fields: Type.Array(ChannelFieldSchema),
});

/** GET /api/channels: the channel presets a run can write a file for (docs/channels.md). */
const channelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(ChannelSchema), ...authenticatedErrors } } }, async () => [...CHANNELS]);
};

export default channelRoutes;
