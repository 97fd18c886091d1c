import fs from 'node:fs';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../domain/files.ts';
import type { Config } from './config.ts';
import { loadJwtSecret } from './lib/jwt-secret.ts';
import authPlugin from './plugins/auth.ts';
import batchesPlugin, { type RunnerOverrides } from './plugins/batches.ts';
import catalogConfigsPlugin from './plugins/catalog-configs.ts';
import checkpointsPlugin from './plugins/checkpoints.ts';
import clientPlugin from './plugins/client.ts';
import clusterPlugin from './plugins/cluster.ts';
import creditsPlugin from './plugins/credits.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import eventsPlugin from './plugins/events.ts';
import fieldAssistantPlugin from './plugins/field-assistant.ts';
import filesPlugin from './plugins/files.ts';
import hostsPlugin from './plugins/hosts.ts';
import openApiPlugin from './plugins/openapi.ts';
import type { WorkerPool } from './lib/worker-pool.ts';
import poolPlugin from './plugins/pool.ts';
import settingsPlugin from './plugins/settings.ts';
import sharedFilesPlugin from './plugins/shared-files.ts';
import webhooksPlugin, { type WebhookOverrides } from './plugins/webhooks.ts';
import providerCheckRoutes from './routes/api/provider-checks.ts';
import assistantFileRoutes from './routes/api/assistant/files.ts';
import assistantMappingRoutes from './routes/api/assistant/mapping.ts';
import apiKeyRoutes from './routes/api/auth/api-keys.ts';
import avatarRoutes from './routes/api/auth/avatar.ts';
import authRoutes from './routes/api/auth/index.ts';
import catalogBatchRoutes from './routes/api/catalog-batch/index.ts';
import catalogConfigRoutes from './routes/api/catalog-config/index.ts';
import channelRoutes from './routes/api/channels/index.ts';
import fileRoutes from './routes/api/file/index.ts';
import resultFileRoutes from './routes/api/file/results.ts';
import healthRoutes from './routes/api/health/index.ts';
import subscriptionRoutes from './routes/api/subscription/index.ts';
import valueListRoutes from './routes/api/value-list/index.ts';
import workspaceRoutes from './routes/api/workspace/index.ts';
import webhookRoutes from './routes/api/workspace/webhooks.ts';
import wsRoutes from './routes/api/ws/index.ts';
import './types.ts';

/** What a test may put in place of the app's own parts; the app owns and closes what it is given. */
export interface ServerOverrides {
  pool?: WorkerPool;
  runner?: RunnerOverrides;
  webhooks?: WebhookOverrides;
}

export interface AppOptions {
  config: Config;
  overrides?: ServerOverrides;
  /**
   * The server's own start-up and background duties: sweeping partial uploads, resuming unfinished
   * runs, delivering due webhooks. False in a process that only does one job beside a server that
   * may be running on the same DATA_DIR (the CLI's run).
   */
  housekeeping?: boolean;
}

/**
 * The whole application as one plugin: external plugins, then app plugins, then routes.
 * It never listens; server/main.ts and the tests do.
 */
export default fp(async function fiche(app: FastifyInstance, opts: AppOptions) {
  const { config, overrides = {}, housekeeping = true } = opts;
  app.decorate('config', config);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  await app.register(errorsPlugin);
  await app.register(hostsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
    // A self-hosted instance is often reached over plain HTTP on a LAN; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyJwt, {
    secret: loadJwtSecret(config.jwtSecret, config.dataDir),
    sign: { algorithm: 'HS256' },
    // A token without an expiry, subject, workspace or session is no access token of Fiche's.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'ws', 'sid'] },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  // Size is enforced while streaming; a part past the limit is cut and answered 413 by the files service.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  // Before the routes: the description is built from the routes registered after it.
  await app.register(openApiPlugin);
  await app.register(dbPlugin);
  await app.register(poolPlugin, { pool: overrides.pool });
  await app.register(checkpointsPlugin);
  await app.register(eventsPlugin);
  await app.register(sharedFilesPlugin);
  await app.register(filesPlugin, { sweep: housekeeping });
  await app.register(authPlugin);
  await app.register(settingsPlugin);
  await app.register(fieldAssistantPlugin);
  await app.register(catalogConfigsPlugin);
  await app.register(creditsPlugin);
  await app.register(webhooksPlugin, { ...overrides.webhooks, poll: housekeeping });
  await app.register(batchesPlugin, { ...overrides.runner, resume: housekeeping });
  await app.register(clusterPlugin, { housekeeping });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(avatarRoutes, { prefix: '/api/auth' });
  await app.register(apiKeyRoutes, { prefix: '/api/auth' });
  await app.register(wsRoutes, { prefix: '/api/ws' });
  await app.register(fileRoutes, { prefix: '/api/file' });
  await app.register(assistantFileRoutes, { prefix: '/api/assistant' });
  await app.register(assistantMappingRoutes, { prefix: '/api/assistant' });
  await app.register(providerCheckRoutes, { prefix: '/api' });
  await app.register(catalogConfigRoutes, { prefix: '/api/catalog/config' });
  await app.register(channelRoutes, { prefix: '/api/channels' });
  await app.register(workspaceRoutes, { prefix: '/api/workspace' });
  await app.register(webhookRoutes, { prefix: '/api/workspace' });
  await app.register(valueListRoutes, { prefix: '/api/value-list' });

  await app.register(subscriptionRoutes, { prefix: '/api/subscription' });

  await app.register(catalogBatchRoutes, { prefix: '/api/catalog/batch' });
  await app.register(resultFileRoutes, { prefix: '/api/file' });

  await app.register(clientPlugin);
});
