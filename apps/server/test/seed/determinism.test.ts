import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/seed/demo-data.ts';
import { TEST_DAY } from './fixture.ts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the pure generator', () => {
  it('gives byte-identical data for the same day', () => {
    expect(digest(generateDemoData(TEST_DAY))).toBe(digest(generateDemoData(TEST_DAY)));
  });

  it('keeps products, stores and a shared week identical when the day moves, and shifts the weeks', () => {
    const a = generateDemoData(TEST_DAY);
    const b = generateDemoData('2026-12-02');
    expect(digest(b.stores)).toBe(digest(a.stores));
    expect(digest(b.products.map((p) => [p.id, p.sku, p.ean, p.name, p.base_price]))).toBe(
      digest(a.products.map((p) => [p.id, p.sku, p.ean, p.name, p.base_price])),
    );
    const week = (d: typeof a) => d.catalogueProducts.filter((i) => i.catalogue_id === 202648);
    expect(week(a).length).toBeGreaterThan(0);
    expect(digest(week(b))).toBe(digest(week(a)));
    // 2026-12-02 is a Wednesday: its week (49) is current, and week 50 is next.
    expect(b.catalogues.at(-1)!.id).toBe(202650);
  });

  it('has tens of thousands of stock rows and a few hundred last-chance skus spread over stores', () => {
    const data = generateDemoData(TEST_DAY);
    expect(data.stock.length).toBeGreaterThan(20_000);
    expect(data.stock.length).toBeLessThan(150_000);
    const skus = new Set(data.lastChance.map((l) => l.sku));
    expect(skus.size).toBeGreaterThanOrEqual(200);
    expect(new Set(data.lastChance.map((l) => l.magasin_code)).size).toBeGreaterThan(100);
    for (const l of data.lastChance) {
      expect(l.nouveau_pv).toBeLessThan(l.ancien_pv);
      expect(l.remise).toBe(Math.round(((l.ancien_pv - l.nouveau_pv) / l.ancien_pv) * 100));
      expect(l.stock).toBeGreaterThan(0);
    }
  });

  it('counts every stock row before the seeded day starts, so never after the app clock that seeds it', () => {
    const data = generateDemoData(TEST_DAY);
    const dayStart = Date.parse(`${TEST_DAY}T00:00:00+01:00`);
    const times = data.stock.map((r) => Date.parse(String(r.updated_at)));
    expect(times.every((t) => Number.isFinite(t) && t < dayStart)).toBe(true);
    // Still recent: the evening before, spread over several hours.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(dayStart - 12 * 3_600_000);
    expect(new Set(times.map((t) => Math.floor(t / 3_600_000))).size).toBeGreaterThan(5);
  });
});
