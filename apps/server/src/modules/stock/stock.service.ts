import type { Lang, Store, StockRow } from '@qadhya/contracts';
import { distanceMeters, systemClock, type Clock } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import { foldPlace } from '../stores/near-index.ts';
import { toStore } from '../stores/store.mapper.ts';
import type { StockRepository } from './stock.repository.ts';

/** A count's time as ISO, never after the clock's now (a till ahead, a demo seeded for a later hour: docs/stock.md#api). */
const isoUpTo =
  (clock: Clock) =>
  (v: Date | string | number | null): string | null =>
    v === null ? null : new Date(Math.min(new Date(v).getTime(), clock.now().getTime())).toISOString();

/** What the stock answers need of the store list held in memory. */
export interface StoreList {
  has(code: string): boolean;
  /** Every store code, in the answers' order. */
  codes(): string[];
  /** The Store JSON of a store, or undefined. */
  storeJson(code: string): string | undefined;
  /** The Store JSON of a store with its distance_m, or undefined. */
  storeJsonAt(code: string, distanceM: number): string | undefined;
  /** Metres from (lat, lng) to a store. */
  distance(code: string, lat: number, lng: number): number;
  /** In the governorate (and delegation), both folded with foldPlace; undefined → any. */
  inPlace(code: string, gouvernorat: string | undefined, delegation: string | undefined): boolean;
}

export interface StockDeps {
  repo: StockRepository;
  /**
   * The store list as of the stores' data version `version`: the stores service's index, handed
   * over by the composition root (src/services.ts), so one list in memory serves both features.
   */
  storeList: (version: string, lang: Lang) => Promise<StoreList>;
  /** The app's clock: no `updated_at` is written later than its now. */
  clock?: Clock;
}

/** A page of the stores that have an article (docs/stock.md#api). */
export interface StockPageQuery {
  /** Already rounded: the answer depends on nothing else than the cache key. */
  position?: { lat: number; lng: number };
  current?: string;
  gouvernorat?: string;
  delegation?: string;
  limit: number;
  offset: number;
}

interface Candidate {
  code: string;
  d: number;
}

/**
 * The page's order: the current store first, then nearest first (distance, then code) with a
 * position, else by code; a page of `limit` from `offset`, and the next page's offset or null.
 */
function pageOf<T extends Candidate>(all: T[], q: StockPageQuery): { page: T[]; next: string | null } {
  const byCode = (a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  all.sort((a, b) => Number(b.code === q.current) - Number(a.code === q.current) || (q.position ? a.d - b.d : 0) || byCode(a, b));
  const end = q.offset + q.limit;
  return { page: all.slice(q.offset, end), next: end < all.length ? String(end) : null };
}

const fold = (s: string | undefined) => (s === undefined ? undefined : foldPlace(s));

/**
 * Stock of an article: in the stores a screen shows (a store without a row shows 0), or a page of
 * the stores that have it, nearest first (docs/stock.md#api).
 */
export function createStockService({ repo, storeList, clock = systemClock }: StockDeps) {
  const iso = isoUpTo(clock);
  const checkProduct = async (sku: string) => {
    if (!(await repo.productExists(sku))) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}`);
  };
  const unknownStores = (codes: string[]) => notFound('STORE_NOT_FOUND', `No store ${codes.slice(0, 5).join(', ')}`);

  return {
    /**
     * The plain join and serializer, with the cache off (the reference the tests compare the fast
     * path with). The stores' names, addresses and places in `lang` (docs/architecture.md#languages).
     */
    async forSku(sku: string, stores?: string[], lang: Lang = 'fr'): Promise<StockRow[]> {
      if (stores) {
        const known = new Set(await repo.existingStores(stores));
        const unknown = stores.filter((c) => !known.has(c));
        if (unknown.length > 0) throw unknownStores(unknown);
      }
      await checkProduct(sku);
      const rows = await repo.forSku(sku, stores, lang);
      return rows.map((r) => ({
        Magasin_Code: r.magasin_code,
        Article_Code: sku,
        STOCK: r.stock ?? 0,
        updated_at: iso(r.updated_at),
        store: toStore(r),
      }));
    },

    /** The page of forSkuPageJson from the plain join of every store (cache off: the reference). */
    async forSkuPage(sku: string, q: StockPageQuery, lang: Lang = 'fr'): Promise<{ items: StockRow[]; next: string | null }> {
      if (q.current && (await repo.existingStores([q.current])).length === 0) throw unknownStores([q.current]);
      await checkProduct(sku);
      const g = fold(q.gouvernorat);
      const dl = fold(q.delegation);
      const rows = (await repo.forSku(sku, undefined, lang))
        .filter(
          (r) =>
            r.magasin_code === q.current ||
            ((r.stock ?? 0) > 0 && (g === undefined || foldPlace(r.region_name) === g) && (dl === undefined || foldPlace(r.city) === dl)),
        )
        .map((r) => {
          const store: Store = toStore(r);
          const d = q.position ? distanceMeters(q.position, { lat: store.latitude, lng: store.longitude }) : 0;
          if (q.position) store.distance_m = Math.round(d * 10) / 10;
          return {
            code: r.magasin_code,
            d,
            row: { Magasin_Code: r.magasin_code, Article_Code: sku, STOCK: r.stock ?? 0, updated_at: iso(r.updated_at), store },
          };
        });
      const { page, next } = pageOf(rows, q);
      return { items: page.map((p) => p.row), next };
    },

    /**
     * The same answer as forSku, as StockResponse JSON text, from the store list in memory (as of
     * the stores' data version `storesVersion`) and only the stores' stock rows: no join, no
     * per-store serialization.
     */
    async forSkuJson(storesVersion: string, sku: string, codes: string[], lang: Lang = 'fr'): Promise<string> {
      const stores = await storeList(storesVersion, lang);
      const unknown = codes.filter((c) => !stores.has(c));
      if (unknown.length > 0) throw unknownStores(unknown);
      const found = await repo.rowsForSku(sku, codes);
      // A stock row names an existing product (foreign key): the product is looked up only without one.
      if (found.length === 0) await checkProduct(sku);
      const rows = new Map(found.map((r) => [r.magasin_code, r]));
      const article = JSON.stringify(sku);
      const items = [...codes].sort().map((code) => {
        const r = rows.get(code);
        return `{"Magasin_Code":${JSON.stringify(code)},"Article_Code":${article},"STOCK":${r ? r.stock : 0},"updated_at":${JSON.stringify(r ? iso(r.updated_at) : null)},"store":${stores.storeJson(code)!}}`;
      });
      return `{"items":[${items.join(',')}],"next":null}`;
    },

    /**
     * A page of the stores that have the article (and the current store), as StockResponse JSON
     * text: the sku's rows with STOCK > 0 (index-only), filtered, measured and ordered against the
     * store list in memory; only the page's stores are written out.
     */
    async forSkuPageJson(storesVersion: string, sku: string, q: StockPageQuery, lang: Lang = 'fr'): Promise<string> {
      const stores = await storeList(storesVersion, lang);
      if (q.current && !stores.has(q.current)) throw unknownStores([q.current]);
      const rows = await repo.rowsForSku(sku, undefined, q.current);
      // A stock row names an existing product (foreign key): the product is looked up only without one.
      if (rows.length === 0) await checkProduct(sku);
      const g = fold(q.gouvernorat);
      const dl = fold(q.delegation);
      const found: (Candidate & { stock: number; updated_at: number | null })[] = [];
      let current = false;
      for (const r of rows) {
        const isCurrent = r.magasin_code === q.current;
        if (!isCurrent && !(r.stock > 0 && stores.inPlace(r.magasin_code, g, dl))) continue;
        if (!stores.has(r.magasin_code)) continue;
        current ||= isCurrent;
        found.push({
          code: r.magasin_code,
          d: q.position ? stores.distance(r.magasin_code, q.position.lat, q.position.lng) : 0,
          stock: r.stock,
          updated_at: r.updated_at,
        });
      }
      // The shopper's store without a row still comes first, at 0.
      if (q.current && !current) {
        found.push({
          code: q.current,
          d: q.position ? stores.distance(q.current, q.position.lat, q.position.lng) : 0,
          stock: 0,
          updated_at: null,
        });
      }
      const { page, next } = pageOf(found, q);
      const article = JSON.stringify(sku);
      const items = page.map(
        (r) =>
          `{"Magasin_Code":${JSON.stringify(r.code)},"Article_Code":${article},"STOCK":${r.stock},"updated_at":${JSON.stringify(iso(r.updated_at))},"store":${q.position ? stores.storeJsonAt(r.code, r.d)! : stores.storeJson(r.code)!}}`,
      );
      return `{"items":[${items.join(',')}],"next":${JSON.stringify(next)}}`;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
