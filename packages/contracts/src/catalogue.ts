import { z } from 'zod';
import { PageQuery } from './pagination.ts';
import { LangParam } from './lang.ts';

/** A weekly catalogue (Wednesday → Tuesday). oc_debut / oc_fin: Tunis wall time "YYYY-MM-DD HH:MM:SS". */
export const Catalogue = z
  .object({
    id: z.number().int(),
    name: z.string(),
    small_image: z.string().describe('Cover image URL'),
    oc_debut: z.string().describe('Start, "2026-11-18 00:00:00"'),
    oc_fin: z.string().describe('End, "2026-11-24 23:59:59"'),
    week: z.number().int().describe('ISO week of the start'),
    year: z.string().describe('2-digit ISO week-year, e.g. "26"'),
    page_count: z.number().int(),
    product_count: z.number().int(),
  })
  .meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof Catalogue>;

export const CataloguesResponse = z
  .object({
    items: z.array(Catalogue).describe('Last week, current and (Tuesday after 12:59) next week, by start'),
  })
  .meta({ id: 'Catalogues' });
export type CataloguesResponse = z.infer<typeof CataloguesResponse>;

export const CatalogueIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const CatalogueProductsQuery = PageQuery.extend({ lang: LangParam });

/** A product's tappable zone on a page, in the 350x500 page's units. */
export const PageZone = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});

/** The spec's catalogue-images entry (id, img, week, year) plus the page number and its zones. */
export const CatalogueImage = z
  .object({
    id: z.number().int().describe('Catalogue id'),
    img: z.string().describe('Page image URL (350x500)'),
    week: z.number().int(),
    year: z.string(),
    page: z.number().int(),
    zones: z.array(PageZone),
  })
  .meta({ id: 'CatalogueImage' });
export type CatalogueImage = z.infer<typeof CatalogueImage>;

export const CatalogueImagesQuery = z.object({
  week: z.coerce.number().int().min(1).max(53),
  year: z.string().regex(/^\d{2}$/, 'expected a 2-digit year like 26'),
  lang: LangParam,
});
export const CatalogueImagesResponse = z
  .object({
    catalogue: Catalogue.nullable(),
    images: z.array(CatalogueImage),
  })
  .meta({ id: 'CatalogueImages' });
export type CatalogueImagesResponse = z.infer<typeof CatalogueImagesResponse>;
