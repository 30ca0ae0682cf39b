import {
  CatalogueIdParams,
  CatalogueImagesQuery,
  CatalogueImagesResponse,
  CatalogueProductsQuery,
  CataloguesResponse,
} from '../catalogue.ts';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { ProductPage } from '../product.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The catalogues routes (docs/api.md#the-route-table). */
export const cataloguesApi = /* @__PURE__ */ defineRoutes(open('catalogues'), {
  listCatalogues: {
    method: 'GET',
    path: '/api/v1/catalogues',
    summary: "Last week's, the current and (Tuesday after 12:59) next week's catalogues, by start",
    querystring: LangQuery,
    response: { 200: CataloguesResponse, 304: notModified },
  },
  listCatalogueImages: {
    method: 'GET',
    path: '/api/v1/catalogues/images',
    summary: "A week's catalogue pages (350x500) with each page's product zones; unknown week → no images",
    querystring: CatalogueImagesQuery,
    response: { 200: CatalogueImagesResponse, 304: notModified },
  },
  listCatalogueProducts: {
    method: 'GET',
    path: '/api/v1/catalogues/:id/products',
    summary: "A catalogue's products in page order, with the catalogue's prices",
    params: CatalogueIdParams,
    querystring: CatalogueProductsQuery,
    response: { 200: ProductPage, 304: notModified, 404: ApiError },
  },
});
