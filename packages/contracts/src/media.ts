import { z } from 'zod';
import { GameKey } from './games.ts';

/**
 * Images the server draws (SVG): product packs, catalogue covers and pages, category tiles.
 * URLs carry a version so that they can be cached for a year: change the version, change the URL.
 */

/** Bumped whenever the drawings change, so clients fetch the new pictures. */
export const MEDIA_RENDER_VERSION = 2;

/** The flipbook page, in SVG user units (the spec's 350x500). */
export const CATALOGUE_PAGE = {
  width: 350,
  height: 500,
  /** Red title band at the top of a product page ("Semaine du … au …"). */
  headerHeight: 64,
  /** The cover's taller band. */
  coverHeaderHeight: 150,
  /** Footer strip with the page number and the validity dates. */
  footerHeight: 22,
  margin: 8,
  gap: 6,
} as const;

const mediaVersion = (imageVersion: number) => `${imageVersion}-${MEDIA_RENDER_VERSION}`;

export const productImageUrl = (sku: string, imageVersion = 1) =>
  `/api/v1/media/products/${encodeURIComponent(sku)}/${mediaVersion(imageVersion)}.svg`;
/**
 * Catalogue covers and pages have words drawn in them: the Arabic drawing has its own URL (?lang=ar),
 * so no cache ever mixes the two; the French URL has no parameter (docs/media.md#arabic-images).
 */
const langSuffix = (lang: 'fr' | 'ar') => (lang === 'ar' ? '?lang=ar' : '');
export const catalogueCoverUrl = (catalogueId: number, imageVersion = 1, lang: 'fr' | 'ar' = 'fr') =>
  `/api/v1/media/catalogues/${catalogueId}/cover/${mediaVersion(imageVersion)}.svg${langSuffix(lang)}`;
export const cataloguePageUrl = (catalogueId: number, page: number, imageVersion = 1, lang: 'fr' | 'ar' = 'fr') =>
  `/api/v1/media/catalogues/${catalogueId}/pages/${page}/${mediaVersion(imageVersion)}.svg${langSuffix(lang)}`;
/**
 * An uploaded catalogue page (docs/catalogue-admin.md#pages): the stored image's own random name is
 * in the URL, so a new upload is a new URL; the same image for both languages.
 */
export const catalogueUploadedPageUrl = (catalogueId: number, page: number, imageKey: string) =>
  `/api/v1/media/catalogues/${catalogueId}/uploaded/${page}/${imageKey.slice(imageKey.lastIndexOf('/') + 1)}`;
export const categoryImageUrl = (categoryId: number) => `/api/v1/media/categories/${categoryId}/${mediaVersion(1)}.svg`;
/**
 * A game's drawn picture (1200×600, no words): what a campaign without its own picture shows in the
 * games popup, « Campagnes en cours » and the back office (docs/games.md#the-popup).
 */
export const gamePictureUrl = (game: GameKey) => `/api/v1/media/games/${game}/${mediaVersion(1)}.svg`;

/** "3-1": the image's own version, then the drawing code's. */
export const MediaVersion = z
  .string()
  .regex(/^\d{1,9}-\d{1,4}$/, 'expected a version like 1-1')
  .describe('Image version then renderer version, e.g. 1-1');

export const ProductImageParams = z.object({
  sku: z.string().regex(/^\d{1,20}$/, 'expected an article code (digits)'),
  version: MediaVersion,
});
export type ProductImageParams = z.infer<typeof ProductImageParams>;

/** A catalogue's id and one of its pages, in the pictures' paths. */
const CatalogueId = z.coerce.number().int().min(1).max(999_999);
const PageNumber = z.coerce.number().int().min(1).max(99);

export const CatalogueCoverParams = z.object({
  id: CatalogueId,
  version: MediaVersion,
});
export type CatalogueCoverParams = z.infer<typeof CatalogueCoverParams>;

export const CataloguePageParams = z.object({
  id: CatalogueId,
  page: PageNumber,
  version: MediaVersion,
});
export type CataloguePageParams = z.infer<typeof CataloguePageParams>;

/** An uploaded page's image: `<uuid>.webp`, the name the server gave it. */
export const UploadedPageParams = z.object({
  id: CatalogueId,
  page: PageNumber,
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'expected the image name the server gave'),
});
export type UploadedPageParams = z.infer<typeof UploadedPageParams>;

export const CategoryImageParams = z.object({
  categoryId: z.coerce.number().int().min(0).max(99_999),
  version: MediaVersion,
});
export type CategoryImageParams = z.infer<typeof CategoryImageParams>;

export const GamePictureParams = z.object({
  key: GameKey,
  version: MediaVersion,
});
export type GamePictureParams = z.infer<typeof GamePictureParams>;

/** An SVG document (image/svg+xml). */
export const SvgImage = z.string().describe('SVG document (image/svg+xml)');
