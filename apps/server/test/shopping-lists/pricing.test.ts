/**
 * Today's unit prices of a list's products (docs/shopping-lists.md#score-and-promo-deduite): the lowest
 * of the shelf price, today's daily promo, a published catalogue running today and the last-chance
 * price in the shopper's store. Each case writes its prices inside a transaction it rolls back, so the
 * shared PostgreSQL test database is left as it was.
 */
import { productImageUrl } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import { pricesFor } from '../../src/modules/shopping-lists/list-pricing.ts';
import { createShoppingListsRepository } from '../../src/modules/shopping-lists/shopping-lists.repository.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { plainProductsQuery } from './list-fixtures.ts';

const TODAY = '2026-11-24';
const YESTERDAY = '2026-11-23';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

class Rollback extends Error {}
/** Runs `fn` in a transaction that is always rolled back. */
async function inRollback(fn: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
  await app.database.db
    .transaction()
    .execute(async (trx) => {
      await fn(trx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

/** The lists' repository, whose priceRows pricesFor reads. */
const repo = () => createShoppingListsRepository(app.database.db);

/** A last-chance row of `product` in `store` at `price` (remise 20, 3 in stock). */
const addLastChance = (db: Kysely<DB>, product: { sku: string; name: string; price: number }, store: string, price: number) =>
  db
    .insertInto('last_chance')
    .values({
      sku: product.sku,
      magasin_code: store,
      nouveau_pv: price,
      ancien_pv: product.price,
      remise: 20,
      stock: 3,
      desc_article: product.name,
      category_id: 1,
    })
    .execute();

/** Products with no promo today, in no published catalogue running today and no last-chance row. */
async function plainProducts(db: Kysely<DB>, n: number) {
  return plainProductsQuery(db)
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'p.price',
      'p.base_price',
      'p.image_version',
      'p.size',
      'p.short_description',
      'p.short_description_ar',
    ])
    .orderBy('p.id')
    .limit(n)
    .execute();
}

describe('pricesFor', () => {
  it('answers nothing for no skus and leaves unknown skus out', async () => {
    const db = app.database.db;
    expect((await pricesFor(repo(), db, [], { today: TODAY, lang: 'fr' })).size).toBe(0);
    const [p] = await plainProducts(db, 1);
    const got = await pricesFor(repo(), db, [p!.sku, 'NOPE-NOT-A-SKU', p!.sku], { today: TODAY, lang: 'fr' });
    expect([...got.keys()]).toEqual([p!.sku]);
  });

  it('gives the shelf price, the regular price, the name, the picture URL of GET /products and the size', async () => {
    const db = app.database.db;
    const [p] = await plainProducts(db, 1);
    const info = (await pricesFor(repo(), db, [p!.sku], { today: TODAY, lang: 'fr' })).get(p!.sku)!;
    expect(info).toEqual({
      name: p!.name,
      desc: p!.size?.trim() ? p!.size : p!.short_description,
      image: productImageUrl(p!.sku, p!.image_version),
      price: p!.price,
      regular_price: p!.base_price,
    });
    const listed = await app.inject({ method: 'GET', url: `/api/v1/products/${p!.id}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().image).toBe(info.image);
  });

  it('takes the short description in Arabic when there is no size, French when it has no Arabic', async () => {
    await inRollback(async (trx) => {
      const [a, b] = await plainProducts(trx, 2);
      await trx
        .updateTable('products')
        .set({ size: null, short_description: 'Paquet 500 g', short_description_ar: 'علبة 500 غ' })
        .where('id', '=', a!.id)
        .execute();
      await trx
        .updateTable('products')
        .set({ size: null, short_description: 'Bouteille 1 L', short_description_ar: null })
        .where('id', '=', b!.id)
        .execute();
      const ar = await pricesFor(repo(), trx, [a!.sku, b!.sku], { today: TODAY, lang: 'ar' });
      expect(ar.get(a!.sku)!.desc).toBe('علبة 500 غ');
      expect(ar.get(b!.sku)!.desc).toBe('Bouteille 1 L');
      const fr = await pricesFor(repo(), trx, [a!.sku], { today: TODAY, lang: 'fr' });
      expect(fr.get(a!.sku)!.desc).toBe('Paquet 500 g');
    });
  });

  it("applies today's daily promo, not yesterday's", async () => {
    await inRollback(async (trx) => {
      const [a, b] = await plainProducts(trx, 2);
      await trx
        .insertInto('promos')
        .values([
          { product_id: a!.id, promo_date: TODAY, promo_key: 'super_mardi', price: a!.price - 50, old_price: a!.price, remise: 5 },
          { product_id: b!.id, promo_date: YESTERDAY, promo_key: 'super_lundi', price: b!.price - 50, old_price: b!.price, remise: 5 },
        ])
        .execute();
      const got = await pricesFor(repo(), trx, [a!.sku, b!.sku], { today: TODAY, lang: 'fr' });
      expect(got.get(a!.sku)!.price).toBe(a!.price - 50);
      expect(got.get(a!.sku)!.regular_price).toBe(a!.base_price);
      expect(got.get(b!.sku)!.price).toBe(b!.price);
    });
  });

  it('applies the price of a published catalogue running today, not of an unpublished one', async () => {
    await inRollback(async (trx) => {
      const running = await trx
        .selectFrom('catalogues as k')
        .select('k.id')
        .where(sql<boolean>`k.oc_debut < ${TODAY}::date + 1 and k.oc_fin >= ${TODAY}::date`)
        .orderBy('k.id')
        .executeTakeFirst();
      expect(running, 'the seed has a catalogue running on the test day').toBeDefined();
      await trx
        .updateTable('catalogues')
        .set({ published_at: new Date('2026-11-17T08:00:00Z') })
        .where('id', '=', running!.id)
        .execute();
      const [a] = await plainProducts(trx, 1);
      const taken = await trx
        .selectFrom('catalogue_products')
        .select(sql<number>`coalesce(max(page), 1)::int`.as('page'))
        .select(sql<number>`coalesce(max(position), 0)::int + 1`.as('pos'))
        .where('catalogue_id', '=', running!.id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('catalogue_products')
        .values({
          catalogue_id: running!.id,
          product_id: a!.id,
          page: taken.page,
          position: taken.pos,
          x: 0,
          y: 0,
          w: 10,
          h: 10,
          price: a!.price - 70,
          old_price: a!.price,
          remise: 10,
        })
        .execute();
      expect((await pricesFor(repo(), trx, [a!.sku], { today: TODAY, lang: 'fr' })).get(a!.sku)!.price).toBe(a!.price - 70);
      // Outside its dates it does not count.
      expect((await pricesFor(repo(), trx, [a!.sku], { today: '2027-02-10', lang: 'fr' })).get(a!.sku)!.price).toBe(a!.price);
      await trx.updateTable('catalogues').set({ published_at: null }).where('id', '=', running!.id).execute();
      expect((await pricesFor(repo(), trx, [a!.sku], { today: TODAY, lang: 'fr' })).get(a!.sku)!.price).toBe(a!.price);
    });
  });

  it("applies the last-chance price of the shopper's store only", async () => {
    await inRollback(async (trx) => {
      const [a] = await plainProducts(trx, 1);
      const stores = await trx.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute();
      const [here, there] = stores.map((s) => s.magasin_code);
      await addLastChance(trx, a!, here!, a!.price - 90);
      const opts = { today: TODAY, lang: 'fr' as const };
      expect((await pricesFor(repo(), trx, [a!.sku], { ...opts, store: here })).get(a!.sku)!.price).toBe(a!.price - 90);
      expect((await pricesFor(repo(), trx, [a!.sku], { ...opts, store: there })).get(a!.sku)!.price).toBe(a!.price);
      expect((await pricesFor(repo(), trx, [a!.sku], opts)).get(a!.sku)!.price).toBe(a!.price);
    });
  });

  it('takes the lowest when several apply', async () => {
    await inRollback(async (trx) => {
      const [a] = await plainProducts(trx, 1);
      const store = (await trx.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow()).magasin_code;
      await trx
        .insertInto('promos')
        .values({ product_id: a!.id, promo_date: TODAY, promo_key: 'super_mardi', price: a!.price - 30, old_price: a!.price, remise: 5 })
        .execute();
      await addLastChance(trx, a!, store, a!.price - 60);
      expect((await pricesFor(repo(), trx, [a!.sku], { today: TODAY, lang: 'fr', store })).get(a!.sku)!.price).toBe(a!.price - 60);
      expect((await pricesFor(repo(), trx, [a!.sku], { today: TODAY, lang: 'fr' })).get(a!.sku)!.price).toBe(a!.price - 30);
    });
  });
});
