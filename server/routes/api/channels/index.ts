import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHANNEL_IDS, CHANNELS } from '../../../../domain/channels.ts';
import { parseMapping } from '../../../../domain/mapping.ts';
import { ChannelFitSchema } from '../../../schemas/batches.ts';
import { channelViews } from '../../../services/batches/channel-cells.ts';
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

/**
 * GET /api/channels: the channel presets a run can write a file for (docs/channels.md); GET
 * /api/channels/fit: how a template's fields feed each of them.
 */
const channelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(ChannelSchema), ...authenticatedErrors } } }, async () => [...CHANNELS]);

  app.get(
    '/fit',
    {
      schema: {
        querystring: Type.Object({ catalog_config_name: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Array(ChannelFitSchema), ...authenticatedErrors },
      },
    },
    async (request) => {
      const config = await app.catalogConfigs.get(request.user.ws, request.query.catalog_config_name);
      const everyChannel = CHANNEL_IDS.map((value) => ({ type: 'marketplace', value }));
      return channelViews(everyChannel, parseMapping(config.ownFormatMapping).entries);
    },
  );
};

export default channelRoutes;
