import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { createSessionStore, type SessionInfo, type SessionStore } from '../modules/auth/session-store.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** preHandler: a live session is required; sets request.session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Sign in again: the session is missing, expired or revoked.');

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Sessions for every route: `request.session` is the caller's live session or null. Routes that
 * need a user add `preHandler: app.requireUser` (401 otherwise) and read `request.session.userId`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = createSessionStore({ repo: createSessionsRepository(app.database.db), clock: app.clock });
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await sessions.verify(token) : null;
    if (!session) throw unauthorized();
    request.session = session;
  });
});

/** The signed-in user's id (after app.requireUser). */
export function userIdOf(request: FastifyRequest): number {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}
