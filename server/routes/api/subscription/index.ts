import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors } from '../../../schemas/common.ts';
import { CreditLineSchema, CreditPeriodSchema, PredictionQuerySchema, PredictionSchema, SubscriptionSummarySchema } from '../../../schemas/subscription.ts';

/**
 * The caller's subscription and credits (docs/product.md Subscription). A workspace without an active plan
 * answers 200 with null from /active and /available-credits: the UI shows 'No active subscription'.
 */
const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/active', { schema: { response: { 200: Type.Union([SubscriptionSummarySchema, Type.Null()]), ...authenticatedErrors } } }, async (request) => app.credits.activeSummary(request.user.ws));

  app.get('/available-credits', { schema: { response: { 200: Type.Union([CreditPeriodSchema, Type.Null()]), ...authenticatedErrors } } }, async (request) => app.credits.currentPeriod(request.user.ws));

  app.get('/', { schema: { response: { 200: Type.Array(SubscriptionSummarySchema), ...authenticatedErrors } } }, async (request) => app.credits.list(request.user.ws));

  app.get('/history', { schema: { response: { 200: Type.Array(CreditLineSchema), ...authenticatedErrors } } }, async (request) => app.credits.history(request.user.ws));

  app.get(
    '/used-credits-prediction',
    {
      schema: {
        querystring: PredictionQuerySchema,
        response: { 200: PredictionSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.batches.predict(request.user.ws, request.query),
  );
};

export default subscriptionRoutes;
