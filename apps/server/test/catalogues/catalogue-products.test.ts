import type { ApiError, Product, ProductPage } from '@qadhya/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

describe('GET /catalogues/:id/products', () => {
  const t = appPerBlock();

  it("pages through the catalogue's products in page/position order with the catalogue's prices", async () => {
    const { rows } = await sql<{ product_id: number; price: number; old_price: number; remise: number }>`
      select product_id, price, old_price, remise from catalogue_products where catalogue_id = 202647 order by page, position
    `.execute(t.app.database.db);
    const seen: Product[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject(`/api/v1/catalogues/202647/products?page=${page}&pageSize=9`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ProductPage>();
      expect(body.total).toBe(rows.length);
      expect(body.page).toBe(page);
      expect(body.pageSize).toBe(9);
      seen.push(...body.items);
      expect(body.hasMore).toBe(seen.length < rows.length);
      if (!body.hasMore) break;
    }
    expect(seen.map((p) => p.id)).toEqual(rows.map((r) => r.product_id));
    for (const [i, p] of seen.entries()) {
      const r = rows[i]!;
      expect([p.price, p.new_price, p.old_price, p.remise]).toEqual([r.price, r.price, r.old_price, r.remise]);
    }
  });

  it('answers an empty page past the end, with the right total', async () => {
    const body = (await t.app.inject('/api/v1/catalogues/202647/products?page=50&pageSize=100')).json<ProductPage>();
    expect(body.items).toEqual([]);
    expect(body.hasMore).toBe(false);
    expect(body.total).toBeGreaterThan(0);
  });

  it("shows next week's catalogue on Tuesday at 13:30", async () => {
    const res = await t.app.inject('/api/v1/catalogues/202648/products?pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductPage>().items).toHaveLength(5);
  });

  it.each([
    ['/api/v1/catalogues/999999/products', 404, 'CATALOGUE_NOT_FOUND'],
    ['/api/v1/catalogues/202649/products', 404, 'CATALOGUE_NOT_FOUND'],
    ['/api/v1/catalogues/abc/products', 400, 'VALIDATION_FAILED'],
    ['/api/v1/catalogues/0/products', 400, 'VALIDATION_FAILED'],
    ['/api/v1/catalogues/202647/products?pageSize=0', 400, 'VALIDATION_FAILED'],
    ['/api/v1/catalogues/202647/products?page=-1', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });
});
