import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhooksService } from '../services/webhooks.service.ts';

/** What a test may set: shorter retry waits and polling. */
export interface WebhookOverrides {
  retryDelaysMs?: number[];
  pollMs?: number;
}

/** Workspace webhooks: the service, its delivery loop started once the server is ready and stopped before it closes. */
export default fp(
  async function webhooksPlugin(app: FastifyInstance, overrides: WebhookOverrides) {
    const { config } = app;
    const service = new WebhooksService(app.db, {
      fetch: { allowPrivate: config.allowPrivateFetch, allowedHosts: config.allowedHosts },
      log: app.log.child({ module: 'webhooks' }),
      ...overrides,
    });
    app.decorate('webhooks', service);
    app.addHook('onReady', async () => service.start());
    app.addHook('preClose', async () => service.close());
  },
  { name: 'webhooks', dependencies: ['db'] },
);
