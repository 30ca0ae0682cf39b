import type { PageQuery, Product, ProductPage, ProductSearchHit, ProductSearchPage, SearchMatch } from '@qadhya/contracts';
import { addDays, daysBetween, isNextWeekVisible, tunisDateString, type Clock } from '@qadhya/domain';
import { badRequest, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { toProduct } from './product.mapper.ts';
import type { ProductFilter, ProductsRepository, SearchInput, SearchRow } from './products.repository.ts';
import type { Lang } from '../../http/lang.ts';

/** Longest catalogue range the product list accepts, in days. */
export const MAX_RANGE_DAYS = 62;
/** The home banner's category. */
export const BANNER_CATEGORY_ID = 726;

export interface ProductListInput extends PageQuery {
  q?: string | undefined;
  category_ids?: number[] | undefined;
  oc_debut?: string | undefined;
  oc_fin?: string | undefined;
  kind?: 'food' | 'nonfood' | undefined;
  lang?: Lang | undefined;
}

/** The search text without control characters (PostgreSQL refuses NUL in text), trimmed. */
export const cleanSearch = (q: string | undefined) => q?.replace(/\p{Cc}+/gu, ' ').trim() ?? '';

/** The last start date a listed catalogue may have: today, or next week's once it is visible. */
export function lastVisibleStart(clock: Clock): string {
  const now = clock.now();
  const today = tunisDateString(now);
  return isNextWeekVisible(now) ? addDays(today, 7) : today;
}

function catalogueRange(input: ProductListInput, clock: Clock): ProductFilter['catalogues'] {
  const { oc_debut: start, oc_fin: end } = input;
  if (!start && !end) return undefined;
  if (!start || !end) throw badRequest('VALIDATION_FAILED', 'oc_debut and oc_fin go together: give both dates or neither.');
  if (end < start) throw badRequest('VALIDATION_FAILED', 'oc_fin must not be before oc_debut.');
  if (daysBetween(start, end) > MAX_RANGE_DAYS) {
    throw badRequest('VALIDATION_FAILED', `The range oc_debut..oc_fin must not exceed ${MAX_RANGE_DAYS} days.`);
  }
  return { start, end, maxStart: lastVisibleStart(clock) };
}

export interface ProductSearchInput extends PageQuery {
  q: string;
  magasin?: string | undefined;
  lang?: Lang | undefined;
}

/** The rank the repository gives a hit (0 best) → how it matched. */
const MATCHES: readonly SearchMatch[] = ['barcode', 'word', 'word', 'category', 'prefix', 'category', 'substring', 'close'];
const ARABIC_LETTER = /[\u0621-\u064A]/u;

/**
 * What the repository searches with: the cleaned query; its Arabic words without the article
 * « ال » (« الحليب » finds the aisle « حليب »); the query as a code when it may be an EAN or an
 * article code.
 */
export function searchInput(q: string): SearchInput {
  const key = cleanSearch(q);
  const arabicKey = ARABIC_LETTER.test(key)
    ? key
        .split(/\s+/u)
        .map((w) => (w.startsWith('ال') && w.length > 3 ? w.slice(2) : w))
        .join(' ')
    : '';
  const code = /^[A-Za-z0-9_-]{1,40}$/.test(key) ? key : undefined;
  return { key, arabicKey, ...(code ? { code } : {}) };
}

/** A search row → the API's hit: today's best deal (below the shelf price) and last-chance offer. */
export function toSearchHit(row: SearchRow, rank: number): ProductSearchHit {
  const product = toProduct(row);
  const deals = [
    row.promo_price !== null
      ? { kind: 'promo' as const, price: row.promo_price, old_price: row.promo_old_price ?? row.price, remise: row.promo_remise ?? 0 }
      : null,
    row.cat_price !== null
      ? { kind: 'catalogue' as const, price: row.cat_price, old_price: row.cat_old_price ?? row.price, remise: row.cat_remise ?? 0 }
      : null,
  ].filter((d): d is NonNullable<typeof d> => d !== null && d.price < row.price);
  const deal = deals.sort((a, b) => a.price - b.price)[0] ?? null;
  const lastChance =
    row.lc_price !== null && row.lc_magasin !== null
      ? {
          magasin: row.lc_magasin,
          price: row.lc_price,
          old_price: row.lc_old_price ?? row.price,
          remise: row.lc_remise ?? 0,
          stock: row.lc_stock ?? 0,
        }
      : null;
  return {
    ...product,
    match: MATCHES[rank] ?? 'close',
    deal,
    last_chance: lastChance,
    store_price: Math.min(row.price, deal?.price ?? row.price, lastChance?.price ?? row.price),
  };
}

/** Product lists and look-ups. */
export function createProductsService({ repo, clock }: { repo: ProductsRepository; clock: Clock }) {
  async function page(filter: ProductFilter, q: PageQuery): Promise<ProductPage> {
    const { rows, total } = await repo.list(filter, pageWindow(q));
    return pageOf(rows.map(toProduct), q, total);
  }

  return {
    list(input: ProductListInput): Promise<ProductPage> {
      const q = cleanSearch(input.q);
      return page(
        {
          ...(q ? { q } : {}),
          ...(input.category_ids?.length ? { categoryIds: input.category_ids } : {}),
          ...(input.kind ? { kind: input.kind } : {}),
          ...(input.lang ? { lang: input.lang } : {}),
          catalogues: catalogueRange(input, clock),
        },
        input,
      );
    },

    /** One search for the whole range (docs/products.md#one-search), with today's offers. */
    async search(input: ProductSearchInput): Promise<ProductSearchPage> {
      const s = searchInput(input.q);
      if (!s.key) return pageOf([], input, 0);
      const { hits, total } = await repo.search(s, pageWindow(input));
      const rows = await repo.withOffers(
        hits.map((h) => h.id),
        { today: tunisDateString(clock.now()), lang: input.lang ?? 'fr', ...(input.magasin ? { store: input.magasin } : {}) },
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = hits.flatMap((h) => {
        const row = byId.get(h.id);
        return row ? [toSearchHit(row, h.rank)] : [];
      });
      return pageOf(items, input, total);
    },

    banner(q: PageQuery, lang: Lang = 'fr'): Promise<ProductPage> {
      return page({ categoryIds: [BANNER_CATEGORY_ID], lang }, q);
    },

    async byId(id: number, lang: Lang = 'fr'): Promise<Product> {
      const row = await repo.byId(id, lang);
      if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product with id ${id}.`);
      return toProduct(row);
    },

    async bySku(sku: string, lang: Lang = 'fr'): Promise<Product> {
      const row = await repo.bySku(sku, lang);
      if (!row) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}.`);
      return toProduct(row);
    },
  };
}
