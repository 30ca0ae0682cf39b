import type { ApiError, CataloguesResponse, ProductPage } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const ids = async (app: FastifyInstance) => (await app.inject('/api/v1/catalogues')).json<CataloguesResponse>().items.map((c) => c.id);

describe('GET /catalogues', () => {
  const t = appPerBlock();

  it("lists last week's, the current and, on Tuesday at 13:30, next week's catalogue, by start", async () => {
    const res = await t.app.inject('/api/v1/catalogues');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<CataloguesResponse>();
    expect(items.map((c) => [c.id, c.oc_debut, c.oc_fin])).toEqual([
      [202646, '2026-11-11 00:00:00', '2026-11-17 23:59:59'],
      [202647, '2026-11-18 00:00:00', '2026-11-24 23:59:59'],
      [202648, '2026-11-25 00:00:00', '2026-12-01 23:59:59'],
    ]);
    const { rows } = await sql<{ id: number; n: number; pages: number }>`
      select k.id, k.page_count as pages, (select count(*)::int from catalogue_products cp where cp.catalogue_id = k.id) as n
      from catalogues k where k.id in (202646, 202647, 202648) order by k.id
    `.execute(t.app.database.db);
    for (const [i, c] of items.entries()) {
      expect(c.product_count).toBe(rows[i]!.n);
      expect(c.page_count).toBe(rows[i]!.pages);
      expect(c.small_image).toMatch(new RegExp(`^/api/v1/media/catalogues/${c.id}/cover/\\d+-\\d+\\.svg$`));
      expect(c.week).toBe(c.id % 100);
      expect(c.year).toBe('26');
      expect(c.name.length).toBeGreaterThan(0);
    }
  });

  it('sends an ETag and a one-minute public cache, and 304 when the client has it', async () => {
    const first = await t.app.inject('/api/v1/catalogues');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/api/v1/catalogues', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/v1/catalogues', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });
});

describe('catalogue list at other moments', () => {
  it.each([
    ['2026-11-24T12:59', [202646, 202647], 'Tuesday 12:59: next week not yet'],
    ['2026-11-24T13:00', [202646, 202647, 202648], 'Tuesday 13:00: next week shown'],
    ['2026-11-23T18:00', [202646, 202647], 'Monday'],
    ['2026-11-25T09:00', [202647, 202648], 'Wednesday: the week starting today is current'],
    ['2026-11-25T00:00', [202647, 202648], 'Wednesday at midnight'],
  ])('at %s → %j (%s)', async (now, expected) => {
    const app = await buildTestApp({ now });
    try {
      expect(await ids(app)).toEqual(expected);
    } finally {
      await app.close();
    }
  });

  it("hides next week's products and pages before Tuesday 13:00", async () => {
    const app = await buildTestApp({ now: '2026-11-24T12:59' });
    try {
      const products = await app.inject('/api/v1/catalogues/202648/products');
      expect(products.statusCode).toBe(404);
      expect(products.json<ApiError>().code).toBe('CATALOGUE_NOT_FOUND');
      const images = await app.inject('/api/v1/catalogues/images?week=48&year=26');
      expect(images.statusCode).toBe(200);
      expect(images.json()).toEqual({ catalogue: null, images: [] });
      const range = await app.inject('/api/v1/products?oc_debut=2026-11-25&oc_fin=2026-12-01');
      expect(range.json<ProductPage>().total).toBe(0);
      expect((await app.inject('/api/v1/catalogues/202647/products')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
