/** The OpenAPI document of the users and family routes: bearer-secured, every answer documented. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

interface Op {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
}

describe('OpenAPI of the users and family routes', () => {
  it.each([
    ['get', '/api/v1/users/me', ['200', '401', '500']],
    ['put', '/api/v1/users/me', ['200', '400', '401', '403', '422', '429', '500']],
    ['delete', '/api/v1/users/me', ['204', '401', '500']],
    ['post', '/api/v1/users/me/avatar', ['200', '400', '401', '413', '415', '422', '429', '500', '503']],
    ['get', '/api/v1/users/me/config', ['200', '401', '500']],
    ['put', '/api/v1/users/me/config', ['200', '400', '401', '500']],
    ['get', '/api/v1/users/search', ['200', '400', '401', '429', '500']],
    ['get', '/api/v1/families/members', ['200', '400', '401', '500']],
    ['get', '/api/v1/families/{familyId}/members', ['200', '400', '401', '404', '500']],
    ['post', '/api/v1/families/add-member', ['202', '400', '401', '422', '429', '500']],
    ['get', '/api/v1/families/invitations', ['200', '400', '401', '500']],
    ['post', '/api/v1/families/invitations/{invitationId}/accept', ['200', '400', '401', '404', '500']],
    ['post', '/api/v1/families/invitations/{invitationId}/decline', ['204', '400', '401', '404', '500']],
    ['delete', '/api/v1/families/invitations/{invitationId}', ['204', '400', '401', '404', '500']],
    ['delete', '/api/v1/families/memberships/{familyId}', ['204', '400', '401', '404', '500']],
    ['get', '/api/v1/families/activity', ['200', '400', '401', '500']],
    ['put', '/api/v1/families/sharing', ['200', '400', '401', '500']],
    ['delete', '/api/v1/families/{familyId}/members/{memberId}', ['204', '400', '401', '404', '500']],
  ])('%s %s needs the bearer token and documents %j', async (method, path, codes) => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
    const op = doc.paths[path]?.[method];
    expect(op).toBeDefined();
    expect(op!.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op!.responses).sort()).toEqual([...codes].sort());
  });

  it('the avatar upload is documented as multipart/form-data', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, Op>> };
    const op = doc.paths['/api/v1/users/me/avatar']!.post!;
    expect(Object.keys(op.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(op.requestBody?.content['multipart/form-data']).toMatchObject({
      schema: { type: 'object', properties: { AVATAR: { type: 'string', format: 'binary' } }, required: ['AVATAR'] },
    });
  });

  it('GET /uploads/* is not in the API document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/uploads'))).toEqual([]);
  });
});
