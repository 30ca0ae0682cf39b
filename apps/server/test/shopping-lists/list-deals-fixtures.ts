import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * The products of the list-deals tests (docs/shopping-lists.md#this-week-on-my-list), each named with
 * a word of this run only so that typed words find them and nothing of the demo data; their promos
 * (this week), a catalogue of next week starting on Monday (seen from Tuesday 13:00) and a
 * last-chance offer at one store. `remove` takes everything away again (a PostgreSQL test database is
 * shared by the files of a worker).
 */
export interface DealFixtures {
  word: string;
  /** sku by role: milk, lettuce, yogurt (this week's promos), next (next week's catalogue), clearance (last chance at store), plain (nothing). */
  sku: Record<'milk' | 'lettuce' | 'yogurt' | 'next' | 'clearance' | 'plain', string>;
  store: string;
  otherStore: string;
  catalogueId: number;
  remove(): Promise<void>;
}

const BASE = 2_000;
export const DEAL_PRICES = { milk: 1_500, lettuce: 1_200, yogurt: 1_800, next: 1_000, clearance: 800 } as const;

export async function addDealFixtures(app: FastifyInstance): Promise<DealFixtures> {
  const db = app.database.db;
  const word = `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const top = await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from products`.execute(db);
  const first = top.rows[0]!.id;
  const names = {
    milk: `Lait demi-écrémé ${word} 1L`,
    lettuce: `Laitue ${word}`,
    yogurt: `Yaourt nature ${word}`,
    next: `Chocolat noir ${word}`,
    clearance: `Biscuits ${word}`,
    plain: `Riz long ${word}`,
  };
  const sku = {} as DealFixtures['sku'];
  const ids = {} as Record<keyof typeof names, number>;
  let i = 0;
  for (const [role, name] of Object.entries(names) as [keyof typeof names, string][]) {
    const id = first + i;
    ids[role] = id;
    sku[role] = `LD${word.slice(2).toUpperCase()}${i}`;
    await db
      .insertInto('products')
      .values({
        id,
        sku: sku[role],
        ean: `2${String(id).padStart(12, '0')}`,
        name,
        description: '',
        short_description: '',
        marque: null,
        size: null,
        category_id: 516,
        base_price: BASE,
        price: BASE,
        old_price: BASE,
        new_price: BASE,
        plus: null,
        pack: 'box',
        source: 'admin',
      })
      .execute();
    i++;
  }
  const promo = (role: 'milk' | 'lettuce' | 'yogurt', day: string, key: 'super_mercredi' | 'super_jeudi' | 'super_vendredi') =>
    db
      .insertInto('promos')
      .values({ product_id: ids[role], promo_date: day, promo_key: key, price: DEAL_PRICES[role], old_price: BASE, remise: 25 })
      .execute();
  await promo('milk', '2026-11-26', 'super_jeudi');
  await promo('lettuce', '2026-11-25', 'super_mercredi');
  await promo('yogurt', '2026-11-27', 'super_vendredi');
  // A catalogue of next week that starts on a Monday: shoppers see it from Tuesday 13:00 (a week ahead at most).
  const catalogueId = 209_900 + Math.floor(Math.random() * 99);
  await db
    .insertInto('catalogues')
    .values({
      id: catalogueId,
      name: `Catalogue ${word}`,
      week: 1 + (catalogueId % 50),
      year: '99',
      iso_year: 2099,
      oc_debut: '2026-11-30 00:00:00',
      oc_fin: '2026-12-06 23:59:59',
      page_count: 1,
      cover: '/media/cover.svg',
      published_at: new Date('2026-11-20T10:00:00Z'),
    })
    .execute();
  await db
    .insertInto('catalogue_products')
    .values({
      catalogue_id: catalogueId,
      product_id: ids.next,
      page: 1,
      position: 0,
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      price: DEAL_PRICES.next,
      old_price: BASE,
      remise: 50,
    })
    .execute();
  const stores = await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute();
  const [store, otherStore] = stores.map((s) => s.magasin_code) as [string, string];
  await db
    .insertInto('last_chance')
    .values({
      sku: sku.clearance,
      magasin_code: store,
      nouveau_pv: DEAL_PRICES.clearance,
      ancien_pv: BASE,
      remise: 60,
      stock: 3,
      desc_article: names.clearance,
      category_id: 516,
    })
    .execute();

  return {
    word,
    sku,
    store,
    otherStore,
    catalogueId,
    async remove() {
      const all = Object.values(ids);
      const skus = Object.values(sku);
      await db.deleteFrom('catalogues').where('id', '=', catalogueId).execute();
      await db.deleteFrom('promos').where('product_id', 'in', all).execute();
      await db.deleteFrom('last_chance').where('sku', 'in', skus).execute();
      await db.deleteFrom('favourites').where('sku', 'in', skus).execute();
      await db.deleteFrom('shopping_list_items').where('sku', 'in', skus).execute();
      await db.deleteFrom('price_log').where('sku', 'in', skus).execute();
      await db.deleteFrom('products').where('id', 'in', all).execute();
    },
  };
}

/** Each deal's saving at the base price: what a unit saves. */
export const savingOf = (role: keyof typeof DEAL_PRICES) => BASE - DEAL_PRICES[role];
