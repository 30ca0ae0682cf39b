import { CATALOGUE_PAGE } from '@qadhya/contracts';
import { addDays, catalogueWeek, isoWeek, weekdayOf } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { BANNER, CURRENT_CATALOGUE } from '../../src/seed/categories/categories.ts';
import { demoData, TEST_DAY } from './fixture.ts';

const remiseOf = (oldPrice: number, newPrice: number) => Math.round(((oldPrice - newPrice) / oldPrice) * 100);

describe.each([TEST_DAY, '2026-11-25', '2026-12-30', '2027-01-05'])('catalogues and promos for %s', (day) => {
  const data = demoData(day);
  const current = catalogueWeek(day).start;

  it('has last, current and next week, Wednesday to Tuesday, with ISO week and 2-digit year', () => {
    for (const start of [addDays(current, -7), current, addDays(current, 7)]) {
      const c = data.catalogues.find((x) => x.oc_debut === `${start} 00:00:00`);
      expect(c, start).toBeDefined();
      expect(weekdayOf(start)).toBe(3);
      expect(c!.oc_fin).toBe(`${addDays(start, 6)} 23:59:59`);
      const { week, yy, year } = isoWeek(start);
      expect(c!.week).toBe(week);
      expect(c!.year).toBe(yy);
      expect(c!.id).toBe(year * 100 + week);
    }
    expect(data.catalogues).toHaveLength(10);
  });

  it('has 8 to 16 pages per catalogue, each page with tiles inside the 350x500 page and not overlapping', () => {
    for (const c of data.catalogues) {
      expect(c.page_count).toBeGreaterThanOrEqual(8);
      expect(c.page_count).toBeLessThanOrEqual(16);
      const pages = data.cataloguePages.filter((p) => p.catalogue_id === c.id);
      expect(pages.map((p) => p.page)).toEqual(Array.from({ length: c.page_count }, (_, i) => i + 1));
      for (const page of pages) {
        const tiles = data.catalogueProducts.filter((i) => i.catalogue_id === c.id && i.page === page.page);
        expect(tiles.length, `${c.id} p${page.page}`).toBeGreaterThan(0);
        for (const t of tiles) {
          expect(t.x).toBeGreaterThanOrEqual(0);
          expect(t.y).toBeGreaterThanOrEqual(CATALOGUE_PAGE.headerHeight);
          expect(t.x + t.w).toBeLessThanOrEqual(CATALOGUE_PAGE.width);
          expect(t.y + t.h).toBeLessThanOrEqual(CATALOGUE_PAGE.height - CATALOGUE_PAGE.footerHeight);
          for (const o of tiles) {
            if (o === t) continue;
            const apart = t.x + t.w <= o.x || o.x + o.w <= t.x || t.y + t.h <= o.y || o.y + o.h <= t.y;
            expect(apart).toBe(true);
          }
        }
      }
    }
  });

  it('gives catalogue products a promo price whose remise agrees', () => {
    const byId = new Map(data.products.map((p) => [p.id, p]));
    for (const item of data.catalogueProducts) {
      const p = byId.get(item.product_id)!;
      expect(item.old_price).toBe(p.base_price);
      expect(item.price).toBeLessThanOrEqual(item.old_price);
      expect(item.remise).toBe(remiseOf(item.old_price, item.price));
    }
  });

  it('marks the current catalogue products with 695, the banner with 726, at the catalogue price', () => {
    const cat = data.catalogues.find((c) => c.oc_debut === `${current} 00:00:00`)!;
    const items = data.catalogueProducts.filter((i) => i.catalogue_id === cat.id);
    const inCurrent = new Set(items.map((i) => i.product_id));
    for (const p of data.products) expect(p.category_ids.includes(CURRENT_CATALOGUE)).toBe(inCurrent.has(p.id));
    for (const i of items) {
      const p = data.products.find((x) => x.id === i.product_id)!;
      expect(p.price).toBe(i.price);
      expect(p.remise).toBe(i.remise);
    }
    const banner = data.products.filter((p) => p.category_ids.includes(BANNER));
    expect(banner.length).toBeGreaterThanOrEqual(4);
  });

  it('has the daily promos of every day of the week under its French key, and Super Friday on Friday', () => {
    for (let i = 0; i < 7; i++) {
      const date = addDays(current, i);
      const key = `super_${['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][weekdayOf(date)]}`;
      const promos = data.promos.filter((p) => p.promo_date === date && p.promo_key === key);
      expect(promos.length, `${date} ${key}`).toBeGreaterThanOrEqual(5);
      for (const p of promos) expect(p.remise).toBe(remiseOf(p.old_price, p.price));
    }
    const friday = data.promos.filter(
      (p) => p.promo_key === 'super_friday' && p.promo_date >= current && p.promo_date <= addDays(current, 6),
    );
    expect(friday.length).toBeGreaterThanOrEqual(4);
    for (const p of friday) expect(weekdayOf(p.promo_date)).toBe(5);
    for (const p of data.products) {
      const mine = data.promos.filter((x) => x.product_id === p.id && x.promo_date >= current && x.promo_date <= addDays(current, 6));
      expect(p.super_friday).toBe(mine.some((x) => x.promo_key === 'super_friday') ? 1 : 0);
      expect(p.super_lundi).toBe(mine.some((x) => x.promo_key === 'super_lundi') ? 1 : 0);
    }
  });
});
