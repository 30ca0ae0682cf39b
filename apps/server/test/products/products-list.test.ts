import type { ApiError, Product, ProductPage } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

async function allPages(app: FastifyInstance, query: string, pageSize = 25): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await app.inject(`/api/v1/products?${query}&page=${page}&pageSize=${pageSize}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProductPage>();
    out.push(...body.items);
    expect(body.hasMore).toBe(out.length < body.total);
    if (!body.hasMore) {
      expect(out).toHaveLength(body.total);
      expect(new Set(out.map((p) => p.id)).size).toBe(out.length);
      return out;
    }
  }
  throw new Error('too many pages');
}

const count = async (app: FastifyInstance, where: ReturnType<typeof sql>) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from products p left join categories c on c.category_id = p.category_id where ${where}`.execute(
      app.database.db,
    )
  ).rows[0]!.n;

describe('GET /products', () => {
  const t = appPerBlock();

  it('lists every product, paged, in a stable order', async () => {
    const first = (await t.app.inject('/api/v1/products')).json<ProductPage>();
    expect(first.pageSize).toBe(24);
    expect(first.items).toHaveLength(24);
    expect(first.total).toBe(await count(t.app, sql`true`));
    const second = (await t.app.inject('/api/v1/products?page=2')).json<ProductPage>();
    const ids = [...first.items, ...second.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(48);
    const last = (await t.app.inject(`/api/v1/products?page=${Math.ceil(first.total / 100)}&pageSize=100`)).json<ProductPage>();
    expect(last.hasMore).toBe(false);
    expect(last.items.length).toBe(first.total - (last.page - 1) * 100);
  });

  it('finds the same products for lait, LAIT and lâit, and pages them without duplicates', async () => {
    const plain = await allPages(t.app, 'q=lait', 7);
    expect(plain.length).toBe(await count(t.app, sql`search_key(p.name || ' ' || coalesce(p.marque, '')) like '%lait%'`));
    expect(plain.length).toBeGreaterThan(10);
    for (const q of ['LAIT', encodeURIComponent('lâit'), encodeURIComponent('  LÂÏT ')]) {
      expect((await allPages(t.app, `q=${q}`, 50)).map((p) => p.id)).toEqual(plain.map((p) => p.id));
    }
    for (const p of plain) {
      const text = `${p.name} ${p.marque ?? ''}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      expect(text).toContain('lait');
    }
  });

  it('ranks a search exactly as ordering every match by similarity, then id, on every page', async () => {
    // The repository scores only the rows that can reach the page (a bound on similarity); the
    // pages must be those of scoring every match.
    for (const q of ['lait', 'eau', 'sauce', 'fro', 'thé vert', 'huile', 'bio', 'chocolat noir', 'pâtes', 'x']) {
      const expected = (
        await sql<{ id: number }>`select p.id from products p
          where search_key(p.name || ' ' || coalesce(p.marque, '')) like '%' || search_key(${q}) || '%'
          order by similarity(search_key(p.name || ' ' || coalesce(p.marque, '')), search_key(${q})) desc, p.id`.execute(t.app.database.db)
      ).rows.map((r) => r.id);
      const query = `q=${encodeURIComponent(q)}`;
      for (const pageSize of [1, 5, 24]) {
        const pages = Math.min(3, Math.ceil(expected.length / pageSize));
        const got: number[] = [];
        for (let page = 1; page <= pages; page++) {
          const res = await t.app.inject(`/api/v1/products?${query}&page=${page}&pageSize=${pageSize}`);
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json<ProductPage>();
          expect(body.total).toBe(expected.length);
          got.push(...body.items.map((p) => p.id));
        }
        expect(got, `${q}, pages of ${pageSize}`).toEqual(expected.slice(0, pages * pageSize));
      }
    }
  });

  it('matches accents in the data from a plain query (creme → Crème)', async () => {
    const items = await allPages(t.app, 'q=creme', 100);
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((p) => /crème/i.test(p.name))).toBe(true);
  });

  it("takes LIKE's wildcards in the text literally", async () => {
    const res = await t.app.inject(`/api/v1/products?q=${encodeURIComponent('%_%')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductPage>().total).toBe(0);
  });

  it('refuses control characters in the text (NUL included) with 400 CONTROL_CHARACTERS', async () => {
    const res = await t.app.inject('/api/v1/products?q=lait%00%01&pageSize=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTERS', message: expect.stringContaining('query.q') });
  });

  it('filters by aisles: category_id in the list or category_ids meeting it', async () => {
    const items = await allPages(t.app, 'category_ids=516,519,517', 50);
    expect(items.length).toBe(await count(t.app, sql`p.category_id in (516, 519, 517) or p.category_ids && array[516, 519, 517]`));
    for (const p of items) {
      expect([516, 519, 517].includes(p.category_id) || p.category_ids.some((c) => [516, 519, 517].includes(c))).toBe(true);
    }
    const current = await allPages(t.app, 'category_ids=695', 100);
    expect(current.length).toBeGreaterThan(0);
    for (const p of current) expect(p.category_ids).toContain(695);
  });

  it('filters by kind: food is food and hygiene, nonfood the rest', async () => {
    const all = (await t.app.inject('/api/v1/products?pageSize=1')).json<ProductPage>().total;
    const food = (await t.app.inject('/api/v1/products?kind=food&pageSize=100')).json<ProductPage>();
    const nonfood = (await t.app.inject('/api/v1/products?kind=nonfood&pageSize=100')).json<ProductPage>();
    expect(food.total + nonfood.total).toBe(all);
    expect(food.total).toBe(await count(t.app, sql`c.kind in ('food', 'hygiene')`));
    for (const p of food.items) expect(['food', 'hygiene']).toContain(p.category_kind);
    for (const p of nonfood.items) expect(['food', 'hygiene']).not.toContain(p.category_kind);
    const dairyNonFood = (await t.app.inject('/api/v1/products?kind=nonfood&category_ids=516')).json<ProductPage>();
    expect(dairyNonFood.total).toBe(0);
  });

  it("lists the products of the catalogues overlapping a range, with the week's prices", async () => {
    const items = await allPages(t.app, 'oc_debut=2026-11-18&oc_fin=2026-11-24', 20);
    const { rows } = await sql<{ product_id: number; price: number; old_price: number }>`
      select product_id, price, old_price from catalogue_products where catalogue_id = 202647
    `.execute(t.app.database.db);
    expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.product_id).sort((a, b) => a - b));
    for (const p of items) {
      const r = rows.find((x) => x.product_id === p.id)!;
      expect([p.price, p.old_price]).toEqual([r.price, r.old_price]);
    }
    const twoWeeks = (await t.app.inject('/api/v1/products?oc_debut=2026-11-20&oc_fin=2026-11-26&pageSize=1')).json<ProductPage>();
    expect(twoWeeks.total).toBeGreaterThan(items.length);
    const combined = (await t.app.inject('/api/v1/products?oc_debut=2026-11-18&oc_fin=2026-11-24&kind=food&q=lait')).json<ProductPage>();
    for (const p of combined.items) expect(rows.some((r) => r.product_id === p.id)).toBe(true);
  });

  it.each([
    ['oc_debut=2026-11-18', 'oc_fin'],
    ['oc_fin=2026-11-24', 'oc_debut'],
    ['oc_debut=2026-11-24&oc_fin=2026-11-18', 'before'],
    ['oc_debut=2026-10-01&oc_fin=2026-12-03', '62'],
    ['oc_debut=2026-11-31&oc_fin=2026-12-02', 'date'],
    ['category_ids=abc', 'ids'],
    ['category_ids=1,,2', 'ids'],
    ['kind=toys', 'kind'],
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('%s → 400 VALIDATION_FAILED (%s)', async (query, word) => {
    const res = await t.app.inject(`/api/v1/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(word);
  });

  it('accepts a range of exactly 62 days', async () => {
    expect((await t.app.inject('/api/v1/products?oc_debut=2026-10-01&oc_fin=2026-12-02&pageSize=1')).statusCode).toBe(200);
  });
});
