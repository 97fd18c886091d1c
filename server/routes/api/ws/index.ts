import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../../lib/api-error.ts';

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
      const unsubscribe = app.events.subscribe(request.user.ws, socket);
      const expiresInMs = request.user.exp * 1000 - Date.now();
      const expiry = setTimeout(() => socket.close(4001, 'token expired'), Math.max(0, expiresInMs));
      socket.on('close', () => {
        clearTimeout(expiry);
        unsubscribe();
      });
      // The socket only pushes; a client message is not part of the protocol.
      socket.on('message', () => socket.close(1003, 'unexpected message'));
    },
  );
}
