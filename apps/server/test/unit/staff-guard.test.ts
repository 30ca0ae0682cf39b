/**
 * The back office's guard fails closed (docs/back-office.md#roles): a route under /api/v1/admin that
 * declares neither roles nor staffPublic stops the app from starting; routes elsewhere are untouched.
 */
import { systemClock } from '@qadhya/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffAuthPlugin } from '../../src/plugins/staff-auth.ts';

async function appWith(register: (app: FastifyInstance) => void) {
  const app: FastifyInstance = Fastify({ logger: false });
  // The guard reads the database only when a request comes: a stand-in is enough here.
  app.decorate('database', { db: {} } as never);
  app.decorate('clock', systemClock as never);
  app.decorate('config', { staffSessionIdleMs: 60_000 } as never);
  await app.register(staffAuthPlugin);
  register(app);
  return app;
}

describe('staff guard', () => {
  it('refuses an admin route without roles', async () => {
    let app: Awaited<ReturnType<typeof appWith>> | undefined;
    const start = async () => {
      app = await appWith((a) =>
        a.register(async (api: FastifyInstance) => api.get('/admin/open', async () => ({})), { prefix: '/api/v1' }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/needs config.roles/);
    await app?.close().catch(() => undefined);
  });

  it('records guarded and public admin routes, and leaves other routes alone', async () => {
    const app = await appWith((a) =>
      a.register(
        async (api: FastifyInstance) => {
          api.get('/admin/things', { config: { roles: ['admin', 'marketing'] } }, async () => ({}));
          api.post('/admin/auth/step', { config: { staffPublic: true } }, async () => ({}));
          api.get('/products', async () => ({ ok: true }));
        },
        { prefix: '/api/v1' },
      ),
    );
    await app.ready();
    expect(app.adminRoutes).toEqual([
      { method: 'GET', url: '/api/v1/admin/things', roles: ['admin', 'marketing'] },
      { method: 'POST', url: '/api/v1/admin/auth/step', roles: null },
    ]);
    expect((await app.inject('/api/v1/admin/things')).statusCode).toBe(401);
    expect((await app.inject('/api/v1/products')).statusCode).toBe(200);
    await app.close();
  });
});
