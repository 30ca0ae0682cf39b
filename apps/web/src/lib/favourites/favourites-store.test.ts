import { beforeEach, describe, expect, it } from 'vitest';
import { favouriteKeys, isFavourite, readFavourites, toggleFavourite } from './favourites-store.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const milk = { id: 7, sku: '6191234567890', name: 'Lait', price: 1350, old_price: 1500, remise: 10 };

describe('favourites store (wishlist_products)', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('toggles a product on and off', () => {
    expect(isFavourite(milk)).toBe(false);
    expect(toggleFavourite(milk)).toBe(true);
    expect(isFavourite(milk)).toBe(true);
    expect(readFavourites()).toEqual([{ ...milk, image: undefined, is_favori: true }]);
    expect(toggleFavourite(milk)).toBe(false);
    expect(isFavourite(milk)).toBe(false);
    expect(readFavourites()).toEqual([]);
  });

  it('reads legacy entries (bare ids or skus) and ignores junk', () => {
    localStorage.setItem('wishlist_products', JSON.stringify([7, 'abc', null, { foo: 1 }]));
    expect(isFavourite(milk)).toBe(true);
    expect(isFavourite({ sku: 'abc' })).toBe(true);
    expect([...favouriteKeys()].sort()).toEqual(['7', 'abc']);
    expect(toggleFavourite(milk)).toBe(false);
    expect(readFavourites()).toEqual(['abc']);
  });

  it('survives broken JSON', () => {
    localStorage.setItem('wishlist_products', '{oops');
    expect(readFavourites()).toEqual([]);
    expect(toggleFavourite(milk)).toBe(true);
  });

  it('gives a stable snapshot until the list changes', () => {
    const a = favouriteKeys();
    expect(favouriteKeys()).toBe(a);
    toggleFavourite(milk);
    expect(favouriteKeys()).not.toBe(a);
    expect(favouriteKeys().has(milk.sku)).toBe(true);
  });
});
