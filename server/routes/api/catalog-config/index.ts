import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../../lib/api-error.ts';
import { authenticatedErrors } from '../../../schemas/common.ts';
import { CatalogConfigSchema, CatalogConfigSummarySchema, ConfigNameParamsSchema, CreateConfigBodySchema, conflictErrors, DuplicateBodySchema, LabelParamsSchema, NameOnlySchema, UpdateConfigBodySchema } from '../../../schemas/catalog-config.ts';

/** Templates (docs/product.md "Catalogue configurations"), scoped to the caller's workspace. */
const catalogConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(CatalogConfigSummarySchema), ...authenticatedErrors } } }, async (request) => app.catalogConfigs.list(request.user.ws));

  app.get('/label/:label', { schema: { params: LabelParamsSchema, response: { 200: Type.Object({ label: Type.String() }), ...authenticatedErrors } } }, async (request) => {
    const { label } = request.params;
    // 200 taken, 404 free: the client's uniqueness check (docs/product.md).
    if (!(await app.catalogConfigs.isLabelTaken(request.user.ws, label))) throw new ApiError('not_found', 'No configuration uses this name.');
    return { label };
  });

  app.get('/:name', { schema: { params: ConfigNameParamsSchema, response: { 200: CatalogConfigSchema, ...authenticatedErrors } } }, async (request) => app.catalogConfigs.get(request.user.ws, request.params.name));

  app.post('/', { schema: { body: CreateConfigBodySchema, response: { 200: NameOnlySchema, ...conflictErrors } } }, async (request) => app.catalogConfigs.create(request.user.ws, request.body));

  app.put('/:name', { schema: { params: ConfigNameParamsSchema, body: UpdateConfigBodySchema, response: { 200: CatalogConfigSchema, ...conflictErrors } } }, async (request) => app.catalogConfigs.update(request.user.ws, request.params.name, request.body));

  app.delete('/:name', { schema: { params: ConfigNameParamsSchema, response: { 200: Type.Object({ deleted: Type.Boolean() }), ...authenticatedErrors } } }, async (request) => app.catalogConfigs.delete(request.user.ws, request.params.name));

  app.post(
    '/from-channel',
    {
      schema: {
        body: Type.Object({
          channel: Type.String({ minLength: 1, maxLength: 64 }),
          label: Type.String({ minLength: 1, maxLength: 200 }),
          input_filename: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        }),
        response: { 200: NameOnlySchema, ...conflictErrors },
      },
    },
    async (request) => app.channelTemplates.create(request.user.ws, request.body),
  );

  app.post('/:name/duplicate', { schema: { params: ConfigNameParamsSchema, body: DuplicateBodySchema, response: { 200: NameOnlySchema, ...conflictErrors } } }, async (request) => app.catalogConfigs.duplicate(request.user.ws, request.params.name, request.body.new_name));
};

export default catalogConfigRoutes;
