import { catalogueWeek } from '@qadhya/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_PAGE_SIZE } from '../features/catalogs/api.ts';
import { HOME_FETCH_LIMIT } from '../features/home/api/strips.ts';
import { getLastChance, LAST_CHANCE_PAGE_SIZE } from '../features/last-chance/api/get-last-chance.ts';
import { getPromos, PROMOS_PAGE_SIZE } from '../features/offers/api/get-promos.ts';
import { buildUrl } from '../lib/api/build-url.ts';
import { BOOT_SIZES, bootPlan, type BootRead, type BootState } from './boot.ts';

const NOW = '2026-11-24T12:30:00.000Z'; // 13:30 in Tunis, a Tuesday
const TODAY = '2026-11-24';
const anonymous: BootState = { token: null, magasin: null };

/** The URLs a plan reaches when the clock answers NOW and lists answer `answers[url]`. */
function reach(plan: BootRead[], answers: Record<string, unknown> = {}): string[] {
  const out: string[] = [];
  const visit = (read: BootRead) => {
    out.push(read.url);
    const body = read.url === buildUrl('/clock') ? { now: NOW } : (answers[read.url] ?? { items: [] });
    for (const next of read.then?.(body) ?? []) visit(next);
  };
  for (const read of plan) visit(read);
  return out;
}

/** An empty page, as the paged routes answer it. */
const EMPTY_PAGE = JSON.stringify({ items: [], page: 1, pageSize: 24, total: 0, hasMore: false });

/** The URL the app's own fetcher requests (fetch stubbed). */
async function appUrl(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn().mockResolvedValue(new Response(EMPTY_PAGE, { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await call();
  return (fetchMock.mock.calls[0] as [string])[0];
}

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('bootPlan', () => {
  it('uses the page sizes of the screens', () => {
    expect(BOOT_SIZES).toEqual({
      homeStrip: HOME_FETCH_LIMIT,
      promosPage: PROMOS_PAGE_SIZE,
      lastChancePage: LAST_CHANCE_PAGE_SIZE,
      catalogueProductsPage: PRODUCTS_PAGE_SIZE,
    });
  });

  it('home: the clock, then today’s promos; the last-chance strip and the catalogues at once', () => {
    const plan = bootPlan('/layout', anonymous);
    expect(plan.map((r) => r.url)).toEqual([
      '/api/v1/clock',
      '/api/v1/last-chance?distinct=true&limit=22&pageSize=22&lang=fr',
      '/api/v1/catalogues?lang=fr',
    ]);
    expect(reach(plan)).toContain(`/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&pageSize=22&lang=fr`);
    expect(bootPlan('/layout', { token: 't', magasin: 'M042' })[1]!.url).toBe(
      '/api/v1/last-chance?magasin=M042&limit=22&pageSize=22&lang=fr',
    );
  });

  it('great offers: the week’s promos exactly as the offers screen asks for them', async () => {
    const expected = await appUrl(() => getPromos(catalogueWeek(TODAY), 1));
    expect(reach(bootPlan('/layout/great-offers', anonymous))).toEqual(['/api/v1/clock', expected]);
  });

  it('last chance: the categories and the first page, with or without a chosen store', async () => {
    for (const magasin of [null, 'M042']) {
      const list = await appUrl(() => getLastChance({ magasin, category: null, tags: [] }, 1));
      const urls = reach(bootPlan('/layout/last-chance/products', { token: null, magasin }));
      expect(urls).toContain(list);
      expect(urls).toContain(buildUrl('/last-chance/categories', { magasin: magasin ?? undefined, lang: 'fr' }));
    }
  });

  it('catalogues: the list, then the current catalogue’s first products page and images', () => {
    const list = {
      items: [
        { id: 7, name: 'Semaine', oc_debut: '2026-11-18', oc_fin: '2026-11-24', small_image: '/api/v1/media/catalogues/7/cover/1-1.svg' },
        { id: 6, name: 'Avant', oc_debut: '2026-11-11', oc_fin: '2026-11-17', small_image: null },
      ],
    };
    const plan = bootPlan('/layout/catalogs', anonymous);
    const urls = reach(plan, { '/api/v1/catalogues?lang=fr': list });
    expect(urls).toContain(`/api/v1/catalogues/7/products?page=1&pageSize=${PRODUCTS_PAGE_SIZE}&lang=fr`);
    const products = plan[0]!.then!({ now: NOW }).concat(plan[1]!.then!(list));
    const read = products.find((r) => r.url.startsWith('/api/v1/catalogues/7/'))!;
    expect(read.images!({ items: [{ image: '/p/1.svg' }, { image: '' }, { image: '/p/2.svg' }] })).toEqual([
      '/api/v1/media/catalogues/7/cover/1-1.svg',
      '/p/1.svg',
      '/p/2.svg',
    ]);
  });

  it('in Arabic (local key LANG), every read but the clock carries lang=ar, as the app asks for it', async () => {
    const { i18n } = await import('../lib/i18n/index.ts');
    i18n.addResourceBundle('ar', 'translation', {}, true, false);
    await i18n.changeLanguage('ar');
    try {
      const expected = await appUrl(() => getPromos(catalogueWeek(TODAY), 1));
      expect(expected).toMatch(/&lang=ar$/);
      expect(reach(bootPlan('/layout/great-offers', { ...anonymous, lang: 'ar' }))).toEqual(['/api/v1/clock', expected]);
      const list = await appUrl(() => getLastChance({ magasin: null, category: null, tags: [] }, 1));
      expect(reach(bootPlan('/layout/last-chance/products', { ...anonymous, lang: 'ar' }))).toContain(list);
    } finally {
      await i18n.changeLanguage('fr');
    }
    expect(bootPlan('/layout', { ...anonymous, lang: 'ar' }).map((r) => r.url)).toEqual([
      '/api/v1/clock',
      '/api/v1/last-chance?distinct=true&limit=22&pageSize=22&lang=ar',
      '/api/v1/catalogues?lang=ar',
    ]);
  });

  it('preloads the first images of today’s promos only', () => {
    const promos = bootPlan('/layout', anonymous)[0]!.then!({ now: NOW })[0]!;
    const body = {
      items: [
        { image: '/a.svg', status: 'future' },
        { image: '/b.svg', status: 'today' },
        { image: '/c.svg', status: 'today' },
      ],
    };
    expect(promos.images!(body)).toEqual(['/b.svg', '/c.svg']);
  });

  it('with the server’s instant in the page, the dated reads start at once (the clock is still read)', () => {
    const serverNow = new Date(NOW);
    const home = bootPlan('/layout', { ...anonymous, serverNow });
    expect(home.map((r) => r.url)).toContain(`/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&pageSize=22&lang=fr`);
    expect(home[0]!.url).toBe('/api/v1/clock');
    expect(home[0]!.then!({ now: NOW })).toEqual([]);
    const week = catalogueWeek(TODAY);
    expect(bootPlan('/layout/great-offers', { ...anonymous, serverNow }).map((r) => r.url)).toEqual([
      '/api/v1/clock',
      `/api/v1/promos?oc_debut=${week.start}&oc_fin=${week.end}&page=1&pageSize=${PROMOS_PAGE_SIZE}&lang=fr`,
    ]);
  });

  it('other routes only start the clock; an unreadable clock answer starts nothing more', () => {
    expect(bootPlan('/layout/settings', anonymous).map((r) => r.url)).toEqual(['/api/v1/clock']);
    expect(bootPlan('/layout', anonymous)[0]!.then!({ now: 'nope' })).toEqual([]);
  });
});
