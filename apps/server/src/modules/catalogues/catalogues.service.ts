import type { CatalogueImagesResponse, CataloguesResponse, PageQuery, ProductPage } from '@qadhya/contracts';
import { addDays, isCurrentCatalogue, isLastWeekCatalogue, isNextWeekVisible, tunisDateString, type Clock } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { toProduct } from '../products/product.mapper.ts';
import { toCatalogue, toImages } from './catalogue.mapper.ts';
import type { CatalogueRow, CataloguesRepository } from './catalogues.repository.ts';
import type { Lang } from '../../http/lang.ts';

const datesOf = (row: CatalogueRow) => ({ start: row.oc_debut.slice(0, 10), end: row.oc_fin.slice(0, 10) });

/** What the clock says about catalogue visibility right now. */
function moment(clock: Clock) {
  const now = clock.now();
  const today = tunisDateString(now);
  const nextVisible = isNextWeekVisible(now);
  return { today, nextVisible, key: `${today}|${nextVisible ? 'next' : 'no-next'}` };
}

type Moment = ReturnType<typeof moment>;

/** Started already, or next week's once it is visible (Tuesday after 12:59). */
function isVisible(row: CatalogueRow, m: Moment): boolean {
  const { start } = datesOf(row);
  return start <= m.today || (m.nextVisible && start <= addDays(m.today, 7));
}

/** Last week's, the current and (Tuesday after 12:59) next week's catalogues, with their pages and products. */
export function createCataloguesService({ repo, clock }: { repo: CataloguesRepository; clock: Clock }) {
  async function visibleCatalogue(id: number, m: Moment): Promise<CatalogueRow> {
    const row = await repo.byId(id);
    if (!row || !isVisible(row, m)) throw notFound('CATALOGUE_NOT_FOUND', `No catalogue with id ${id}.`);
    return row;
  }

  return {
    /** What visibility depends on now (the Tunis day, next week shown or not): part of cache keys. */
    momentKey(): string {
      return moment(clock).key;
    },

    /** The visible catalogues (the routes cache the answer by momentKey() and data version). */
    /** Titles in `lang` (the Arabic one when set, else the French). */
    async list(lang: Lang = 'fr'): Promise<CataloguesResponse> {
      const m = moment(clock);
      const rows = await repo.overlapping(addDays(m.today, -7), addDays(m.today, 7), lang);
      const items = rows.filter((row) => {
        const range = datesOf(row);
        if (isCurrentCatalogue(range, m.today) || isLastWeekCatalogue(range, m.today)) return true;
        return range.start > m.today && isVisible(row, m);
      });
      return { items: items.map((row) => toCatalogue(row, lang)) };
    },

    async products(id: number, q: PageQuery, lang: Lang = 'fr'): Promise<ProductPage> {
      const row = await visibleCatalogue(id, moment(clock));
      const { limit, offset } = pageWindow(q);
      const rows = await repo.products(row.id, limit, offset, lang);
      return pageOf(rows.map(toProduct), q, row.product_count);
    },

    async images(week: number, yy: string, lang: Lang = 'fr'): Promise<CatalogueImagesResponse> {
      const m = moment(clock);
      const row = await repo.byWeek(week, yy, lang);
      if (!row || !isVisible(row, m)) return { catalogue: null, images: [] };
      const [zones, keys] = await Promise.all([repo.zones(row.id), repo.pageKeys(row.id)]);
      return { catalogue: toCatalogue(row, lang), images: toImages(row, zones, lang, keys) };
    },
  };
}
