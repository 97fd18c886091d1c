import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebhooksService } from '../services/webhooks.service.ts';

/** What a test may set: shorter retry waits, polling and attempt deadline (WEBHOOK_TIMEOUT_SECONDS). */
export interface WebhookOverrides {
  retryDelaysMs?: number[];
  pollMs?: number;
  timeoutMs?: number;
}

/**
 * Workspace webhooks: the service and, with `poll`, its delivery loop started once the server is
 * ready; what is being sent is finished before the app closes.
 */
export default fp(
  async function webhooksPlugin(app: FastifyInstance, opts: WebhookOverrides & { poll: boolean }) {
    const { config } = app;
    const { poll, ...overrides } = opts;
    const service = new WebhooksService(app.store, {
      fetch: { allowPrivate: config.allowPrivateFetch, allowedHosts: config.allowedHosts },
      log: app.log.child({ module: 'webhooks' }),
      timeoutMs: config.webhookTimeoutMs,
      ...overrides,
    });
    app.decorate('webhooks', service);
    if (poll) app.addHook('onReady', async () => service.start());
    app.addHook('preClose', async () => service.close());
  },
  { name: 'webhooks', dependencies: ['db'] },
);
