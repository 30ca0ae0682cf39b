import type { ApiError, Product, ProductPage } from '@qadhya/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { toProduct } from '../../src/modules/products/product.mapper.ts';
import { createProductsRepository } from '../../src/modules/products/products.repository.ts';

describe('GET /products/:id, /products/sku/:sku, /products/banner', () => {
  const t = appPerBlock();

  it('answers one product by id and by sku, the same', async () => {
    const byId = await t.app.inject('/api/v1/products/1253');
    expect(byId.statusCode).toBe(200);
    const p = byId.json<Product>();
    expect(p.id).toBe(1253);
    expect(p.image).toBe(`/api/v1/media/products/${p.sku}/1-2.svg`);
    expect(p.new_price).toBe(p.price);
    expect(p.old_price).toBeGreaterThanOrEqual(p.price);
    expect(p.category_name).toBe('Lait');
    expect(p.category_kind).toBe('food');
    const bySku = await t.app.inject(`/api/v1/products/sku/${p.sku}`);
    expect(bySku.json<Product>()).toEqual(p);
  });

  it.each([
    ['/api/v1/products/9999999', 404, 'PRODUCT_NOT_FOUND'],
    ['/api/v1/products/sku/nope', 404, 'PRODUCT_NOT_FOUND'],
    ['/api/v1/products/0', 400, 'VALIDATION_FAILED'],
    ['/api/v1/products/1.5', 400, 'VALIDATION_FAILED'],
    ['/api/v1/products/99999999999', 400, 'VALIDATION_FAILED'],
    [`/api/v1/products/sku/${encodeURIComponent('a b')}`, 400, 'VALIDATION_FAILED'],
    [`/api/v1/products/sku/${'9'.repeat(41)}`, 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });

  it('lists the banner (category 726)', async () => {
    const res = await t.app.inject('/api/v1/products/banner?pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductPage>();
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from products where category_id = 726 or 726 = any(category_ids)`.execute(t.app.database.db);
    expect(body.total).toBe(rows[0]!.n);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) expect(p.category_ids).toContain(726);
  });

  it('gives a product whose category is unknown the default category AUTRES', async () => {
    // The foreign key forbids it in real data; the left join must still cope (rolled back).
    await t.app.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`
          insert into products (id, sku, ean, name, description, short_description, category_id, base_price, price, old_price, new_price, pack, source)
          values (2000000001, '999999999', '0000000000017', 'Orphelin', 'd', 's', 99999, 1000, 900, 1000, 900, 'box', 'generated')
        `.execute(trx);
        const repo = createProductsRepository(trx);
        const row = await repo.byId(2000000001);
        expect(toProduct(row!)).toMatchObject({ category_id: 99999, category_name: 'AUTRES', category_kind: 'default', price: 900 });
        const { rows, total } = await repo.list({ q: 'orphelin' }, { limit: 10, offset: 0 });
        expect(total).toBe(1);
        expect(rows[0]!.category_name).toBe('AUTRES');
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
    expect((await t.app.inject('/api/v1/products/2000000001')).statusCode).toBe(404);
  });
});
