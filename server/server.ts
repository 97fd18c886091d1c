import Fastify, { type FastifyInstance } from 'fastify';
import app, { type ServerOverrides } from './app.ts';
import type { Config } from './config.ts';
import { sharedSerializers, sharedValidators } from './lib/schema-compilers.ts';
import { loggerOptions } from './logger.ts';
import { AccountsService } from './services/accounts.service.ts';
import { bootstrapFirstUser } from './services/bootstrap.ts';

/**
 * Builds the Fastify instance with the app and its first-start bootstrap, ready to listen. Tests
 * pass `overrides` to run the real app on a pool of their own or with a shorter task timeout.
 */
export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<FastifyInstance> {
  const server = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A request whose body never ends is closed (408) once an upload's own limit has had its chance.
    requestTimeout: config.uploadTimeouts.bodyMs + 30_000,
    routerOptions: { maxParamLength: 500 },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers, buildValidator: sharedValidators } },
  });
  await server.register(app, { config, overrides });
  await server.ready();
  await bootstrapFirstUser(new AccountsService(server.store, config.defaultCredits), config, server.log);
  return server;
}
