import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../../lib/api-error.ts';

/** How often an open socket checks that its session still stands (revocations by another process). */
const SESSION_RECHECK_MS = 30_000;

/** A page of another site must not open a socket with a user's token. */
function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new ApiError('forbidden');
  }
  if (host !== request.headers.host) throw new ApiError('forbidden');
}

export default async function wsRoutes(app: FastifyInstance) {
  app.get(
    '/',
    {
      websocket: true,
      schema: { querystring: Type.Object({ token: Type.Optional(Type.String()) }) },
      preValidation: async (request) => checkOrigin(request),
    },
    (socket, request) => {
      const claims = request.user;
      const unsubscribe = app.events.subscribe(claims.ws, socket);
      const expiresInMs = claims.exp * 1000 - Date.now();
      const expiry = setTimeout(() => socket.close(4001, 'token expired'), Math.max(0, expiresInMs));
      // Signed out here: closed at once. Revoked elsewhere (the CLI's user:passwd): at the next check.
      const offRevoked = app.authService.onRevoked((sessionId) => sessionId === claims.sid && socket.close(4001, 'signed out'));
      const recheckSession = async () => {
        if ((await app.authService.sessionWorkspace(claims)) === undefined) socket.close(4001, 'session ended');
      };
      const recheck = setInterval(() => void recheckSession().catch((error: unknown) => request.log.error({ err: error }, 'session check failed')), SESSION_RECHECK_MS);
      socket.on('close', () => {
        clearTimeout(expiry);
        clearInterval(recheck);
        offRevoked();
        unsubscribe();
      });
      // The socket only pushes; a client message is not part of the protocol.
      socket.on('message', () => socket.close(1003, 'unexpected message'));
    },
  );
}
