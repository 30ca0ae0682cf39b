import crypto from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { isErrorCode, type ErrorCode } from '@qadhya/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/unavailable.ts';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

/** Fastify's own codes for a client's mistake, mapped to our stable codes. */
const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
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

/** A stable code for a client error that has none of its own (plugins, the framework). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
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
  // The database down, restarting, frozen or full: 503 with Retry-After, never 500 (docs/operations.md#database-outages).
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    request.log.warn({ reason: unavailable.reason, err: unavailable.message }, 'answered 503: the database is unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, {
      code: 'DATABASE_UNAVAILABLE',
      message:
        unavailable.reason === 'busy'
          ? 'The database is busy: try again in a moment.'
          : 'The database is unavailable for a moment: try again shortly.',
      retry_after: DATABASE_RETRY_AFTER_SECONDS,
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
    return send(reply, status, { code: codeForStatus(status), message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { code: 'INTERNAL_ERROR', message: 'Internal server error.' });
}

/** Errors raised by the router before any route runs (bad URL encoding, …). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = (error.code && FRAMEWORK_CODES[error.code]) || FRAMEWORK_CODES.FST_ERR_BAD_URL!;
  // No hook runs on these: the request id header is set here (observability/request-id.ts).
  reply.header(REQUEST_ID_HEADER, request.id);
  return send(reply, known.status, { code: known.code, message: known.message });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a bad Content-Length, control
 * characters in a header, headers too large, a request not complete in time): the same JSON
 * `{ code, message }`, written on the socket, which is then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request was not received in time.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : [400, 'BAD_REQUEST', 'The request is malformed.'];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nX-Request-Id: ${crypto.randomUUID()}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** `{ error, message, statusCode }`: the shape Fastify and its plugins answer with by default. */
const DEFAULT_SHAPE = /^\{"(statusCode|error|code)":/;
/** An error body's code, wherever it stands among the fields. */
const CODE_FIELD = /"code":"([^"\\]*)"/;

/** The stable code for a status that carries none of its own. */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? (status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR') : 'BAD_REQUEST');
}

/**
 * The code an error answer goes out with: its own when it is one of ERROR_CODES, else the status's
 * (so no code outside the list ever leaves the server, docs/security.md#one-error-shape).
 */
export function stableCode(code: unknown, status: number): ErrorCode {
  return isErrorCode(code) ? code : codeForStatus(status);
}

/**
 * One error handler; and a last guard on every error answer: a body in Fastify's default shape (from
 * a plugin that answers by itself) is rewritten to `{ code, message }`, and a code outside
 * ERROR_CODES is replaced by its status's stable code (and logged: it is a bug of ours).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    const defaultShape = DEFAULT_SHAPE.test(payload);
    const field = CODE_FIELD.exec(payload);
    if (!defaultShape && (!field || isErrorCode(field[1]))) return payload;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return payload;
    }
    const ownShape = typeof parsed.code === 'string' && typeof parsed.message === 'string' && !('statusCode' in parsed);
    if (ownShape && isErrorCode(parsed.code)) return payload;
    if (typeof parsed.code === 'string' && !parsed.code.startsWith('FST_') && !isErrorCode(parsed.code)) {
      request.log.error({ code: parsed.code }, 'error code outside ERROR_CODES');
    }
    const code = stableCode(parsed.code, reply.statusCode);
    const message = typeof parsed.message === 'string' ? parsed.message : (http.STATUS_CODES[reply.statusCode] ?? 'Error');
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(ownShape ? { ...parsed, code, message } : { code, message });
  });
});
