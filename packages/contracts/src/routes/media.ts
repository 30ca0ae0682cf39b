import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import {
  CatalogueCoverParams,
  CataloguePageParams,
  CategoryImageParams,
  GamePictureParams,
  ProductImageParams,
  SvgImage,
  UploadedPageParams,
} from '../media.ts';
import { defineRoutes } from './define.ts';
import { notModified } from './shared.ts';

/** Every picture may be not modified, or not found; 400 comes with the params. */
const pictures = { tags: ['media'], answers: { 304: notModified, 404: ApiError } } as const;

/** The media routes (docs/api.md#the-route-table). */
export const mediaApi = /* @__PURE__ */ defineRoutes(pictures, {
  getProductPicture: {
    method: 'GET',
    path: '/api/v1/media/products/:sku/:version.svg',
    summary: 'Product picture (SVG)',
    produces: ['image/svg+xml'],
    params: ProductImageParams,
    response: { 200: SvgImage },
  },
  getCatalogueCover: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/cover/:version.svg',
    summary: 'Catalogue cover (SVG, 350x500), its words in ?lang',
    produces: ['image/svg+xml'],
    params: CatalogueCoverParams,
    querystring: LangQuery,
    response: { 200: SvgImage },
  },
  getCataloguePagePicture: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/pages/:page/:version.svg',
    summary: 'Catalogue page (SVG, 350x500), its words in ?lang',
    produces: ['image/svg+xml'],
    params: CataloguePageParams,
    querystring: LangQuery,
    response: { 200: SvgImage },
  },
  getUploadedCataloguePage: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/uploaded/:page/:file.webp',
    summary: 'An uploaded catalogue page (WebP, 350x500 proportions), by the name the server gave it',
    produces: ['image/webp'],
    params: UploadedPageParams,
    response: { 200: z.string().describe('WebP image (image/webp)') },
  },
  getCategoryPicture: {
    method: 'GET',
    path: '/api/v1/media/categories/:categoryId/:version.svg',
    summary: 'Category picture (SVG)',
    produces: ['image/svg+xml'],
    params: CategoryImageParams,
    response: { 200: SvgImage },
  },
  getGamePicture: {
    method: 'GET',
    path: '/api/v1/media/games/:key/:version.svg',
    summary: "A game's drawn picture (SVG, 1200x600, no words): a campaign without its own picture shows it",
    produces: ['image/svg+xml'],
    params: GamePictureParams,
    response: { 200: SvgImage },
  },
});
