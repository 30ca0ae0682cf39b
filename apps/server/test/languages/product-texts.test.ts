/**
 * The products' short line and paragraph in the shopper's language (docs/architecture.md#languages):
 * the same product read with ?lang=fr and ?lang=ar gives the French and the Arabic texts in the same
 * fields, on every read that returns products; the size, the name and the brand stay as printed
 * (isolated left to right inside the Arabic line); the response cache never mixes them.
 */
import type { FavouritesResponse, Product, ProductPage, ScanResponse } from '@qadhya/contracts';
import { isolate } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { productColumnsIn } from '../../src/db/product-columns.ts';
import { descriptionAr, shortDescriptionAr } from '../../src/seed/arabic-products.ts';
import { createUser } from '../helpers/accounts.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';

const ARABIC = /[\u0600-\u06FF]/;

describe('product short lines and paragraphs in French and in Arabic', () => {
  const t = appPerBlock();
  const get = t.get;

  /** The first product whose French short line matches `pattern` (SQL like), with its stored texts. */
  const productLike = (pattern: string) =>
    t.app.database.db
      .selectFrom('products')
      .select(['id', 'sku', 'ean', 'name', 'size', 'short_description', 'description', 'short_description_ar', 'description_ar'])
      .where('short_description', 'like', pattern)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();

  /** The product read in both languages by id, with the checks every read shares. */
  async function both(id: number): Promise<{ fr: Product; ar: Product }> {
    const frRes = await get(`/api/v1/products/${id}?lang=fr`);
    const arRes = await get(`/api/v1/products/${id}?lang=ar`);
    expect(frRes.statusCode).toBe(200);
    expect(arRes.statusCode).toBe(200);
    expect(arRes.headers['content-language']).toBe('ar');
    const fr = frRes.json<Product>();
    const ar = arRes.json<Product>();
    // As printed in both languages.
    expect(ar.name).toBe(fr.name);
    expect(ar.marque).toBe(fr.marque);
    expect(ar.size).toBe(fr.size);
    expect(ar.short_description).toMatch(ARABIC);
    expect(ar.description).toMatch(ARABIC);
    expect(fr.short_description).not.toMatch(ARABIC);
    expect(fr.description).not.toMatch(ARABIC);
    expect(ar.description.startsWith(isolate(fr.name))).toBe(true);
    expect(ar.short_description).toBe(shortDescriptionAr(fr.short_description, fr.size));
    expect(ar.description).toBe(descriptionAr(fr.description, fr.name, fr.size));
    return { fr, ar };
  }

  it('a bottle: "Bouteille de <size>" → "قارورة <size>", the size as printed; its paragraph in Arabic', async () => {
    const p = await productLike('Bouteille de %');
    const { fr, ar } = await both(p.id);
    expect(fr.short_description).toBe(`Bouteille de ${p.size}`);
    expect(fr.description).toBe(p.description);
    expect(ar.short_description).toBe(`قارورة \u2068${p.size}\u2069`);
    expect(ar.description).toBe(p.description_ar);
    expect(ar.description).toContain(`\u2068${p.size}\u2069`);
    // The same by sku.
    const bySku = await get(`/api/v1/products/sku/${p.sku}?lang=ar`);
    expect(bySku.json<Product>().short_description).toBe(ar.short_description);
    expect(bySku.json<Product>().description).toBe(ar.description);
    expect((await get(`/api/v1/products/sku/${p.sku}`)).json<Product>().short_description).toBe(fr.short_description);
  });

  it('a multipack, a warranty, a price per kilo, a piece and a bunch', async () => {
    const lot = await both((await productLike('Lot de %')).id);
    expect(lot.ar.short_description).toBe(`مجموعة من \u2068${lot.fr.size}\u2069`);
    const warranty = await both((await productLike('% · Garantie 2 ans')).id);
    expect(warranty.ar.short_description).toBe(`\u2068${warranty.fr.size}\u2069 · ضمان سنتين`);
    const kilo = await both((await productLike('Prix au kilo')).id);
    expect(kilo.ar.short_description).toBe('السعر للكيلو');
    expect(kilo.ar.description).toContain('المنشأ: تونس.');
    expect(kilo.fr.description).toContain('Origine : Tunisie.');
    expect((await both((await productLike('À la pièce')).id)).ar.short_description).toBe('بالقطعة');
    expect((await both((await productLike('La botte')).id)).ar.short_description).toBe('الحزمة');
  });

  it('every product has both Arabic texts stored after the seed', async () => {
    // Only the seed's: a product staff create may leave its Arabic empty (the French is shown), and on
    // PostgreSQL the back office's tests create theirs in the same database while this file runs.
    const missing = await t.app.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source', '!=', 'admin')
      .where((eb) => eb.or([eb('short_description_ar', 'is', null), eb('description_ar', 'is', null)]))
      .executeTakeFirstOrThrow();
    expect(Number(missing.n)).toBe(0);
  });

  it('lists, catalogue products, scan and favourites answer the texts in the asked language; the cache keeps them apart', async () => {
    const p = await productLike('Bouteille de %');
    const byId = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      return res;
    };
    const search = `/api/v1/products?q=${encodeURIComponent(p.name)}&pageSize=50`;
    const ar1 = await byId(`${search}&lang=ar`);
    const fr = await byId(`${search}&lang=fr`);
    const ar2 = await byId(`${search}&lang=ar`);
    const inAr = ar1.json<ProductPage>().items.find((i) => i.id === p.id)!;
    const inFr = fr.json<ProductPage>().items.find((i) => i.id === p.id)!;
    expect(inAr.short_description).toBe(p.short_description_ar);
    expect(inAr.description).toBe(p.description_ar);
    expect(inFr.short_description).toBe(p.short_description);
    expect(inFr.description).toBe(p.description);
    expect(ar2.body).toBe(ar1.body);
    expect(ar1.headers.etag).not.toBe(fr.headers.etag);
    expect((await byId(search, { 'accept-language': 'ar' })).body).toBe(ar1.body);

    const catalogue = await t.app.database.db
      .selectFrom('catalogues')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const cat = (lang: string) => byId(`/api/v1/catalogues/${catalogue.id}/products?pageSize=20&lang=${lang}`);
    const catAr = (await cat('ar')).json<ProductPage>().items;
    const catFr = (await cat('fr')).json<ProductPage>().items;
    expect(catAr.map((i) => i.id)).toEqual(catFr.map((i) => i.id));
    expect(catAr.length).toBeGreaterThan(0);
    for (const [i, a] of catAr.entries()) {
      const f = catFr[i]!;
      expect(a.short_description).toBe(shortDescriptionAr(f.short_description, f.size));
      expect(a.description).toBe(descriptionAr(f.description, f.name, f.size));
    }

    const banner = (await byId('/api/v1/products/banner?pageSize=5&lang=ar')).json<ProductPage>().items;
    for (const b of banner) expect(b.description).toMatch(ARABIC);

    const store = await t.app.database.db
      .selectFrom('stores')
      .select('magasin_code')
      .orderBy('magasin_code')
      .limit(1)
      .executeTakeFirstOrThrow();
    const scan = (query: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/scan${query}`, payload: { CODE_PRODUIT: p.ean, MAGASIN_ID: store.magasin_code } });
    const scanAr = (await scan('?lang=ar')).json<ScanResponse>().product;
    const scanFr = (await scan('?lang=fr')).json<ScanResponse>().product;
    expect(scanAr.short_description).toBe(p.short_description_ar);
    expect(scanAr.description).toBe(p.description_ar);
    expect(scanFr.short_description).toBe(p.short_description);

    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${p.sku}`, headers: user.headers })).statusCode).toBe(201);
    const favAr = (await byId('/api/v1/favorites?lang=ar', user.headers)).json<FavouritesResponse>().items[0]!.product;
    const favFr = (await byId('/api/v1/favorites?lang=fr', user.headers)).json<FavouritesResponse>().items[0]!.product;
    expect(favAr.short_description).toBe(p.short_description_ar);
    expect(favAr.description).toBe(p.description_ar);
    expect(favFr.description).toBe(p.description);
  });

  it('an empty or missing Arabic form falls back to the French', async () => {
    const p = await productLike('Sachet de %');
    // Inside a transaction that is rolled back: test files running beside this one on a shared
    // PostgreSQL database never see the edited row.
    const rollback = new Error('rollback');
    const read = await t.app.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ short_description_ar: '', description_ar: null }).where('id', '=', p.id).execute();
        const row = await trx
          .selectFrom('products as p')
          .leftJoin('categories as c', 'c.category_id', 'p.category_id')
          .select(productColumnsIn('ar'))
          .where('p.id', '=', p.id)
          .executeTakeFirstOrThrow();
        expect(row.short_description).toBe(p.short_description);
        expect(row.description).toBe(p.description);
        throw rollback;
      })
      .catch((e: unknown) => e);
    expect(read).toBe(rollback);
    // Nothing was kept: the stored Arabic forms are as they were.
    const after = await productLike('Sachet de %');
    expect([after.short_description_ar, after.description_ar]).toEqual([p.short_description_ar, p.description_ar]);
  });
});
