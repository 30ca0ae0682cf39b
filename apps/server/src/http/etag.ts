import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Strong ETag of a JSON body, quoted. */
export function jsonEtag(body: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
}

/** True when the client's If-None-Match already names this ETag. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `body` with its ETag and a short public cache, or 304 with no body when the client's copy
 * is current.
 */
export function sendCached<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAge = 60): T | FastifyReply {
  const etag = jsonEtag(body);
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('vary', 'accept-encoding');
  if (isFresh(request, etag)) return reply.code(304).send();
  return body;
}
