import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../domain/webhook.ts';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';

const EventSchema = Type.Unsafe<WebhookEvent>({ type: 'string', enum: WEBHOOK_EVENTS });
const WebhookSchema = Type.Object({ id: Type.String(), url: Type.String(), events: Type.Array(EventSchema), created_at: Type.String() });
/** The only answers that hold the secret: creation and rotation. */
const CreatedWebhookSchema = Type.Object({ ...WebhookSchema.properties, secret: Type.String() });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The workspace's webhooks (their secret given only when made or renewed) and their recent deliveries (docs/automation.md). */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/webhooks', { schema: { response: { 200: Type.Array(WebhookSchema), ...authenticatedErrors } } }, async (request) => app.webhooks.list(request.user.ws));

  app.post(
    '/webhooks',
    {
      schema: {
        body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }), events: Type.Array(EventSchema, { minItems: 1, maxItems: 3 }) }),
        response: { 201: CreatedWebhookSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.webhooks.create(request.user.ws, request.body)),
  );

  // A leaked key must not take over the signatures: only a signed-in member renews a secret.
  app.post('/webhooks/:id/secret', { config: { sessionOnly: true }, schema: { params: IdParams, response: { 200: CreatedWebhookSchema, ...authenticatedErrors, 403: ErrorEnvelopeSchema } } }, async (request) => app.webhooks.rotateSecret(request.user.ws, request.params.id));

  app.delete('/webhooks/:id', { schema: { params: IdParams, response: { 204: Type.Null(), ...authenticatedErrors } } }, async (request, reply) => {
    await app.webhooks.delete(request.user.ws, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        params: IdParams,
        response: {
          200: Type.Array(Type.Object({ id: Type.String(), event: Type.String(), status: Type.String(), attempts: Type.Integer(), last_result: Type.Union([Type.String(), Type.Null()]), created_at: Type.String() })),
          ...authenticatedErrors,
        },
      },
    },
    async (request) => app.webhooks.deliveries(request.user.ws, request.params.id),
  );
};

export default webhookRoutes;
