import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LANGUAGES } from '../../../../domain/user.ts';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';

const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('bearer'),
});

const LanguageSchema = Type.Union([Type.Literal(LANGUAGES[0]), Type.Literal(LANGUAGES[1])]);

export const CurrentUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstname: Type.Union([Type.String(), Type.Null()]),
  lastname: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  language: LanguageSchema,
  workspace: Type.Object({ id: Type.String(), name: Type.String() }),
});

const RefreshBodySchema = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 200 }) });

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 320 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: { 200: TokenPairSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => app.authService.login(request.body.username, request.body.password, request.ip),
  );

  app.post(
    '/refresh',
    {
      config: { public: true },
      schema: {
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => app.authService.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { body: RefreshBodySchema, response: { 204: Type.Null(), 400: ErrorEnvelopeSchema } },
    },
    async (request, reply) => {
      await app.authService.logout(request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  app.get('/me', { schema: { response: { 200: CurrentUserSchema, ...authenticatedErrors } } }, async (request) => app.usersService.current(request.user.sub));

  app.put(
    '/me',
    {
      schema: {
        body: Type.Object({ language: LanguageSchema }, { additionalProperties: false }),
        response: { 200: CurrentUserSchema, ...authenticatedErrors },
      },
    },
    async (request) => app.usersService.setLanguage(request.user.sub, request.body.language),
  );
};

export default authRoutes;
