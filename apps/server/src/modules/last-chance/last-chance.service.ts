import { productImageUrl, type LastChanceCategory, type LastChanceItem, type LastChanceStockRow } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import { pageOf } from '../../http/paging.ts';
import { toStore } from '../stores/store.mapper.ts';
import type { LastChanceRepository } from './last-chance.repository.ts';
import type { Lang } from '../../http/lang.ts';

export interface LastChanceListInput {
  magasin?: string;
  limit: number;
  distinct: boolean;
  category?: number;
  q?: string;
  page: number;
  pageSize: number;
  /** Language of the category and store names (default French). */
  lang?: Lang;
}

/** Control characters (NUL included) are ignored in search text. */
const printable = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');

/** Search terms: comma-separated, trimmed, blanks and (case-insensitive) duplicates dropped. */
export function searchTerms(q: string | undefined): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of printable(q ?? '').split(',')) {
    const term = raw.trim();
    const key = term.toLocaleLowerCase('fr');
    if (term && !seen.has(key)) {
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}

/** Last-chance list (limit = cap over all pages, 0 = all), categories and per-store offers of a sku. */
export function createLastChanceService({ repo }: { repo: LastChanceRepository }) {
  async function checkStore(code: string | undefined) {
    if (code !== undefined && !(await repo.storeExists(code))) throw notFound('STORE_NOT_FOUND', `No store ${code}`);
  }

  return {
    async list(q: LastChanceListInput) {
      await checkStore(q.magasin);
      const offset = (q.page - 1) * q.pageSize;
      const cap = q.limit > 0 ? q.limit : Number.POSITIVE_INFINITY;
      const take = Math.max(0, Math.min(q.pageSize, cap - offset));
      const filter = { magasin: q.magasin, category: q.category, terms: searchTerms(q.q), distinct: q.distinct, lang: q.lang };
      const { rows, total } = await repo.list(filter, take, offset);
      const items: LastChanceItem[] = rows.map((r) => ({
        ARTICLE: r.sku,
        MAGASIN: r.magasin_code,
        NOUVEAU_PV: r.nouveau_pv,
        ANCIEN_PV: r.ancien_pv,
        REMISE: r.remise,
        STOCK_DISPO: r.stock,
        DESC_ARTICLE: r.desc_article,
        product_id: r.product_id,
        name: r.name,
        image: productImageUrl(r.sku, r.image_version),
        category_id: r.category_id,
        category_name: r.category_name,
        storename: r.storename,
      }));
      return pageOf(items, q, Math.min(total, cap));
    },

    async categories(magasin?: string, lang: Lang = 'fr'): Promise<LastChanceCategory[]> {
      await checkStore(magasin);
      const rows = await repo.categories(magasin, lang);
      return rows
        .map((r) => ({ ID: r.id, CATEGORY_ID: r.category_id, CATEGORY_NAME: r.category_name, IMAGE: r.image, count: r.count }))
        .sort((a, b) => a.CATEGORY_NAME.localeCompare(b.CATEGORY_NAME, lang) || a.CATEGORY_ID - b.CATEGORY_ID);
    },

    /** The stores' texts in `lang`. */
    async stock(sku: string, lang: Lang = 'fr'): Promise<LastChanceStockRow[]> {
      const rows = await repo.forSku(sku, lang);
      if (rows.length === 0 && !(await repo.productExists(sku))) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}`);
      return rows.map((r) => ({
        MAGASIN: r.magasin_code,
        ARTICLE: r.sku,
        STOCK_DISPO: r.stock,
        NOUVEAU_PV: r.nouveau_pv,
        ANCIEN_PV: r.ancien_pv,
        REMISE: r.remise,
        store: toStore(r),
      }));
    },
  };
}
