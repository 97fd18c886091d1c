import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES, type ErrorCode, type ErrorEnvelope, type ErrorParams } from '../../domain/errors.ts';
import { ApiError } from '../lib/api-error.ts';

function envelope(code: ErrorCode, message: string = ERROR_MESSAGES[code], params: ErrorParams = {}): ErrorEnvelope {
  return { detail: { ...params, error_code: code, error_message: message } };
}

/** Maps Fastify's and its plugins' own errors onto Fiche's error codes. */
function fromFrameworkError(error: FastifyError): { status: number; body: ErrorEnvelope } | undefined {
  if (error.validation) {
    const where = error.validationContext ?? 'request';
    const first = error.validation[0];
    const field = first?.instancePath ? `${where}${first.instancePath.replaceAll('/', '.')}` : where;
    return { status: 400, body: envelope('bad_request', `${ERROR_MESSAGES.bad_request} (${field} ${first?.message ?? 'is invalid'})`) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: envelope('payload_too_large') };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: envelope('file_too_large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: envelope('bad_request', 'Unsupported content type.') };
  }
  // The multipart parser's own errors: a body cut off or not the multipart it claims to be.
  if (/^(?:Unexpected end of (?:form|multipart data)|Malformed part header|Multipart: Boundary not found|Part terminated early)/.test(error.message)) {
    return { status: 400, body: envelope('bad_request', 'The upload was cut off or malformed. Please send the file again.') };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: envelope('too_many_requests') };
  if (status >= 400 && status < 500) return { status, body: envelope('bad_request') };
  return undefined;
}

/** One error handler: every failure answers Fiche's error envelope (docs/product.md); 5xx details stay in the log. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send(envelope(error.code, error.message, error.params));
      }
      const mapped = fromFrameworkError(error);
      if (mapped) {
        request.log.info({ code: error.code, message: error.message }, 'request refused');
        return reply.status(mapped.status).send(mapped.body);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(envelope('internal_server_error'));
    });
  },
  { name: 'errors' },
);

export { envelope };
