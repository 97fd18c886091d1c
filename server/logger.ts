import type { FastifyServerOptions } from 'fastify';

const TOKEN_IN_QUERY = /([?&]token=)[^&]*/g;

/** Pino options: one line a request, with any token in the URL masked. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: request.url.replace(TOKEN_IN_QUERY, '$1[redacted]'),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
