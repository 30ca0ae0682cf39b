import {
  catalogueCoverUrl,
  cataloguePageUrl,
  catalogueUploadedPageUrl,
  type Catalogue,
  type CatalogueImage,
  type Lang,
} from '@qadhya/contracts';
import type { CatalogueRow, PageKeyRow, ZoneRow } from './catalogues.repository.ts';

/**
 * The cover's URL is the drawing in `lang` (docs/media.md#arabic-images), or the uploaded first page
 * (the same for both languages, docs/catalogue-admin.md#pages).
 */
export function toCatalogue(row: CatalogueRow, lang: Lang = 'fr'): Catalogue {
  return {
    id: row.id,
    name: row.name,
    small_image: row.cover_key ? catalogueUploadedPageUrl(row.id, 1, row.cover_key) : catalogueCoverUrl(row.id, row.image_version, lang),
    oc_debut: row.oc_debut,
    oc_fin: row.oc_fin,
    week: row.week,
    year: row.year,
    page_count: row.page_count,
    product_count: row.product_count,
  };
}

/**
 * One entry per page (the spec's id, img, week, year) with the page's tappable product zones; an
 * uploaded page's img is its stored image, the others are drawn.
 */
export function toImages(row: CatalogueRow, zones: ZoneRow[], lang: Lang = 'fr', keys: PageKeyRow[] = []): CatalogueImage[] {
  const uploaded = new Map(keys.map((k) => [k.page, k.image_key]));
  const byPage = new Map<number, CatalogueImage['zones']>();
  for (const z of zones) {
    const list = byPage.get(z.page) ?? [];
    list.push({ product_id: z.product_id, sku: z.sku, name: z.name, x: z.x, y: z.y, w: z.w, h: z.h });
    byPage.set(z.page, list);
  }
  return Array.from({ length: row.page_count }, (_, i) => i + 1).map((page) => ({
    id: row.id,
    img: uploaded.get(page)
      ? catalogueUploadedPageUrl(row.id, page, uploaded.get(page)!)
      : cataloguePageUrl(row.id, page, row.image_version, lang),
    week: row.week,
    year: row.year,
    page,
    zones: byPage.get(page) ?? [],
  }));
}
