import { FAVOURITES_MAX } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';

const clock = mutableClock();
let app: FastifyInstance;
/** Skus of real products (by id), and a sku no product has. */
let skus: string[];
const UNKNOWN = 'NO-SUCH-SKU-0';

beforeAll(async () => {
  app = await buildTestApp({ clock });
  const rows = await app.database.db.selectFrom('products').select('sku').orderBy('id').limit(12).execute();
  skus = rows.map((r) => r.sku);
});
afterAll(async () => {
  await app.close();
});

type Who = TestAccount | { headers: Record<string, string> };
const list = (who: Who) => app.inject({ method: 'GET', url: '/api/v1/favorites', headers: who.headers });
const add = (who: Who, sku: string) => app.inject({ method: 'POST', url: `/api/v1/favorites/${sku}`, headers: who.headers });
const del = (who: Who, sku: string) => app.inject({ method: 'DELETE', url: `/api/v1/favorites/${sku}`, headers: who.headers });
const check = (who: Who, sku: string) => app.inject({ method: 'GET', url: `/api/v1/favorites/check/${sku}`, headers: who.headers });
const sync = (who: Who, ops: { op: 'add' | 'remove'; sku: string }[]) =>
  app.inject({ method: 'POST', url: '/api/v1/favorites/sync', headers: who.headers, payload: { ops } });
const listedSkus = async (who: Who) => ((await list(who)).json().items as { sku: string }[]).map((i) => i.sku);

describe('favourites: sign-in required', () => {
  const calls = (who: Who) => [list(who), add(who, 'X1'), del(who, 'X1'), check(who, 'X1'), sync(who, [])];

  it('every route answers 401 without a token, with an unknown one and with a revoked one', async () => {
    const me = await createUser(app);
    await app.sessions.revoke(me.sessionId);
    const anonymous: Who[] = [{ headers: {} }, { headers: { authorization: 'Bearer nope' } }, me];
    for (const who of anonymous) {
      for (const res of await Promise.all(calls(who))) {
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('favourites', () => {
  it('add is idempotent (201 then 200), check follows, remove is idempotent (204 twice)', async () => {
    const me = await createUser(app);
    const sku = skus[0]!;
    expect((await check(me, sku)).json()).toEqual({ sku, isFavorite: false });
    const first = await add(me, sku);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ sku, isFavorite: true });
    const again = await add(me, sku);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sku, isFavorite: true });
    expect((await check(me, sku)).json()).toEqual({ sku, isFavorite: true });
    expect(await listedSkus(me)).toEqual([sku]);

    for (let i = 0; i < 2; i++) {
      const res = await del(me, sku);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect((await check(me, sku)).json()).toEqual({ sku, isFavorite: false });
    expect(await listedSkus(me)).toEqual([]);
  });

  it('concurrent adds of the same sku add it once (one 201, the rest 200)', async () => {
    const me = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(me, skus[1]!)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await listedSkus(me)).toEqual([skus[1]]);
  });

  it('a sku no product has is 404 PRODUCT_NOT_FOUND on add, remove and check, and adds nothing', async () => {
    const me = await createUser(app);
    for (const res of [await add(me, UNKNOWN), await del(me, UNKNOWN), await check(me, UNKNOWN)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
    expect(await listedSkus(me)).toEqual([]);
  });

  it('an invalid sku is 400', async () => {
    const me = await createUser(app);
    for (const res of [await add(me, 'a%20b'), await check(me, 'x'.repeat(41)), await del(me, 'a.b')]) {
      expect(res.statusCode).toBe(400);
    }
  });

  it('lists newest first, each with added_at and the product as GET /products/sku/{sku} shows it', async () => {
    const me = await createUser(app);
    const [a, b, c] = skus as [string, string, string];
    const times: string[] = [];
    for (const sku of [a, b, c]) {
      clock.advanceSeconds(60);
      times.push(clock.now().toISOString());
      expect((await add(me, sku)).statusCode).toBe(201);
    }
    // Re-adding an existing one does not move it.
    clock.advanceSeconds(60);
    expect((await add(me, a)).statusCode).toBe(200);
    const res = await list(me);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { sku: string; added_at: string; product: { sku: string } }[];
    expect(items.map((i) => i.sku)).toEqual([c, b, a]);
    expect(items.map((i) => i.added_at)).toEqual([times[2], times[1], times[0]]);
    const product = await app.inject(`/api/v1/products/sku/${c}`);
    expect(product.statusCode).toBe(200);
    expect(items[0]!.product).toEqual(product.json());
    const row = await app.database.db
      .selectFrom('products')
      .select(['id', 'name', 'price', 'ean'])
      .where('sku', '=', c)
      .executeTakeFirstOrThrow();
    expect(items[0]!.product).toMatchObject({ sku: c, id: row.id, name: row.name, ean: row.ean, price: row.price, new_price: row.price });
    expect(items[0]!.product).toHaveProperty('image');
    expect(items[0]!.product).toHaveProperty('category_name');
  });

  it('favourites added in the same instant list the latest added first', async () => {
    const me = await createUser(app);
    const [a, b, c] = skus.slice(3) as [string, string, string];
    for (const sku of [a, b, c]) await add(me, sku);
    expect(await listedSkus(me)).toEqual([c, b, a]);
    const res = await sync(me, [
      { op: 'remove', sku: b },
      { op: 'add', sku: b },
    ]);
    expect(res.json().skus).toEqual([b, c, a]);
  });

  it("two users never see or change each other's favourites", async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const [x, y] = skus as [string, string];
    await add(a, x);
    await add(b, y);
    expect(await listedSkus(a)).toEqual([x]);
    expect(await listedSkus(b)).toEqual([y]);
    expect((await check(b, x)).json().isFavorite).toBe(false);
    // B removing A's favourite (and syncing) touches only B's set.
    expect((await del(b, x)).statusCode).toBe(204);
    const res = await sync(b, [
      { op: 'remove', sku: x },
      { op: 'add', sku: x },
      { op: 'remove', sku: y },
    ]);
    expect(res.json()).toEqual({ skus: [x], rejected: [] });
    expect(await listedSkus(a)).toEqual([x]);
    // Same sku for both: independent.
    expect((await add(a, y)).statusCode).toBe(201);
    expect((await del(b, x)).statusCode).toBe(204);
    expect(await listedSkus(a)).toEqual([y, x]);
    expect(await listedSkus(b)).toEqual([]);
  });
});

describe('POST /favorites/sync', () => {
  it('replays the ops in order: add then remove → absent; remove then add → present', async () => {
    const me = await createUser(app);
    const [a, b, c] = skus as [string, string, string];
    await add(me, b);
    const res = await sync(me, [
      { op: 'add', sku: a },
      { op: 'remove', sku: a },
      { op: 'remove', sku: b },
      { op: 'add', sku: b },
      { op: 'remove', sku: c },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skus: [b], rejected: [] });
    expect(await listedSkus(me)).toEqual([b]);
  });

  it('duplicates are harmless; unknown skus are skipped and rejected once each', async () => {
    const me = await createUser(app);
    const [a, b] = skus as [string, string];
    const res = await sync(me, [
      { op: 'add', sku: a },
      { op: 'add', sku: UNKNOWN },
      { op: 'add', sku: a },
      { op: 'add', sku: b },
      { op: 'remove', sku: UNKNOWN },
      { op: 'add', sku: 'NO-SUCH-SKU-1' },
      { op: 'add', sku: b },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skus: [b, a], rejected: [UNKNOWN, 'NO-SUCH-SKU-1'] });
    // Replaying the same batch again changes nothing.
    const again = await sync(me, [
      { op: 'add', sku: a },
      { op: 'add', sku: b },
    ]);
    expect(again.json()).toEqual({ skus: [b, a], rejected: [] });
  });

  it('an empty sync answers the whole set', async () => {
    const me = await createUser(app);
    await add(me, skus[0]!);
    expect((await sync(me, [])).json()).toEqual({ skus: [skus[0]], rejected: [] });
  });

  it('refuses a malformed body (400) and changes nothing', async () => {
    const me = await createUser(app);
    for (const payload of [{}, { ops: [{ op: 'toggle', sku: skus[0] }] }, { ops: [{ op: 'add', sku: 'a b' }] }, { ops: 'x' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/favorites/sync', headers: me.headers, payload });
      expect(res.statusCode).toBe(400);
    }
    const tooMany = Array.from({ length: FAVOURITES_MAX + 1 }, () => ({ op: 'add', sku: skus[0] }));
    const res = await app.inject({ method: 'POST', url: '/api/v1/favorites/sync', headers: me.headers, payload: { ops: tooMany } });
    expect(res.statusCode).toBe(400);
    expect(await listedSkus(me)).toEqual([]);
  });
});

describe('the limit', () => {
  /** Fills the account with FAVOURITES_MAX favourites straight in SQL (the last products by id). */
  async function fill(me: TestAccount) {
    const dayBefore = new Date(clock.now().getTime() - 86_400_000);
    await sql`insert into favourites (user_id, sku, added_at)
      select ${me.id}, sku, ${dayBefore} from products order by id desc limit ${FAVOURITES_MAX}`.execute(app.database.db);
  }

  it(`a ${FAVOURITES_MAX + 1}th favourite is 409 FAVOURITES_FULL; re-adding one already there is 200; after a removal it fits`, async () => {
    const me = await createUser(app);
    await fill(me);
    const full = await add(me, skus[0]!);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('FAVOURITES_FULL');
    const inSet = (await listedSkus(me))[0]!;
    expect((await add(me, inSet)).statusCode).toBe(200);
    expect((await del(me, inSet)).statusCode).toBe(204);
    expect((await add(me, skus[0]!)).statusCode).toBe(201);
    expect((await check(me, skus[0]!)).json().isFavorite).toBe(true);
    expect((await list(me)).json().items).toHaveLength(FAVOURITES_MAX);
  });

  it('sync skips adds while the account is full (listed in rejected) and applies them once a remove made room', async () => {
    const me = await createUser(app);
    await fill(me);
    const victim = (await listedSkus(me))[0]!;
    const [a, b] = skus as [string, string];
    const res = await sync(me, [
      { op: 'add', sku: a },
      { op: 'remove', sku: victim },
      { op: 'add', sku: b },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { skus: string[]; rejected: string[] };
    expect(body.rejected).toEqual([a]);
    expect(body.skus).toHaveLength(FAVOURITES_MAX);
    expect(body.skus[0]).toBe(b);
    expect(body.skus).not.toContain(victim);
    expect(body.skus).not.toContain(a);
  });
});

describe('account deletion', () => {
  it("DELETE /users/me removes the favourites, and nobody else's", async () => {
    const [me, other] = [await createUser(app), await createUser(app)];
    await add(me, skus[0]!);
    await add(me, skus[1]!);
    await add(other, skus[0]!);
    const count = async (userId: number) =>
      Number(
        (
          await app.database.db
            .selectFrom('favourites')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(me.id)).toBe(2);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: me.headers })).statusCode).toBe(204);
    expect(await count(me.id)).toBe(0);
    expect(await listedSkus(other)).toEqual([skus[0]]);
  });
});

describe('OpenAPI of the favourites routes', () => {
  it.each([
    ['get', '/api/v1/favorites', ['200', '400', '401', '500']],
    ['post', '/api/v1/favorites/{sku}', ['200', '201', '400', '401', '404', '409', '500']],
    ['delete', '/api/v1/favorites/{sku}', ['204', '400', '401', '404', '500']],
    ['get', '/api/v1/favorites/check/{sku}', ['200', '400', '401', '404', '500']],
    ['post', '/api/v1/favorites/sync', ['200', '400', '401', '500']],
  ])('%s %s needs the bearer token and documents %j', async (method, path, codes) => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths[path]?.[method];
    expect(op).toBeDefined();
    expect(op!.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op!.responses).sort()).toEqual([...codes].sort());
  });
});

describe('sync at scale and concurrently', () => {
  it(`a sync of ${FAVOURITES_MAX} ops (the most accepted) applies them all`, async () => {
    const me = await createUser(app);
    const rows = await app.database.db
      .selectFrom('products')
      .select('sku')
      .orderBy('id')
      .limit(FAVOURITES_MAX / 2)
      .execute();
    const ops = rows.flatMap((r, i) => [
      { op: 'add' as const, sku: r.sku },
      { op: i % 2 ? ('remove' as const) : ('add' as const), sku: r.sku },
    ]);
    const res = await sync(me, ops);
    expect(res.statusCode).toBe(200);
    const kept = rows.filter((_, i) => i % 2 === 0).map((r) => r.sku);
    expect(res.json().skus).toEqual([...kept].reverse());
    expect(res.json().rejected).toEqual([]);
  });

  it('concurrent syncs and adds of one user end with every add applied once', async () => {
    const me = await createUser(app);
    const some = skus.slice(0, 8);
    const answers = await Promise.all([
      sync(
        me,
        some.slice(0, 4).map((sku) => ({ op: 'add' as const, sku })),
      ),
      sync(
        me,
        some.slice(2, 6).map((sku) => ({ op: 'add' as const, sku })),
      ),
      ...some.slice(4).map((sku) => add(me, sku)),
    ]);
    expect(answers.every((r) => r.statusCode < 300)).toBe(true);
    expect((await listedSkus(me)).sort()).toEqual([...some].sort());
  });
});
