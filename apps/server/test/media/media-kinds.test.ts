import { productImageUrl } from '@qadhya/contracts';
import { withCheckDigit } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** docs/media.md#product-kinds: the picture shows what the product is, on the seeded demo data. */
describe('product pictures by kind', () => {
  let app: FastifyInstance;
  /** One product of each, same brand (Clementoni; Moulinex; Samsung), so only the drawing can differ. */
  const skus = new Map<string, string>();

  beforeAll(async () => {
    app = await buildTestApp();
    const names = [
      'Poupée mannequin Clementoni',
      'Trottinette enfant Clementoni',
      'Peluche ours Clementoni',
      'Cafetière filtre Moulinex',
      'Bouilloire électrique Moulinex',
      'Récepteur satellite HD Samsung',
      'Casque Bluetooth sans fil Samsung',
      'Enceinte Bluetooth portable Samsung',
    ];
    const rows = await app.database.db.selectFrom('products').select(['sku', 'name']).where('name', 'in', names).execute();
    for (const row of rows) skus.set(row.name, row.sku);
    expect([...skus.keys()].sort()).toEqual([...names].sort());
  });
  afterAll(async () => {
    await app.close();
  });

  const picture = async (name: string) => {
    const res = await app.inject(productImageUrl(skus.get(name)!));
    expect(res.statusCode, name).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain(`<title>${name}</title>`);
    return res;
  };
  /** The drawing without its title and words. */
  const shape = (svg: string) => svg.replace(/<title>.*?<\/title>/g, '').replace(/<text[^>]*>.*?<\/text>/g, '');

  it('draws a doll and a scooter, not the teddy bear their pack stored', async () => {
    const [doll, scooter, teddy] = await Promise.all(
      ['Poupée mannequin Clementoni', 'Trottinette enfant Clementoni', 'Peluche ours Clementoni'].map(picture),
    );
    expect(new Set([doll!, scooter!, teddy!].map((r) => shape(r.body))).size).toBe(3);
    expect(new Set([doll!, scooter!, teddy!].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('draws the coffee maker apart from the kettle, and each audio product as itself', async () => {
    const names = [
      'Cafetière filtre Moulinex',
      'Bouilloire électrique Moulinex',
      'Récepteur satellite HD Samsung',
      'Casque Bluetooth sans fil Samsung',
      'Enceinte Bluetooth portable Samsung',
    ];
    const bodies = (await Promise.all(names.map(picture))).map((r) => shape(r.body));
    expect(new Set(bodies).size).toBe(names.length);
  });

  it('keeps the picture cacheable: same URL, same bytes and ETag, 304 on If-None-Match', async () => {
    const first = await picture('Récepteur satellite HD Samsung');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await picture('Récepteur satellite HD Samsung');
    expect(again.body).toBe(first.body);
    const res = await app.inject({
      url: productImageUrl(skus.get('Récepteur satellite HD Samsung')!),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(res.statusCode).toBe(304);
  });

  it('draws a back-office product by its name, and a new name gets a new picture URL', async () => {
    const marketing = await createStaff(app, 'marketing');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url: `/api/v1/admin/${url}`, headers: marketing.headers, payload });
    const ean = withCheckDigit(`619${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
    const created = await call('POST', 'products', {
      ean,
      name: 'Article de test',
      marque: 'Clementoni',
      category_id: 409,
      base_price: 9900,
    });
    expect(created.statusCode).toBe(201);
    const { sku, image: before } = created.json() as { sku: string; image: string };
    const box = (await app.inject(before)).body;
    const renamed = await call('PATCH', `products/${sku}`, { name: 'Trottinette pliable' });
    expect(renamed.statusCode).toBe(200);
    const after = (renamed.json() as { image: string }).image;
    expect(after).not.toBe(before);
    const scooter = await app.inject(after);
    expect(scooter.body).toContain('<title>Trottinette pliable</title>');
    expect(shape(scooter.body)).not.toBe(shape(box));
    expect(shape(scooter.body)).toBe(shape((await picture('Trottinette enfant Clementoni')).body));
    // A change that is not drawn (the description) keeps the URL.
    const described = await call('PATCH', `products/${sku}`, { description: 'Une trottinette.' });
    expect((described.json() as { image: string }).image).toBe(after);
  });
});
