/**
 * GET /products/search (docs/products.md#one-search): the whole range found by name, brand, aisle
 * (French or Arabic), EAN or article code, accents, case and small typos forgiven, ranked whole
 * word → word start → inside a word → close spelling, with today's deal and the last-chance offer in
 * the shopper's store.
 */
import type { ProductSearchHit, ProductSearchPage } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('GET /products/search', () => {
  let app: FastifyInstance;
  const search = async (q: string, extra = ''): Promise<ProductSearchPage> => {
    const res = await app.inject(`/api/v1/products/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductSearchPage>();
  };
  const all = async (q: string, extra = ''): Promise<ProductSearchHit[]> => {
    const out: ProductSearchHit[] = [];
    for (let page = 1; page < 100; page++) {
      const body = await search(q, `&page=${page}&pageSize=100${extra}`);
      out.push(...body.items);
      if (!body.hasMore) {
        expect(out).toHaveLength(body.total);
        expect(new Set(out.map((p) => p.id)).size).toBe(out.length);
        return out;
      }
    }
    throw new Error('too many pages');
  };

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('"lait" shows the milks (whole word) before « Laitue » (word start), and a « Laitue » is found', async () => {
    const hits = await all('lait');
    const laitue = hits.findIndex((p) => fold(p.name).startsWith('laitue'));
    expect(laitue).toBeGreaterThan(0);
    const words = hits.map((p, i) => ({ p, i })).filter(({ p }) => /\blait\b/.test(fold(`${p.name} ${p.marque ?? ''}`)));
    expect(words.length).toBeGreaterThan(10);
    for (const { i } of words) expect(i).toBeLessThan(laitue);
    // The milks (aisle « Lait ») named « Lait … » first, before « Pain au lait » or « Lait corporel ».
    const milks = hits.filter((p) => p.category_id === 516 && /\blait\b/.test(fold(p.name)));
    expect(milks.length).toBeGreaterThan(5);
    expect(
      hits
        .slice(0, milks.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual(milks.map((p) => p.id).sort());
    expect(fold(hits[0]!.name)).toMatch(/^lait /);
    expect(hits[0]!.match).toBe('word');
    expect(hits[laitue]!.match).toBe('prefix');
    // The ranks never go back: word, category, prefix, substring, close.
    const order = ['barcode', 'word', 'category', 'prefix', 'substring', 'close'];
    const ranks = hits.map((p) => order.indexOf(p.match));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The first page of 10 is the start of the whole list.
    expect((await search('lait', '&pageSize=10')).items.map((p) => p.id)).toEqual(hits.slice(0, 10).map((p) => p.id));
  });

  it('forgives case, accents and a typo: "YAOURT", "yaout", "cafe" → « Café »', async () => {
    const yaourts = await all('yaourt');
    expect(yaourts.length).toBeGreaterThan(5);
    expect(fold(yaourts[0]!.name)).toMatch(/^yaourt /);
    expect((await all('YAOURT')).map((p) => p.id)).toEqual(yaourts.map((p) => p.id));
    const typo = await search('yaout', '&pageSize=20');
    expect(typo.items.length).toBeGreaterThan(5);
    for (const p of typo.items.slice(0, 5)) {
      expect(fold(p.name)).toContain('yaourt');
      expect(p.match).toBe('close');
    }
    const cafe = await search('cafe', '&pageSize=10');
    expect(cafe.items[0]!.name).toMatch(/^Café/);
    expect(cafe.items[0]!.category_id).toBe(563);
    expect((await search('café', '&pageSize=10')).items.map((p) => p.id)).toEqual(cafe.items.map((p) => p.id));
  });

  it('finds the aisle by its French and Arabic names: « حليب » and « الحليب » find the milks', async () => {
    const milkAisle = (await sql<{ n: number }>`select count(*)::int as n from products where category_id = 516`.execute(app.database.db))
      .rows[0]!.n;
    expect(milkAisle).toBeGreaterThan(5);
    for (const q of ['حليب', 'الحليب', 'حَليب']) {
      const hits = await all(q, '&lang=ar');
      // The aisle « حليب » first (a whole word), then « ياغورت وتحليات بالحليب » (inside a word).
      for (const p of hits.slice(0, milkAisle)) {
        expect(p.category_id).toBe(516);
        expect(p.category_name).toBe('حليب');
      }
      expect(hits.slice(milkAisle).every((p) => p.category_id === 519)).toBe(true);
      expect(hits.every((p) => p.match === 'category')).toBe(true);
    }
    // « قهوة » (Café & thé) finds the coffees.
    const coffee = await search('قهوة', '&lang=ar&pageSize=100');
    expect(coffee.total).toBeGreaterThan(0);
    expect(coffee.items.every((p) => p.category_id === 563)).toBe(true);
  });

  it('finds a product by its EAN and by its article code, first', async () => {
    const row = (
      await sql<{ id: number; ean: string; sku: string }>`select id, ean, sku from products order by id limit 1 offset 40`.execute(
        app.database.db,
      )
    ).rows[0]!;
    for (const code of [row.ean, row.sku]) {
      const hits = await search(code);
      expect(hits.items[0]!.id).toBe(row.id);
      expect(hits.items[0]!.match).toBe('barcode');
    }
  });

  it("gives today's promo and the last-chance offer in the shopper's store, and the lowest price", async () => {
    const today = tunisDateString(app.clock.now());
    const promo = (
      await sql<{
        name: string;
        id: number;
        price: number;
      }>`select p.name, p.id, pr.price from promos pr join products p on p.id = pr.product_id
        where pr.promo_date = ${today}::date and pr.price < p.price order by p.id limit 1`.execute(app.database.db)
    ).rows[0];
    expect(promo).toBeDefined();
    const withPromo = (await all(promo!.name)).find((p) => p.id === promo!.id)!;
    expect(withPromo.deal).toMatchObject({ kind: 'promo', price: promo!.price });
    expect(withPromo.store_price).toBeLessThanOrEqual(promo!.price);

    const lc = (
      await sql<{
        name: string;
        id: number;
        magasin_code: string;
        nouveau_pv: number;
        stock: number;
      }>`select p.name, p.id, lc.magasin_code, lc.nouveau_pv, lc.stock
        from last_chance lc join products p on p.sku = lc.sku where lc.stock > 0 order by lc.sku, lc.magasin_code limit 1`.execute(
        app.database.db,
      )
    ).rows[0]!;
    const inStore = (await all(lc.name, `&magasin=${lc.magasin_code}`)).find((p) => p.id === lc.id)!;
    expect(inStore.last_chance).toEqual(expect.objectContaining({ magasin: lc.magasin_code, price: lc.nouveau_pv, stock: lc.stock }));
    expect(inStore.store_price).toBeLessThanOrEqual(lc.nouveau_pv);
    const elsewhere = (await all(lc.name, '&magasin=NOPE0')).find((p) => p.id === lc.id)!;
    expect(elsewhere.last_chance).toBeNull();
    expect(elsewhere.store_price).toBe(Math.min(elsewhere.price, elsewhere.deal?.price ?? elsewhere.price));
  });

  it('gives the same order page by page as in one page (each word is read only as deep as the page)', async () => {
    for (const q of ['lait', 'bis', 'yaourt nature', 'la']) {
      const whole = (await search(q, '&pageSize=60')).items.map((p) => p.id);
      const paged: number[] = [];
      for (let page = 1; page <= 6; page++) paged.push(...(await search(q, `&page=${page}&pageSize=10`)).items.map((p) => p.id));
      expect(paged, q).toEqual(whole);
    }
  });

  it('finds several words in any order, each whole, started or close', async () => {
    const a = await all('yaourt nature');
    expect(a.length).toBeGreaterThan(0);
    for (const p of a) expect(fold(`${p.name} ${p.marque ?? ''}`)).toMatch(/yaourt/);
    expect((await all('nature yaourt')).map((p) => p.id).sort()).toEqual(a.map((p) => p.id).sort());
    // A typo in one word: the close spelling of that word.
    expect((await all('yaourt natur')).length).toBeGreaterThanOrEqual(a.length);
    expect((await search('yaourtt nature')).total).toBeGreaterThan(0);
  });

  it('keeps its word index with the products: a renamed product is found by its new name only, a deleted one no more', async () => {
    const db = app.database.db;
    const [p] = (await sql<{ id: number; sku: string; name: string }>`select id, sku, name from products order by id limit 1`.execute(db))
      .rows;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`update products set name = 'Zorglubine fraîche' where id = ${p!.id}`.execute(trx);
        const found = await sql<{ hit_id: number | null }>`select hit_id from search_products('zorglubine', '', '', 10, 0)`.execute(trx);
        expect(found.rows.map((r) => r.hit_id)).toEqual([p!.id]);
        const words = await sql<{ word: string }>`select word from search_dictionary where word in ('zorglubine', 'fraiche')`.execute(trx);
        expect(words.rows.map((r) => r.word).sort()).toEqual(['fraiche', 'zorglubine']);
        // Renamed back: the new words leave the dictionary.
        await sql`update products set name = ${p!.name} where id = ${p!.id}`.execute(trx);
        const after = await sql<{ hit_id: number | null }>`select hit_id from search_products('zorglubine', '', '', 10, 0)`.execute(trx);
        expect(after.rows.map((r) => r.hit_id)).toEqual([null]);
        expect((await sql`select 1 from search_dictionary where word = 'zorglubine'`.execute(trx)).rows).toHaveLength(0);
        await sql`insert into products (id, sku, ean, name, description, short_description, category_id, base_price, price, old_price, new_price, pack, source)
        values (2000000002, '999999998', '0000000000024', 'Quaxolade', 'd', 's', 516, 1000, 900, 1000, 900, 'box', 'generated')`.execute(
          trx,
        );
        expect(
          (await sql<{ hit_id: number | null }>`select hit_id from search_products('quaxolade', '', '', 10, 0)`.execute(trx)).rows.map(
            (r) => r.hit_id,
          ),
        ).toEqual([2000000002]);
        // Deleted: its words go with it.
        await sql`delete from products where id = 2000000002`.execute(trx);
        expect((await sql`select 1 from product_words where product_id = 2000000002`.execute(trx)).rows).toHaveLength(0);
        expect((await sql`select 1 from search_dictionary where word = 'quaxolade'`.execute(trx)).rows).toHaveLength(0);
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
  });

  it('ignores punctuation (no LIKE or regex pattern), answers an empty page for nothing found, refuses bad input', async () => {
    // Punctuation counts as a space: "lait.*" is "lait", no pattern; "(" alone finds nothing.
    expect((await search('lait.*', '&pageSize=50')).items.map((p) => p.id)).toEqual(
      (await search('lait', '&pageSize=50')).items.map((p) => p.id),
    );
    for (const q of ['%_%', '.*', '(', '\\', 'zzqxw']) {
      const res = await app.inject(`/api/v1/products/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json<ProductSearchPage>().total, q).toBe(0);
    }
    for (const url of [
      '/api/v1/products/search',
      '/api/v1/products/search?q=',
      `/api/v1/products/search?q=${'x'.repeat(101)}`,
      '/api/v1/products/search?q=lait&magasin=%3Cx%3E',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /products/search: the search limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SEARCH_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(async () => app.close());

  it('answers a repeated search from the cache; new searches past SEARCH_LIMIT_PER_MINUTE get 429 RATE_LIMITED', async () => {
    const remoteAddress = '10.8.9.1';
    const get = (q: string) => app.inject({ url: `/api/v1/products/search?q=${q}`, remoteAddress });
    expect((await get('lait')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await get('lait')).statusCode).toBe(200);
    expect((await get('yaourt')).statusCode).toBe(200);
    const refused = await get('fromage');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
    // Another address is not slowed down by this one.
    expect((await app.inject({ url: '/api/v1/products/search?q=fromage', remoteAddress: '10.8.9.2' })).statusCode).toBe(200);
  });
});
