import type { PageQuery, Product, ProductPage } from '@qadhya/contracts';
import { addDays, daysBetween, isNextWeekVisible, tunisDateString, type Clock } from '@qadhya/domain';
import { badRequest, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { toProduct } from './product.mapper.ts';
import type { ProductFilter, ProductsRepository } from './products.repository.ts';
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

/** Product lists and look-ups. */
export function createProductsService(repo: ProductsRepository, clock: Clock) {
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
