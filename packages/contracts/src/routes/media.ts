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

const responses = {
  200: SvgImage,
  304: z.null().describe('Not modified (If-None-Match)'),
  400: ApiError,
  404: ApiError,
};

/** The media routes (docs/api.md#the-route-table). */
export const mediaApi = /* @__PURE__ */ defineRoutes({
  getProductPicture: {
    method: 'GET',
    path: '/api/v1/media/products/:sku/:version.svg',
    tags: ['media'],
    summary: 'Product picture (SVG)',
    produces: ['image/svg+xml'],
    params: ProductImageParams,
    response: responses,
  },
  getCatalogueCover: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/cover/:version.svg',
    tags: ['media'],
    summary: 'Catalogue cover (SVG, 350x500), its words in ?lang',
    produces: ['image/svg+xml'],
    params: CatalogueCoverParams,
    querystring: LangQuery,
    response: responses,
  },
  getCataloguePagePicture: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/pages/:page/:version.svg',
    tags: ['media'],
    summary: 'Catalogue page (SVG, 350x500), its words in ?lang',
    produces: ['image/svg+xml'],
    params: CataloguePageParams,
    querystring: LangQuery,
    response: responses,
  },
  getUploadedCataloguePage: {
    method: 'GET',
    path: '/api/v1/media/catalogues/:id/uploaded/:page/:file.webp',
    tags: ['media'],
    summary: 'An uploaded catalogue page (WebP, 350x500 proportions), by the name the server gave it',
    produces: ['image/webp'],
    params: UploadedPageParams,
    response: { ...responses, 200: z.string().describe('WebP image (image/webp)') },
  },
  getCategoryPicture: {
    method: 'GET',
    path: '/api/v1/media/categories/:categoryId/:version.svg',
    tags: ['media'],
    summary: 'Category picture (SVG)',
    produces: ['image/svg+xml'],
    params: CategoryImageParams,
    response: responses,
  },
  getGamePicture: {
    method: 'GET',
    path: '/api/v1/media/games/:key/:version.svg',
    tags: ['media'],
    summary: "A game's drawn picture (SVG, 1200x600, no words): a campaign without its own picture shows it",
    produces: ['image/svg+xml'],
    params: GamePictureParams,
    response: responses,
  },
});
