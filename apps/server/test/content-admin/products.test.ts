/**
 * Products in the back office (docs/back-office-content.md#products): search, creation with a
 * checked EAN-13, edits audited with before and after, and an uploaded photo the shopper then sees.
 */
import { discountPercent, withCheckDigit } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { postFile } from '../helpers/multipart.ts';
import { createStaff } from '../admin/staff-helpers.ts';

const app: FastifyInstance = await buildTestApp({ env: { CACHE_VERSION_CHECK_MS: '0' } });
afterAll(async () => {
  await app.close();
});

const marketing = await createStaff(app, 'marketing');
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin/${url}`, headers: marketing.headers, ...(payload ? { payload } : {}) });
const category = await app.database.db
  .selectFrom('categories')
  .select(['category_id', 'category_name'])
  .where('kind', '=', 'food')
  .orderBy('id')
  .executeTakeFirstOrThrow();
/** A fresh EAN-13 of this run (the 619 prefix with random digits), its check digit right. */
const freshEan = () => withCheckDigit(`619${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
/** A product of this test's own (a shared PostgreSQL's seeded products stay as they are). */
const newProduct = async (name: string, base_price = 5000) => {
  const res = await call('POST', 'products', { ean: freshEan(), name, category_id: category.category_id, base_price });
  expect(res.statusCode).toBe(201);
  return res.json() as { sku: string; name: string; base_price: number; image: string; image_version: number };
};
/** The same with a wrong check digit. */
const badCheck = (ean: string) => ean.slice(0, 12) + String((Number(ean[12]) + 1) % 10);

describe('POST /admin/products', () => {
  it('refuses an EAN-13 whose check digit is wrong (422 PRODUCT_EAN_INVALID), an unknown category (422), nothing created', async () => {
    const ean = freshEan();
    const bad = await call('POST', 'products', {
      ean: badCheck(ean),
      name: 'Harissa test',
      category_id: category.category_id,
      base_price: 2350,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('PRODUCT_EAN_INVALID');
    const noCategory = await call('POST', 'products', { ean, name: 'Harissa test', category_id: 999_999, base_price: 2350 });
    expect(noCategory.json().code).toBe('CATEGORY_NOT_FOUND');
    expect(
      await app.database.db
        .selectFrom('products')
        .select('id')
        .where('ean', 'in', [ean, badCheck(ean)])
        .execute(),
    ).toEqual([]);
  });

  it('creates a product with a valid EAN-13 and a generated sku; the shopper finds it by name and the audit log has it', async () => {
    const ean = freshEan();
    const res = await call('POST', 'products', {
      ean,
      name: 'Zriga Harissa Piquante',
      marque: 'Cap Bon',
      size: '380 g',
      category_id: category.category_id,
      base_price: 2350,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      ean,
      name: 'Zriga Harissa Piquante',
      base_price: 2350,
      price: 2350,
      old_price: 2350,
      remise: 0,
      category_name: category.category_name,
    });
    expect(created.sku).toMatch(/^\d+$/);

    const search = (await app.inject({ url: '/api/v1/products?q=zriga harissa' })).json();
    expect(search.items.map((p: { sku: string }) => p.sku)).toContain(created.sku);
    expect((await call('GET', `products?q=${ean}`)).json().items.map((p: { sku: string }) => p.sku)).toEqual([created.sku]);
    expect((await call('GET', `products/${created.sku}`)).json().ean).toBe(ean);
    const inCategory = (await call('GET', `products?q=zriga&category=${category.category_id}`)).json();
    expect(inCategory.items.map((p: { sku: string }) => p.sku)).toContain(created.sku);
    expect(
      (await call('GET', `products?category=${category.category_id}&pageSize=100`))
        .json()
        .items.every((p: { category_id: number }) => p.category_id === category.category_id),
    ).toBe(true);
    const other = await app.database.db
      .selectFrom('categories')
      .select('category_id')
      .where('category_id', '<>', category.category_id)
      .where('kind', '=', 'nonfood')
      .executeTakeFirstOrThrow();
    expect(
      (await call('GET', `products?q=zriga&category=${other.category_id}`)).json().items.map((p: { sku: string }) => p.sku),
    ).not.toContain(created.sku);

    const again = await call('POST', 'products', { ean, name: 'Doublon', category_id: category.category_id, base_price: 1000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRODUCT_EAN_TAKEN');
    const skuTaken = await call('POST', 'products', {
      ean: freshEan(),
      sku: created.sku,
      name: 'Doublon',
      category_id: category.category_id,
      base_price: 1000,
    });
    expect(skuTaken.json().code).toBe('PRODUCT_SKU_TAKEN');

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.create')
      .where('entity_id', '=', created.sku)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toBeNull();
  });
});

describe('PATCH /admin/products/:sku', () => {
  it('changes texts and base price (a discount kept only below the new base), audited with before and after', async () => {
    const own = await newProduct('Couscous moyen test', 5000);
    // A current discount: 4000 instead of 5000.
    await app.database.db.updateTable('products').set({ price: 4000, new_price: 4000, remise: 20 }).where('sku', '=', own.sku).execute();
    const p = { sku: own.sku, name: own.name, base_price: 5000, price: 4000 };
    const newBase = p.base_price + 1000;
    const res = await call('PATCH', `products/${p.sku}`, { name: 'Nom corrigé', description_ar: 'وصف جديد', base_price: newBase });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nom corrigé',
      description_ar: 'وصف جديد',
      base_price: newBase,
      old_price: newBase,
      price: p.price,
      remise: discountPercent(newBase, p.price),
    });

    const shopper = await app.inject({ url: `/api/v1/products/sku/${p.sku}?lang=ar` });
    expect(shopper.json()).toMatchObject({ name: 'Nom corrigé', description: 'وصف جديد', price: p.price, old_price: newBase });

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.update')
      .where('entity_id', '=', p.sku)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { name: string; base_price: number };
    expect(audit.staff_id).toBe(marketing.id);
    expect(json(audit.before)).toMatchObject({ name: p.name, base_price: p.base_price });
    expect(json(audit.after)).toMatchObject({ name: 'Nom corrigé', base_price: newBase });

    // A base price at or below the discounted price ends the discount.
    const down = await call('PATCH', `products/${p.sku}`, { base_price: p.price });
    expect(down.json()).toMatchObject({ base_price: p.price, price: p.price, old_price: p.price, remise: 0 });
  });

  it('refuses an unknown category (422), an unknown sku (404), an empty body (400)', async () => {
    const p = await app.database.db.selectFrom('products').select('sku').orderBy('id').executeTakeFirstOrThrow();
    expect((await call('PATCH', `products/${p.sku}`, { category_id: 999_999 })).json().code).toBe('CATEGORY_NOT_FOUND');
    expect((await call('PATCH', 'products/999999999', { name: 'x' })).json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await call('PATCH', `products/${p.sku}`, {})).statusCode).toBe(400);
  });
});

describe('POST /admin/products/:sku/image', () => {
  it('re-encodes the photo and the shopper’s image URL (new version) serves it instead of the drawn pack', async () => {
    const p = await newProduct('Thon à l’huile test');
    const before = (await app.inject({ url: `/api/v1/products/sku/${p.sku}` })).json();
    expect((await app.inject({ url: before.image })).body).not.toContain('data:image/webp');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await postFile(app, `/api/v1/admin/products/${p.sku}/image`, marketing.headers, png, {
      field: 'IMAGE',
      filename: 'photo.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image_version: p.image_version + 1, has_uploaded_image: true });

    const image = await app.inject({ url: res.json().image });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('data:image/webp;base64,');
    expect(before.image).not.toBe(res.json().image);
    const shopper = (await app.inject({ url: `/api/v1/products/sku/${p.sku}` })).json();
    expect(shopper.image).toBe(res.json().image);

    const refused = await postFile(app, `/api/v1/admin/products/${p.sku}/image`, marketing.headers, Buffer.from('not an image'), {
      field: 'IMAGE',
      filename: 'x.png',
    });
    expect(refused.statusCode).toBe(415);
  });
});
