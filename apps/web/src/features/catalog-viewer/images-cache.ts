import type { CatalogueImagesResponse } from '@qadhya/contracts';
import type { Language } from '../../lib/i18n/index.ts';
import { writeLocal } from '../../lib/storage/local-store.ts';

/**
 * The catalogue-images cache (docs/catalogues.md#page-images-cache): the last response per week/year is kept
 * in localStorage with the time it was fetched; it is refetched when older than 24 h or empty,
 * and used when the call fails. The time of the last successful sync also goes to the
 * local key `catalogLastSync`.
 */
export const CATALOGUE_IMAGES_TTL_MS = 24 * 60 * 60 * 1000;

export interface CachedImages {
  savedAt: number;
  data: CatalogueImagesResponse;
}

export interface ImagesResult {
  data: CatalogueImagesResponse;
  /** Served from the cache because the call failed. */
  offline: boolean;
}

/** One entry per week and language (the French one keeps the key it always had). */
export const cacheKey = (week: number, year: string, lang: Language = 'fr') =>
  `catalogImages:${year}-${week}${lang === 'fr' ? '' : `:${lang}`}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCachedImages(week: number, year: string, lang: Language = 'fr'): CachedImages | null {
  const raw = storage()?.getItem(cacheKey(week, year, lang));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as CachedImages;
    return typeof parsed?.savedAt === 'number' && Array.isArray(parsed.data?.images) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedImages(week: number, year: string, data: CatalogueImagesResponse, now: number, lang: Language = 'fr'): void {
  try {
    storage()?.setItem(cacheKey(week, year, lang), JSON.stringify({ savedAt: now, data } satisfies CachedImages));
    writeLocal('catalogLastSync', String(now));
  } catch {
    // Storage full or unavailable: the cache is only a help.
  }
}

/** Fresh: not empty and fetched less than 24 h ago (a time in the future counts as stale). */
export function isFresh(cached: CachedImages | null, now: number): boolean {
  if (!cached || cached.data.images.length === 0) return false;
  const age = now - cached.savedAt;
  return age >= 0 && age < CATALOGUE_IMAGES_TTL_MS;
}

/**
 * Cache first while fresh; else the network (stored on success); on failure the cached images
 * (even stale), else the error.
 */
export async function loadCatalogueImages(
  week: number,
  year: string,
  fetchImages: () => Promise<CatalogueImagesResponse>,
  now: () => number = Date.now,
  lang: Language = 'fr',
): Promise<ImagesResult> {
  const cached = readCachedImages(week, year, lang);
  if (cached && isFresh(cached, now())) return { data: cached.data, offline: false };
  try {
    const data = await fetchImages();
    writeCachedImages(week, year, data, now(), lang);
    return { data, offline: false };
  } catch (error) {
    if (cached && cached.data.images.length > 0) return { data: cached.data, offline: true };
    throw error;
  }
}
