import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_UPLOAD_BYTES } from '../../../../domain/files.ts';
import { VALUE_LIST_MAX_VALUES, VALUE_LIST_SAMPLE } from '../../../../domain/value-list.ts';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';
import { ValueListCreateSchema, ValueListPageSchema, ValueListReplaceSchema, ValueListSampleSchema, ValueListSummarySchema, ValueListValueSchema } from '../../../schemas/settings.ts';
import { readValueListCsv } from '../../../services/value-lists.service.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const writeErrors = { ...authenticatedErrors, 409: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema };
/** A 20,000-value list with long labels is several megabytes of JSON. */
const LIST_BODY_LIMIT = 16 * 1024 * 1024;

/** Code/label lists of the caller's workspace (docs/product.md Workspace and value lists). */
const valueListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(ValueListSummarySchema), ...authenticatedErrors } } }, async (request) => app.valueLists.list(request.user.ws));

  app.post(
    '/',
    {
      bodyLimit: LIST_BODY_LIMIT,
      schema: { body: ValueListCreateSchema, response: { 201: ValueListSummarySchema, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await app.valueLists.create(request.user.ws, request.body)),
  );

  // A CSV's text (an upload file is at most 5 MB), read into values without storing anything.
  app.post(
    '/read-csv',
    {
      bodyLimit: LIST_BODY_LIMIT,
      schema: {
        body: Type.Object({ text: Type.String({ maxLength: MAX_UPLOAD_BYTES }) }),
        response: { 200: Type.Object({ values: Type.Array(ValueListValueSchema) }), ...authenticatedErrors, 413: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ values: readValueListCsv(request.body.text) }),
  );

  app.get(
    '/:id/sample-and-count',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object({ sample: Type.Integer({ minimum: 0, maximum: 100, default: VALUE_LIST_SAMPLE }) }),
        response: { 200: ValueListSampleSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.valueLists.sample(request.user.ws, request.params.id, request.query.sample),
  );

  app.get(
    '/:id/values',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object({
          offset: Type.Integer({ minimum: 0, default: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: VALUE_LIST_MAX_VALUES, default: VALUE_LIST_MAX_VALUES }),
        }),
        response: { 200: ValueListPageSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.valueLists.page(request.user.ws, request.params.id, request.query.offset, request.query.limit),
  );

  app.put(
    '/:id/values',
    {
      bodyLimit: LIST_BODY_LIMIT,
      schema: { params: IdParams, body: ValueListReplaceSchema, response: { 200: ValueListSummarySchema, ...writeErrors } },
    },
    async (request) => app.valueLists.replace(request.user.ws, request.params.id, request.body),
  );
};

export default valueListRoutes;
