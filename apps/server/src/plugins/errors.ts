import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** Fastify's own codes for a client's mistake, mapped to our stable codes. */
const FRAMEWORK_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid Content-Length.' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: 'The request is malformed.' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
};

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    return send(reply, error.statusCode, { ...error.extra, code: error.code, message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'invalid',
    }));
    const first = details[0];
    return send(reply, 400, {
      code: 'VALIDATION_FAILED',
      message: first ? `Invalid ${first.path}: ${first.message}` : 'The request is not valid.',
      details,
    });
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return send(reply, known.status, { code: known.code, message: known.message });
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response does not match its schema');
    return send(reply, 500, { code: 'INTERNAL_ERROR', message: 'Internal server error.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, status, {
      code: status === 429 ? 'TOO_MANY_REQUESTS' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      message: error.message,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { code: 'INTERNAL_ERROR', message: 'Internal server error.' });
}

/** Errors raised by the router before any route runs (bad URL encoding, …). */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const known = (error.code && FRAMEWORK_CODES[error.code]) || FRAMEWORK_CODES.FST_ERR_BAD_URL!;
  return send(reply, known.status, { code: known.code, message: known.message });
}

/** One error handler, and JSON 404s for unknown API paths. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
});
