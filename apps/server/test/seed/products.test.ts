import { isValidGtin } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { FOOD_CATEGORY_IDS, HYGIENE_CATEGORY_IDS, NONFOOD_CATEGORY_IDS } from '../../src/seed/categories/categories.ts';
import { loadReferenceData } from '../../src/seed/reference.ts';
import { demoData } from './fixture.ts';

const remiseOf = (oldPrice: number, newPrice: number) => Math.round(((oldPrice - newPrice) / oldPrice) * 100);

describe('products', () => {
  const data = demoData();
  const products = data.products;

  it('has at least 3,000 products, every real Open Food Facts product among them with its real EAN', () => {
    expect(products.length).toBeGreaterThanOrEqual(3000);
    const codes = new Set(products.map((p) => p.ean));
    const real = loadReferenceData().products;
    expect(real).toHaveLength(1036);
    for (const r of real) expect(codes.has(r.ean), r.ean).toBe(true);
    expect(products.filter((p) => p.source === 'off')).toHaveLength(1036);
  });

  it('has valid, unique EAN-13 codes, mostly Tunisian (619), and unique skus', () => {
    expect(new Set(products.map((p) => p.ean)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) {
      expect(p.ean).toMatch(/^\d{13}$/);
      expect(isValidGtin(p.ean), p.ean).toBe(true);
    }
    expect(products.filter((p) => p.ean.startsWith('619')).length / products.length).toBeGreaterThan(0.6);
  });

  it("has French names, a brand for packaged goods, a size, and a category among the chain's ids", () => {
    const allowed = new Set([...FOOD_CATEGORY_IDS, ...HYGIENE_CATEGORY_IDS, ...NONFOOD_CATEGORY_IDS]);
    expect(FOOD_CATEGORY_IDS).toHaveLength(19);
    expect(Math.min(...FOOD_CATEGORY_IDS)).toBe(515);
    expect(Math.max(...FOOD_CATEGORY_IDS)).toBe(618);
    for (const p of products) {
      expect(p.name.trim().length, p.sku).toBeGreaterThan(2);
      expect(p.name).not.toMatch(/&quot;|\s{2}|^\s|\s$/);
      expect(p.name).not.toMatch(/\p{Script=Cyrillic}|\p{Script=Arabic}/u);
      expect(allowed.has(p.category_id), `${p.name}: ${p.category_id}`).toBe(true);
      expect(p.category_ids).toContain(p.category_id);
      expect(p.short_description.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(p.name.length);
    }
    expect(products.filter((p) => p.marque).length / products.length).toBeGreaterThan(0.9);
    expect(products.filter((p) => p.size).length).toBe(products.length);
    const brands = new Set(products.map((p) => p.marque));
    for (const b of [
      'Délice',
      'Vitalait',
      'Saïda',
      'Warda',
      'Randa',
      'Jadida',
      'Safia',
      'Sabrine',
      'El Mazraa',
      'Président',
      'Nadhif',
      'Lilas',
      'Samsung',
      'Moulinex',
    ]) {
      expect(brands.has(b), b).toBe(true);
    }
  });

  it('has integer millimes prices where price = new_price and remise = round((old − new) / old × 100)', () => {
    for (const p of products) {
      for (const v of [p.price, p.old_price, p.new_price, p.base_price]) {
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThan(0);
      }
      expect(p.price).toBe(p.new_price);
      expect(p.old_price).toBeGreaterThanOrEqual(p.new_price);
      expect(p.remise).toBe(remiseOf(p.old_price, p.new_price));
      if (p.remise === 0) expect(p.old_price).toBe(p.new_price);
    }
    expect(products.filter((p) => p.remise > 0).length).toBeGreaterThan(100);
  });

  it('prices look like shelf prices: milk about 1.4 DT, a fridge over a thousand', () => {
    const milk = products.find((p) => p.name.startsWith('Lait demi-écrémé UHT') && p.size === '1 L')!;
    expect(milk.base_price).toBeGreaterThan(1000);
    expect(milk.base_price).toBeLessThan(2000);
    const fridge = products.find((p) => p.name.startsWith('Réfrigérateur'))!;
    expect(fridge.base_price).toBeGreaterThan(1_000_000);
    for (const p of products) expect(p.base_price % 10).toBe(0);
  });
});
