import type { ApiError, LastChanceCategories, LastChanceItem, LastChancePage, LastChanceStockResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { searchTerms } from '../../src/modules/last-chance/last-chance.service.ts';

describe('GET /last-chance, /last-chance/categories, /last-chance/stock', () => {
  let app: FastifyInstance;
  let rowCount: number;
  let skuCount: number;
  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    const counts = await db
      .selectFrom('last_chance')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('sku').distinct().as('skus')])
      .executeTakeFirstOrThrow();
    rowCount = Number(counts.rows);
    skuCount = Number(counts.skus);
  });
  afterAll(async () => {
    await app.close();
  });

  const page = async (q: string) => {
    const res = await app.inject(`/api/v1/last-chance${q}`);
    expect(res.statusCode).toBe(200);
    return res.json<LastChancePage>();
  };
  /** Every item of a query, page by page. */
  const all = async (q: string) => {
    const items: LastChanceItem[] = [];
    for (let p = 1; ; p++) {
      const res = await page(`${q}${q ? '&' : '?'}page=${p}&pageSize=100`);
      items.push(...res.items);
      if (!res.hasMore) return items;
    }
  };

  it('limit 0 (default) is every offer, paged at most 100, biggest discount first', async () => {
    const first = await page('?pageSize=100');
    expect(first.total).toBe(rowCount);
    expect(first.items).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const remises = first.items.map((i) => i.REMISE);
    expect(remises).toEqual([...remises].sort((a, b) => b - a));
    const i = first.items[0]!;
    expect(i.NOUVEAU_PV).toBeLessThan(i.ANCIEN_PV);
    expect(i.image).toBe(`/api/v1/media/products/${i.ARTICLE}/1-2.svg`);
    expect(i.storename).toMatch(/^Qadhya /);
    expect(i.name.length).toBeGreaterThan(0);
    expect(Number.isInteger(i.NOUVEAU_PV)).toBe(true);
    expect((await app.inject('/api/v1/last-chance?pageSize=101')).statusCode).toBe(400);
  });

  it('limit=22 (the home fetch) caps the total over all pages', async () => {
    const home = await page('?limit=22');
    expect(home).toMatchObject({ total: 22, hasMore: false });
    expect(home.items).toHaveLength(22);
    const p3 = await page('?limit=22&pageSize=10&page=3');
    expect(p3.items).toHaveLength(2);
    expect(p3.hasMore).toBe(false);
    expect(p3.items).toEqual(home.items.slice(20, 22));
    expect((await page('?limit=22&pageSize=10&page=4')).items).toEqual([]);
  });

  it('distinct gives one row per sku, its lowest price', async () => {
    const items = await all('?distinct=true');
    expect(items).toHaveLength(skuCount);
    expect(new Set(items.map((i) => i.ARTICLE)).size).toBe(skuCount);
    const sku = items[0]!.ARTICLE;
    const offers = (await app.inject(`/api/v1/last-chance/stock?sku=${sku}`)).json<LastChanceStockResponse>().items;
    expect(items[0]!.NOUVEAU_PV).toBe(Math.min(...offers.map((o) => o.NOUVEAU_PV)));
    expect((await page('?distinct=false&pageSize=1')).total).toBe(rowCount);
    expect((await page('?distinct=1&pageSize=1')).total).toBe(skuCount);
  });

  it('filters by store and by category, and the two together', async () => {
    const one = (await page('?pageSize=1')).items[0]!;
    const inStore = await all(`?magasin=${one.MAGASIN}`);
    expect(inStore.length).toBeGreaterThan(0);
    expect(inStore.every((i) => i.MAGASIN === one.MAGASIN)).toBe(true);
    const inCategory = await all(`?category=${one.category_id}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((i) => i.category_id === one.category_id)).toBe(true);
    const both = await all(`?magasin=${one.MAGASIN}&category=${one.category_id}`);
    expect(both).toEqual(inStore.filter((i) => i.category_id === one.category_id));
    expect((await page('?category=999999')).total).toBe(0);
  });

  it('q: every comma-separated term must be in the name, case- and accent-insensitive', async () => {
    const one = (await page('?pageSize=1')).items[0]!;
    const words = one.name.split(' ').filter((w) => w.length > 3);
    const [a, b] = [words[0]!, words[words.length - 1]!];
    const both = await all(`?q=${encodeURIComponent(`${a.toUpperCase()}, ,${b},${b}`)}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.some((i) => i.ARTICLE === one.ARTICLE)).toBe(true);
    const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(both.every((i) => key(i.name).includes(key(a)) && key(i.name).includes(key(b)))).toBe(true);
    expect((await page(`?q=${encodeURIComponent(`${a},zzzzqqq`)}`)).total).toBe(0);
    expect(searchTerms(' lait , ,LAIT,demi ')).toEqual(['lait', 'demi']);
  });

  it('GET /last-chance/categories: categories with offers, their distinct sku counts, by name', async () => {
    const res = await app.inject('/api/v1/last-chance/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<LastChanceCategories>();
    expect(categories.length).toBeGreaterThan(3);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(skuCount);
    const names = categories.map((c) => c.CATEGORY_NAME);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'fr')));
    const c = categories[0]!;
    expect((await page(`?category=${c.CATEGORY_ID}&distinct=true&pageSize=1`)).total).toBe(c.count);
    const one = (await page('?pageSize=1')).items[0]!;
    const inStore = (await app.inject(`/api/v1/last-chance/categories?magasin=${one.MAGASIN}`)).json<LastChanceCategories>().categories;
    expect(inStore.some((x) => x.CATEGORY_ID === one.category_id)).toBe(true);
    expect(inStore.length).toBeLessThanOrEqual(categories.length);
  });

  it('GET /last-chance/stock: the offer of a sku in each store that has one', async () => {
    const one = (await page('?pageSize=1')).items[0]!;
    const res = await app.inject(`/api/v1/last-chance/stock?sku=${one.ARTICLE}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<LastChanceStockResponse>();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((r) => r.MAGASIN)).toEqual([...items.map((r) => r.MAGASIN)].sort());
    const same = items.find((r) => r.MAGASIN === one.MAGASIN)!;
    expect(same).toMatchObject({ ARTICLE: one.ARTICLE, STOCK_DISPO: one.STOCK_DISPO, NOUVEAU_PV: one.NOUVEAU_PV });
    expect(same.store.magasin_code).toBe(one.MAGASIN);
    const plain = await app.database.db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'not in', (eb) => eb.selectFrom('last_chance').select('sku'))
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    const none = await app.inject(`/api/v1/last-chance/stock?sku=${plain.sku}`);
    expect(none.statusCode).toBe(200);
    expect(none.json<LastChanceStockResponse>().items).toEqual([]);
  });

  it.each([
    ['/api/v1/last-chance?magasin=TN9999', 404, 'STORE_NOT_FOUND'],
    ['/api/v1/last-chance/categories?magasin=TN9999', 404, 'STORE_NOT_FOUND'],
    ['/api/v1/last-chance/stock?sku=NOPE123', 404, 'PRODUCT_NOT_FOUND'],
    ['/api/v1/last-chance/stock', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?distinct=yes', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?limit=-1', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?limit=abc', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?category=abc', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?magasin=a%20b', 400, 'VALIDATION_FAILED'],
    ['/api/v1/last-chance?page=0', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });
});
