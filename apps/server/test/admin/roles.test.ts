/**
 * The role × route matrix of the back office: every route under /api/v1/admin, read from the app's
 * own table of admin routes (so routes added later are walked without touching this file), is tried
 * anonymous, with a shopper's token and with each role's staff token. A guarded route answers 401
 * to the first two and 403 exactly to the roles it does not list; the table matches the OpenAPI
 * document, and no admin route exists without declared roles (the app would not start).
 */
import { STAFF_ROLES, type StaffRole } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIX } from '../../src/plugins/staff-auth.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const shopper = await createUser(app);
const staffByRole = {} as Record<StaffRole, TestStaff>;
for (const role of STAFF_ROLES) staffByRole[role] = await createStaff(app, role, []);

/** A URL for a route: every path parameter is a number that names nothing. */
const urlOf = (url: string) => url.replace(/:[^/]+/g, '2147483000');

describe('every admin route', () => {
  it('is in the OpenAPI document, and the document has no other admin route', () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith(ADMIN_PREFIX))
      .flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`))
      .sort();
    const routed = app.adminRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(routed.length).toBeGreaterThan(5);
    expect(documented).toEqual(routed);
  });

  it('only the sign-in steps are open without a staff session', () => {
    expect(
      app.adminRoutes
        .filter((r) => r.roles === null)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(['POST /api/v1/admin/auth/enrol', 'POST /api/v1/admin/auth/login', 'POST /api/v1/admin/auth/verify']);
  });

  for (const route of app.adminRoutes.filter((r) => r.roles !== null)) {
    const roles = route.roles!;
    describe(`${route.method} ${route.url} (${roles.join(', ')})`, () => {
      const send = (headers: Record<string, string>) =>
        app.inject({ method: route.method as 'GET', url: urlOf(route.url), headers, ...(route.method === 'GET' ? {} : { payload: {} }) });

      it('anonymous → 401', async () => {
        const res = await send({});
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      });

      it('a shopper token → 401', async () => {
        const res = await send(shopper.headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      });

      it('a forged staff-looking token → 401', async () => {
        const res = await send({ authorization: `Bearer stf_${'A'.repeat(43)}` });
        expect(res.statusCode).toBe(401);
      });

      for (const role of STAFF_ROLES) {
        const allowed = roles.includes(role);
        it(`${role} → ${allowed ? 'let in (not 401/403)' : '403'}`, async () => {
          // A fresh session each time: the logout route ends the one it is called with.
          const { token } = await app.staffSessions.create(staffByRole[role].id);
          const res = await send({ authorization: `Bearer ${token}` });
          if (allowed) {
            expect([401, 403]).not.toContain(res.statusCode);
            expect(res.statusCode).toBeLessThan(500);
          } else {
            expect(res.statusCode).toBe(403);
            expect(res.json().code).toBe('FORBIDDEN');
          }
        });
      }
    });
  }
});

describe('a staff token never opens a shopper route', () => {
  it('GET /api/v1/users/me with a staff token → 401', async () => {
    const res = await app.inject({ url: '/api/v1/users/me', headers: staffByRole.admin.headers });
    expect(res.statusCode).toBe(401);
  });
});
