import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';
import { loadJwtSecret } from '../lib/jwt-secret.ts';
import { API_KEY_PREFIX, ApiKeysService } from '../services/api-keys.service.ts';
import { ACCESS_TOKEN_TTL_SECONDS, AuthService } from '../services/auth.service.ts';
import { AvatarsService } from '../services/avatars.service.ts';
import { UsersService } from '../services/users.service.ts';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  // Browsers cannot set headers on a WebSocket, so the socket alone carries its token in the query.
  if (request.ws) return (request.query as { token?: string }).token;
  return undefined;
}

/**
 * Why a route refuses API keys (403 `forbidden`), if it does: a key may do what its user does, except
 * manage keys (a leaked key must not make more) and what a route marks `sessionOnly`.
 */
export function apiKeyRefusal(url: string, config: FastifyContextConfig | undefined): string | undefined {
  if (url.startsWith('/api/auth/api-keys')) return 'API keys cannot manage API keys; sign in.';
  if (config?.sessionOnly) return 'This needs a signed-in member, not an API key.';
  return undefined;
}

/**
 * Authenticates every /api route not marked public: a valid HS256 access token (with its expiry)
 * whose session is still open, or an active API key (`fiche_…`); the request then acts in its
 * user's current workspace. Anything else
 * is 401 `unauthorized`. The decision is taken on the route the router matched, never on the raw
 * URL, so '/%61pi/…', '//api/…' or '/API/…' meet the same check as '/api/…'.
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorate(
      'authService',
      new AuthService(
        app.store,
        (claims) => app.jwt.sign(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS }),
        // Already loaded (or generated) by app.ts for @fastify/jwt: the same secret, read again.
        loadJwtSecret(app.config.jwtSecret, app.config.dataDir),
      ),
    );

    app.decorate('usersService', new UsersService(app.store));
    app.decorate('avatars', new AvatarsService(app.store, app.config.dataDir, app.usersService, app.sharedFiles));

    app.decorate('apiKeys', new ApiKeysService(app.store));

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (route === undefined || !route.startsWith('/api') || request.routeOptions.config.public) return;
      const token = bearerToken(request);
      if (!token) throw new ApiError('unauthorized');
      if (token.startsWith(API_KEY_PREFIX)) {
        const refusal = apiKeyRefusal(route, request.routeOptions.config);
        if (refusal) throw new ApiError('forbidden', refusal);
        // Live events follow a signed-in session; a script polls GET /api/catalog/batch/poll/{id}.
        if (request.ws) throw new ApiError('unauthorized', 'The live events need a signed-in session, not an API key.');
        request.user = { ...(await app.apiKeys.authenticate(token, request.ip)), exp: 0 };
        return;
      }
      try {
        request.user = app.jwt.verify(token);
      } catch {
        throw new ApiError('unauthorized');
      }
      const workspace = await app.authService.sessionWorkspace(request.user);
      if (workspace === undefined) throw new ApiError('unauthorized');
      request.user.ws = workspace;
    });
  },
  { name: 'auth', dependencies: ['db', 'shared-files', '@fastify/jwt', '@fastify/websocket'] },
);
