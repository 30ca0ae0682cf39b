/** The OpenAPI document: the bearerAuth scheme, and every auth route with each of its answers. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = (await buildAuthApp()).app;
});
afterAll(async () => app.close());

interface Op {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

describe('OpenAPI', () => {
  it('declares bearerAuth (HTTP bearer)', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { components: { securitySchemes: Record<string, unknown> } };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each([
    ['/api/v1/auth/otp', ['200', '400', '422', '429', '500', '503']],
    ['/api/v1/auth/otp/verify', ['200', '400', '422', '429', '500']],
    ['/api/v1/auth/register', ['200', '400', '409', '422', '429', '500']],
    ['/api/v1/auth/login', ['200', '400', '401', '429', '500']],
    ['/api/v1/auth/password/verify-code', ['200', '400', '422', '429', '500']],
    ['/api/v1/auth/password/reset', ['200', '400', '422', '500']],
    ['/api/v1/auth/logout', ['204', '401', '500']],
    ['/api/v1/devices', ['200', '400', '401', '409', '500']],
  ])('POST %s documents %j', async (path, codes) => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, { post: Op }> };
    const op = doc.paths[path]!.post;
    expect(Object.keys(op.responses).sort()).toEqual([...codes].sort());
  });

  it('logout needs the bearer token; devices takes it optionally', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, { post: Op }> };
    expect(doc.paths['/api/v1/auth/logout']!.post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/devices']!.post.security).toEqual([{ bearerAuth: [] }, {}]);
  });
});
