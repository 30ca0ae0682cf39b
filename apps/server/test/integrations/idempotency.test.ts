/**
 * Idempotency keys live 24 hours on the app's clock (docs/integrations.md#idempotency): replayed
 * before, free for a new request after; each API key has its own.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createKey, fixtures, stockOf } from './helpers.ts';

const clock = mutableClock();
let app: FastifyInstance;
let keyA: string;
let keyB: string;
let fx: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
  const admin = await createStaff(app, 'admin');
  keyA = (await createKey(app, admin, ['stock:write'])).key;
  keyB = (await createKey(app, admin, ['stock:write'])).key;
  fx = await fixtures(app);
});
afterAll(async () => {
  await app.close();
});

const delta = (key: string, idem: string, d: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/integrations/stores/${fx.storeA}/stock`,
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': idem },
    payload: { rows: [{ sku: fx.products[0]!.sku, delta: d }] },
  });

describe('idempotency keys', () => {
  it('are replayed within 24 h and free after; another API key has its own', async () => {
    const start = (await stockOf(app, fx.storeA, fx.products[0]!.sku)) ?? 0;
    expect((await delta(keyA, 'day-1', 2)).statusCode).toBe(200);
    clock.advance(23 * 3600_000);
    const replay = await delta(keyA, 'day-1', 2);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Another key's same Idempotency-Key is another write.
    const other = await delta(keyB, 'day-1', 2);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await stockOf(app, fx.storeA, fx.products[0]!.sku)).toBe(start + 4);
    clock.advance(2 * 3600_000);
    // 25 h later the key serves a new request, even another body.
    const later = await delta(keyA, 'day-1', 3);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await stockOf(app, fx.storeA, fx.products[0]!.sku)).toBe(start + 7);
    // Old answers are purged as new writes come.
    const kept = await app.database.db.selectFrom('idempotency_keys').select('created_at').execute();
    expect(kept.every((r) => clock.now().getTime() - new Date(r.created_at).getTime() <= 24 * 3600_000)).toBe(true);
  });

  it('a malformed Idempotency-Key → 400 IDEMPOTENCY_KEY_REQUIRED', async () => {
    for (const bad of ['', 'has space', 'x'.repeat(101)]) {
      const res = await delta(keyA, bad, 1);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    }
  });
});
