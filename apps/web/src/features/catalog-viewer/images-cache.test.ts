import type { CatalogueImagesResponse } from '@qadhya/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_IMAGES_TTL_MS, cacheKey, isFresh, loadCatalogueImages, readCachedImages } from './images-cache.ts';

class MemoryStorage {
  map = new Map<string, string>();
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

const page = (n: number) => ({ id: 1, img: `/p/${n}.svg`, week: 48, year: '26', page: n, zones: [] });
const response = (pages: number): CatalogueImagesResponse => ({
  catalogue: null,
  images: Array.from({ length: pages }, (_, i) => page(i + 1)),
});
const T0 = Date.parse('2026-11-24T12:30:00Z');

describe('catalogue-images cache', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = store;
  });

  it('fetches when empty, stores the response and catalogLastSync', async () => {
    const fetcher = vi.fn(async () => response(3));
    const result = await loadCatalogueImages(48, '26', fetcher, () => T0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ data: response(3), offline: false });
    expect(readCachedImages(48, '26')).toEqual({ savedAt: T0, data: response(3) });
    expect(store.getItem('catalogLastSync')).toBe(String(T0));
    expect(store.getItem(cacheKey(48, '26'))).not.toBeNull();
  });

  it('uses the cache under 24 h, refetches at 24 h', async () => {
    await loadCatalogueImages(
      48,
      '26',
      async () => response(3),
      () => T0,
    );
    const fetcher = vi.fn(async () => response(5));
    const cached = await loadCatalogueImages(48, '26', fetcher, () => T0 + CATALOGUE_IMAGES_TTL_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    expect(cached.data.images).toHaveLength(3);
    const fresh = await loadCatalogueImages(48, '26', fetcher, () => T0 + CATALOGUE_IMAGES_TTL_MS);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fresh.data.images).toHaveLength(5);
  });

  it('refetches an empty cached response', async () => {
    await loadCatalogueImages(
      48,
      '26',
      async () => response(0),
      () => T0,
    );
    const fetcher = vi.fn(async () => response(2));
    expect((await loadCatalogueImages(48, '26', fetcher, () => T0 + 1000)).data.images).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('falls back to the (stale) cache when the call fails, else throws', async () => {
    await loadCatalogueImages(
      48,
      '26',
      async () => response(3),
      () => T0,
    );
    const failing = async (): Promise<CatalogueImagesResponse> => {
      throw new Error('offline');
    };
    const result = await loadCatalogueImages(48, '26', failing, () => T0 + 2 * CATALOGUE_IMAGES_TTL_MS);
    expect(result).toEqual({ data: response(3), offline: true });
    await expect(loadCatalogueImages(49, '26', failing, () => T0)).rejects.toThrow('offline');
  });

  it('keeps one entry per week/year and ignores broken JSON', async () => {
    await loadCatalogueImages(
      48,
      '26',
      async () => response(3),
      () => T0,
    );
    await loadCatalogueImages(
      1,
      '27',
      async () => response(1),
      () => T0,
    );
    expect(readCachedImages(48, '26')?.data.images).toHaveLength(3);
    expect(readCachedImages(1, '27')?.data.images).toHaveLength(1);
    store.setItem(cacheKey(2, '27'), '{oops');
    expect(readCachedImages(2, '27')).toBeNull();
  });

  it('a time in the future is not fresh', () => {
    expect(isFresh({ savedAt: T0 + 10, data: response(1) }, T0)).toBe(false);
  });
  it('keeps one entry per language: the Arabic pages never answer for the French ones', async () => {
    await loadCatalogueImages(
      48,
      '26',
      async () => response(3),
      () => T0,
    );
    const fetcher = vi.fn(async () => response(2));
    const arabic = await loadCatalogueImages(48, '26', fetcher, () => T0 + 1000, 'ar');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(arabic.data.images).toHaveLength(2);
    expect(cacheKey(48, '26')).toBe('catalogImages:26-48');
    expect(cacheKey(48, '26', 'ar')).toBe('catalogImages:26-48:ar');
    expect(readCachedImages(48, '26')?.data.images).toHaveLength(3);
    expect(readCachedImages(48, '26', 'ar')?.data.images).toHaveLength(2);
  });
});
