/**
 * The integrations' guard fails closed (docs/integrations.md#calling-with-a-key): a route under
 * /api/v1/integrations without a scope stops the app from starting; routes elsewhere are untouched.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { integrationAuthPlugin } from '../../src/plugins/integration-auth.ts';

async function appWith(register: (app: FastifyInstance) => void) {
  const app: FastifyInstance = Fastify({ logger: false });
  // The guard reads the keys only when a request comes: a stand-in that knows none is enough here.
  app.decorate('services', { apiKeys: { verify: async () => null } } as never);
  await app.register(integrationAuthPlugin);
  register(app);
  return app;
}

describe('integration guard', () => {
  it('refuses an integration route without a scope', async () => {
    let app: Awaited<ReturnType<typeof appWith>> | undefined;
    const start = async () => {
      app = await appWith((a) =>
        a.register(async (api: FastifyInstance) => api.put('/integrations/open', async () => ({})), { prefix: '/api/v1' }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/needs config.scope/);
    await app?.close().catch(() => undefined);
  });

  it('records the guarded routes with their scope, and leaves other routes alone', async () => {
    const app = await appWith((a) =>
      a.register(
        async (api: FastifyInstance) => {
          api.put('/integrations/stores/:code/things', { config: { scope: 'stock:write' } }, async () => ({}));
          api.get('/products', async () => ({ ok: true }));
        },
        { prefix: '/api/v1' },
      ),
    );
    await app.ready();
    expect(app.integrationRoutes).toEqual([{ method: 'PUT', url: '/api/v1/integrations/stores/:code/things', scope: 'stock:write' }]);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/integrations/stores/TN0001/things',
      headers: { 'x-api-key': 'qk_unknown' },
    });
    expect(res.statusCode).toBe(401);
    expect((await app.inject('/api/v1/products')).statusCode).toBe(200);
    await app.close();
  });
});
