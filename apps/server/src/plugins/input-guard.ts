import { AppError } from '../errors.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Control characters no text of ours may hold: C0 but tab, line feed and carriage return (which
 * multi-line texts keep; one-line fields refuse them in their contracts), and DEL. PostgreSQL
 * cannot even store NUL.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path (e.g. body.NAME) of the first string holding a forbidden character, or null. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (FORBIDDEN.test(key)) return `${path}.${key.replace(/[^\w-]/g, '?')}`;
    const found = findControlCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any route runs (so before a code is used or anything is written), a request
 * whose params, query or JSON body carry a control character: 400 CONTROL_CHARACTERS.
 * docs/security.md.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.body, 'body');
    if (found) throw new AppError(400, 'CONTROL_CHARACTERS', `Invalid ${found}: control characters are not allowed.`);
  });
});
