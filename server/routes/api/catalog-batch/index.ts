import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AcceptValueSchema, BatchPageSchema, BatchSchema, BatchSnapshotSchema, EditValueSchema, OptionSchema, RerunPredictionSchema, RerunSchema, StartBatchSchema, ValueCellSchema, ValuesPageSchema, ValuesQuerySchema } from '../../../schemas/batches.ts';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';
import { DATE_RANGE_OPTIONS, STATUS_OPTIONS } from '../../../services/batches/filters.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Batch runs of the caller's workspace (docs/product.md Catalogue batches). */
const catalogBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        body: StartBatchSchema,
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
        response: { 201: BatchSchema, ...authenticatedErrors, 409: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const batch = await app.batches.start(request.user.ws, request.user.sub, request.body, request.headers['idempotency-key']);
      return reply.status(201).send(batch);
    },
  );

  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({
          // Bounded: a huge offset is a mistake (or a probe), never a page.
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
          order_by: Type.Literal('start_date', { default: 'start_date' }),
          order_direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
          filters: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: { 200: BatchPageSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.batches.list(request.user.ws, request.query),
  );

  app.get('/filters/statuses', { schema: { response: { 200: Type.Array(OptionSchema), ...authenticatedErrors } } }, async () => STATUS_OPTIONS);
  app.get('/filters/date-ranges', { schema: { response: { 200: Type.Array(OptionSchema), ...authenticatedErrors } } }, async () => DATE_RANGE_OPTIONS);
  app.get('/filters/catalog-configs', { schema: { response: { 200: Type.Array(Type.String()), ...authenticatedErrors } } }, async (request) => app.batches.configNames(request.user.ws));

  app.get('/filters/catalog-config-options', { schema: { response: { 200: Type.Array(OptionSchema), ...authenticatedErrors } } }, async (request) => app.batches.configOptions(request.user.ws));

  app.get('/notifications/count', { schema: { response: { 200: Type.Object({ count: Type.Integer(), gaps: Type.Integer() }), ...authenticatedErrors } } }, async (request) => app.batches.notificationsCount(request.user.ws));

  app.get(
    '/poll/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: BatchSnapshotSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.batches.snapshot(request.user.ws, request.params.id),
  );

  app.post('/dismiss/:id', { schema: { params: IdParams, response: { 200: BatchSchema, ...authenticatedErrors } } }, async (request) => app.batches.markSeen(request.user.ws, request.params.id));

  app.get('/:id', { schema: { params: IdParams, response: { 200: BatchSchema, ...authenticatedErrors } } }, async (request) => app.batches.view(request.user.ws, request.params.id));

  app.get('/:id/values', { schema: { params: IdParams, querystring: ValuesQuerySchema, response: { 200: ValuesPageSchema, ...authenticatedErrors } } }, async (request) => app.runValues.page(request.user.ws, request.params.id, request.query));

  app.patch('/:id/values', { schema: { params: IdParams, body: EditValueSchema, response: { 200: ValueCellSchema, ...authenticatedErrors, 409: ErrorEnvelopeSchema } } }, async (request) => app.runValues.edit(request.user.ws, request.user.sub, request.params.id, request.body));

  app.post('/:id/values/accept', { schema: { params: IdParams, body: AcceptValueSchema, response: { 200: ValueCellSchema, ...authenticatedErrors, 409: ErrorEnvelopeSchema } } }, async (request) => app.runValues.accept(request.user.ws, request.user.sub, request.params.id, request.body));

  app.post('/:id/rerun/prediction', { schema: { params: IdParams, body: RerunSchema, response: { 200: RerunPredictionSchema, ...authenticatedErrors } } }, async (request) => app.runValues.predict(request.user.ws, request.params.id, request.body));

  app.post('/:id/rerun', { schema: { params: IdParams, body: RerunSchema, response: { 200: BatchSchema, ...authenticatedErrors, 409: ErrorEnvelopeSchema } } }, async (request) => app.runValues.rerun(request.user.ws, request.params.id, request.body));

  app.delete('/:id', { schema: { params: IdParams, response: { 200: Type.Object({ deleted: Type.Boolean() }), ...authenticatedErrors, 409: ErrorEnvelopeSchema } } }, async (request) => {
    await app.batches.delete(request.user.ws, request.params.id);
    return { deleted: true };
  });
};

export default catalogBatchRoutes;
