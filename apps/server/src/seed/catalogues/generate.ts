import { catalogueCoverUrl } from '@qadhya/contracts';
import { addDays } from '@qadhya/domain';
import type { Insertable } from 'kysely';
import type { CataloguePagesTable, CatalogueProductsTable, CataloguesTable } from '../../db/tables/catalogues.ts';
import { FOOD_CATEGORY_IDS, NONFOOD_CATEGORY_IDS } from '../categories/categories.ts';
import { Rng } from '../prng.ts';
import { promoPrice } from '../products/pricing.ts';
import type { SeedProduct } from '../products/generate.ts';
import { LAYOUT_SIZES, pageRects, type PageLayout } from './layout.ts';
import { CORE_THEMES, THEMES, catalogueName, type PageTheme } from './themes.ts';
import { weekInfo } from './weeks.ts';

export type CataloguePage = CataloguePagesTable;

export interface GeneratedCatalogue {
  row: Insertable<CataloguesTable>;
  pages: CataloguePage[];
  items: Insertable<CatalogueProductsTable>[];
}

const PAGE_LAYOUTS: readonly PageLayout[] = ['grid6', 'grid9', 'hero5', 'grid6'];

/** Products grouped by category, promotable ones only, in id order. */
export function promotableByCategory(products: readonly SeedProduct[]): Map<number, SeedProduct[]> {
  const out = new Map<number, SeedProduct[]>();
  for (const p of products) {
    if (p.noPromo) continue;
    const list = out.get(p.category_id) ?? [];
    list.push(p);
    out.set(p.category_id, list);
  }
  return out;
}

const firstWord = (name: string) => name.split(' ')[0]!.toLowerCase();

/**
 * `n` products of `categories` not used yet in the catalogue: the categories take turns, and a
 * product whose name starts like one already picked waits (no page of eight kinds of dates).
 */
function pickFrom(rng: Rng, pool: Map<number, SeedProduct[]>, categories: readonly number[], n: number, used: Set<number>) {
  const lists = rng.shuffle(categories).map((c) => rng.shuffle((pool.get(c) ?? []).filter((p) => !used.has(p.id))));
  const picked: SeedProduct[] = [];
  const words = new Set<string>();
  for (let turn = 0; picked.length < n && lists.some((l) => l.length > 0); turn++) {
    const list = lists[turn % lists.length]!;
    if (list.length === 0) continue;
    const fresh = list.findIndex((p) => !words.has(firstWord(p.name)));
    const [p] = list.splice(fresh === -1 ? 0 : fresh, 1);
    picked.push(p!);
    used.add(p!.id);
    words.add(firstWord(p!.name));
  }
  return picked;
}

function themesFor(rng: Rng, count: number): PageTheme[] {
  const core = THEMES.filter((t) => CORE_THEMES.includes(t.title));
  const others = rng.sample(
    THEMES.filter((t) => !CORE_THEMES.includes(t.title)),
    Math.max(0, count - core.length),
  );
  const chosen = new Set([...core, ...others]);
  return THEMES.filter((t) => chosen.has(t)).slice(0, count);
}

/**
 * The weekly catalogue of the week starting `start` (a Wednesday): 8 to 16 pages, a cover with 4
 * heroes, then themed pages of 5, 6 or 9 products with their promo price. Same week, same catalogue.
 */
export function generateCatalogue(start: string, pool: Map<number, SeedProduct[]>): GeneratedCatalogue {
  const info = weekInfo(start);
  const rng = new Rng('catalogue', start);
  const pageCount = rng.int(8, 16);
  const used = new Set<number>();
  const pages: CataloguePage[] = [];
  const items: Insertable<CatalogueProductsTable>[] = [];

  const place = (page: number, layout: PageLayout, products: SeedProduct[], minPct: number, maxPct: number) => {
    pageRects(layout).forEach((rect, position) => {
      const p = products[position];
      if (!p) return;
      const price = promoPrice(p.base_price, rng.int(minPct, maxPct));
      items.push({
        catalogue_id: info.id,
        product_id: p.id,
        page,
        position,
        ...rect,
        price: price.new_price,
        old_price: price.old_price,
        remise: price.remise,
      });
    });
  };

  const heroes = [...pickFrom(rng, pool, FOOD_CATEGORY_IDS, 3, used), ...pickFrom(rng, pool, NONFOOD_CATEGORY_IDS, 1, used)];
  pages.push({ catalogue_id: info.id, page: 1, layout: 'cover', title: catalogueName(start, info.week) });
  place(1, 'cover', heroes, 25, 45);

  themesFor(rng, pageCount - 1).forEach((theme, i) => {
    const layout = rng.pick(PAGE_LAYOUTS);
    const products = pickFrom(rng, pool, theme.categories, LAYOUT_SIZES[layout], used);
    pages.push({ catalogue_id: info.id, page: i + 2, layout, title: theme.title });
    place(i + 2, layout, products, 10, 35);
  });

  return {
    row: {
      id: info.id,
      name: catalogueName(start, info.week),
      week: info.week,
      year: info.yy,
      iso_year: info.isoYear,
      oc_debut: `${info.start} 00:00:00`,
      oc_fin: `${info.end} 23:59:59`,
      page_count: pages.length,
      cover: catalogueCoverUrl(info.id),
      image_version: 1,
      // The demo catalogues are published, as if at 13:00 Tunis (12:00 UTC) the Tuesday before.
      published_at: new Date(`${addDays(info.start, -1)}T12:00:00Z`),
    },
    pages,
    items,
  };
}
