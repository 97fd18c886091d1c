import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';

/** Names a request on the machine itself uses (a health check, the operator's browser on the host). */
const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];

/**
 * With SERVER_HOSTS set, a request whose Host is another name is refused (421 `host_not_allowed`):
 * a web page on a name its owner points at this server (DNS rebinding) reaches nothing. Unset, any
 * Host is answered.
 */
export default fp(
  async function hostsPlugin(app: FastifyInstance) {
    const allowed = new Set([...app.config.serverHosts, ...LOOPBACK]);
    if (app.config.serverHosts.length === 0) return;
    app.addHook('onRequest', async (request) => {
      if (!allowed.has(request.hostname.toLowerCase())) throw new ApiError('host_not_allowed');
    });
  },
  { name: 'hosts' },
);
