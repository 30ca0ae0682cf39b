/**
 * The demo price history (docs/products.md#price-history): two years for every product, a few tens
 * of thousands of rows, deterministic, and ending where the tables are today (the log's last rows
 * agree with them; today's price in the history is the product's price now, as the search shows it).
 */
import type { PriceHistory, ProductSearchPage } from '@qadhya/contracts';
import { catalogueWeek, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceHistoryRepository } from '../../src/modules/price-history/price-history.repository.ts';
import { corrections } from '../../src/modules/price-history/price-log.ts';
import { generatePriceHistory } from '../../src/seed/price-history/generate.ts';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';

describe('the demo price history', () => {
  let app: FastifyInstance;
  const now = parseTunisDateTime(TEST_NOW)!;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('has a few tens of thousands of rows, every product’s regular price since 25 months ago', async () => {
    const counts = await sql<{ kind: string; n: number; skus: number }>`
      select kind, count(*)::int as n, count(distinct sku)::int as skus from price_log group by kind order by kind`.execute(db());
    const total = counts.rows.reduce((n, r) => n + r.n, 0);
    expect(total).toBeGreaterThan(20_000);
    expect(total).toBeLessThan(60_000);
    const products = (await sql<{ n: number }>`select count(*)::int as n from products`.execute(db())).rows[0]!.n;
    expect(counts.rows.find((r) => r.kind === 'regular')!.skus).toBe(products);
    expect(counts.rows.find((r) => r.kind === 'promo')!.skus).toBeGreaterThan(products / 2);
    expect(counts.rows.find((r) => r.kind === 'last_chance')!.n).toBeGreaterThan(2_000);
    const first = await sql<{ at: Date }>`select min(at) as at from price_log`.execute(db());
    expect(first.rows[0]!.at.getTime()).toBe(parseTunisDateTime('2024-10-24')!.getTime());
    expect((await sql<{ n: number }>`select count(*)::int as n from price_log where source <> 'seed'`.execute(db())).rows[0]!.n).toBe(0);
  });

  it('agrees with the tables: the recorder finds nothing to add for any product', async () => {
    const repo = createPriceHistoryRepository(db());
    const skus = (await db().selectFrom('products').select('sku').execute()).map((p) => p.sku);
    const sources = await repo.sources(db(), skus, '2026-11-24');
    const logged = await repo.logged(db(), skus, now);
    expect(corrections({ sources, logged, now, source: 'seed' })).toEqual([]);
  });

  it('rises a few percent at a time, and its promos are 10 to 40 % off the regular price of their day', async () => {
    const rows = await sql<{ sku: string; kind: string; price: number | null; at: Date }>`
      select sku, kind, price, at from price_log where kind in ('regular', 'promo') and magasin_code is null
        and at < ${parseTunisDateTime('2026-09-01')!} order by sku, at, id`.execute(db());
    const bySku = new Map<string, typeof rows.rows>();
    for (const r of rows.rows) bySku.set(r.sku, [...(bySku.get(r.sku) ?? []), r]);
    let rises = 0;
    let promos = 0;
    for (const list of bySku.values()) {
      let regular = 0;
      for (const r of list) {
        if (r.kind === 'regular') {
          if (regular > 0) {
            expect(r.price!).toBeGreaterThan(regular);
            expect(r.price! / regular).toBeLessThan(1.1);
            rises++;
          }
          regular = r.price!;
        } else if (r.price !== null) {
          const off = 1 - r.price / regular;
          expect(off).toBeGreaterThan(0.05);
          expect(off).toBeLessThan(0.45);
          promos++;
        }
      }
    }
    expect(rises).toBeGreaterThan(bySku.size);
    expect(promos).toBeGreaterThan(5_000);
  });

  it('shows today the price the search shows: shelf, promo, catalogue or last chance in the store', async () => {
    const picks = await sql<{ sku: string; magasin: string | null }>`
      (select p.sku, null as magasin from products p where p.price < p.base_price order by p.id limit 5)
      union all (select p.sku, null from products p join promos pr on pr.product_id = p.id and pr.promo_date = '2026-11-24' order by p.id limit 5)
      union all (select lc.sku, lc.magasin_code from last_chance lc where lc.stock > 0 order by lc.sku, lc.magasin_code limit 5)
      union all (select p.sku, null from products p where p.price = p.base_price order by p.id limit 5)`.execute(db());
    expect(picks.rows).toHaveLength(20);
    for (const { sku, magasin } of picks.rows) {
      const store = magasin ? `&magasin=${magasin}` : '';
      const history = (await app.inject(`/api/v1/products/sku/${sku}/price-history?${store.slice(1)}`)).json<PriceHistory>();
      const hit = (await app.inject(`/api/v1/products/search?q=${sku}${store}`))
        .json<ProductSearchPage>()
        .items.find((i) => i.sku === sku)!;
      expect(history.now.price, `${sku} ${magasin ?? ''}`).toBe(hit.store_price);
      expect(history.points).toHaveLength(53);
      expect(history.points.at(-1)!.regular).toBe(history.now.kind === 'regular' ? history.now.price : hit.old_price);
    }
  });

  it('is the same for the same day and tables', async () => {
    const repo = createPriceHistoryRepository(db());
    const skus = (await db().selectFrom('products').select('sku').orderBy('sku').limit(300).execute()).map((p) => p.sku);
    const sources = await repo.sources(db(), skus, '2026-09-23');
    const input = {
      today: '2026-11-24',
      sources,
      realStart: '2026-09-23',
      standingSince: catalogueWeek('2026-11-24').start,
      promotable: new Set(skus),
      stores: ['TN0001', 'TN0002', 'TN0003'],
    };
    expect(generatePriceHistory(input)).toEqual(generatePriceHistory(input));
  });
});
