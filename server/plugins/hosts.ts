import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';

/** Names a request on the machine itself uses (a health check, the operator's browser on the host). */
const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** The name of a Host header, without its port ('[::1]:3000' → '[::1]'). */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * With SERVER_HOSTS set, a request whose Host is another name is refused (421 `host_not_allowed`):
 * a web page on a name its owner points at this server (DNS rebinding) reaches nothing. Unset, any
 * Host is answered. The Host header itself is checked, never X-Forwarded-Host (which Fastify's
 * `hostname` takes behind TRUST_PROXY): any client can send that one.
 */
export default fp(
  async function hostsPlugin(app: FastifyInstance) {
    const allowed = new Set([...app.config.serverHosts, ...LOOPBACK]);
    if (app.config.serverHosts.length === 0) return;
    app.addHook('onRequest', async (request) => {
      if (!allowed.has(hostName(request.headers.host))) throw new ApiError('host_not_allowed');
    });
  },
  { name: 'hosts' },
);
