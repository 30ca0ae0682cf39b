import { z } from 'zod';
import {
  AdminCatalogue,
  AdminCatalogueCreateRequest,
  AdminCatalogueDetail,
  AdminCatalogueIdParams,
  AdminCatalogueList,
  AdminCatalogueListQuery,
  AdminCataloguePageParams,
  AdminCataloguePriceRequest,
  AdminCatalogueProduct,
  AdminCatalogueProductList,
  AdminCatalogueProductParams,
  AdminCatalogueProductsQuery,
  AdminCatalogueUpdateRequest,
  AdminZonesRequest,
  AdminZonesResponse,
  CATALOGUE_UPLOAD,
} from '../admin-catalogues.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** Staff routes whose 401 and 403 say who may call them. */
const table = {
  ...staffOnly('admin-catalogues'),
  answers: {
    401: ApiError.describe('UNAUTHORIZED: no live staff session'),
    403: ApiError.describe('FORBIDDEN: only admin and marketing'),
  },
};
const notFound = ApiError.describe('CATALOGUE_NOT_FOUND');
export const CATALOGUE_PAGES_FIELD = 'file';
const PagesUpload = z.unknown().meta({
  type: 'object',
  properties: {
    [CATALOGUE_PAGES_FIELD]: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `One PDF (each page rendered), or 1 to ${CATALOGUE_UPLOAD.maxPages} PNG/JPEG/WebP images in page order`,
    },
  },
  required: [CATALOGUE_PAGES_FIELD],
});

/** The catalogue-admin routes (docs/api.md#the-route-table). */
export const catalogueAdminApi = /* @__PURE__ */ defineRoutes(table, {
  listAdminCatalogues: {
    method: 'GET',
    path: '/api/v1/admin/catalogues',
    summary: 'Catalogues of every status, newest weeks first',
    querystring: AdminCatalogueListQuery,
    response: { 200: AdminCatalogueList },
  },
  createAdminCatalogue: {
    method: 'POST',
    path: '/api/v1/admin/catalogues',
    summary: "Creates a week's catalogue as a draft: dates from the week rules (Wednesday → Tuesday), id ISO year × 100 + week",
    body: AdminCatalogueCreateRequest,
    response: {
      201: AdminCatalogueDetail,
      409: ApiError.describe('CATALOGUE_WEEK_TAKEN: the week has a catalogue'),
      422: ApiError.describe('CATALOGUE_WEEK_PAST: the week is over; VALIDATION_FAILED: no such ISO week'),
    },
  },
  getAdminCatalogue: {
    method: 'GET',
    path: '/api/v1/admin/catalogues/:id',
    summary: 'A catalogue with its pages and zones exactly as the shopper’s flipbook gets them, whatever its status (the preview)',
    params: AdminCatalogueIdParams,
    response: { 200: AdminCatalogueDetail, 404: notFound },
  },
  updateAdminCatalogue: {
    method: 'PATCH',
    path: '/api/v1/admin/catalogues/:id',
    summary: 'Changes the titles (fr, ar) or the theme',
    params: AdminCatalogueIdParams,
    body: AdminCatalogueUpdateRequest,
    response: { 200: AdminCatalogueDetail, 404: notFound },
  },
  deleteAdminCatalogue: {
    method: 'DELETE',
    path: '/api/v1/admin/catalogues/:id',
    summary: 'Deletes a draft with its pages, zones and images (a published catalogue is unpublished first)',
    params: AdminCatalogueIdParams,
    response: { 204: z.null(), 404: notFound, 409: ApiError.describe('CONFLICT: still published') },
  },
  publishAdminCatalogue: {
    method: 'POST',
    path: '/api/v1/admin/catalogues/:id/publish',
    summary: 'Publishes: shoppers see it by the week rules (next week’s from Tuesday 13:00); already published → unchanged',
    params: AdminCatalogueIdParams,
    response: { 200: AdminCatalogue, 404: notFound, 409: ApiError.describe('CATALOGUE_EMPTY: no page yet') },
  },
  unpublishAdminCatalogue: {
    method: 'POST',
    path: '/api/v1/admin/catalogues/:id/unpublish',
    summary: 'Back to draft: shoppers no longer see it, nor its products’ catalogue prices',
    params: AdminCatalogueIdParams,
    response: { 200: AdminCatalogue, 404: notFound },
  },
  replaceAdminCataloguePages: {
    method: 'POST',
    path: '/api/v1/admin/catalogues/:id/pages',
    summary: `Replaces the pages: multipart fields "${CATALOGUE_PAGES_FIELD}", one PDF rendered page by page on the server, or PNG/JPEG/WebP images in page order; each page stored as a 700×1000 WebP`,
    consumes: ['multipart/form-data'],
    params: AdminCatalogueIdParams,
    body: PagesUpload,
    response: {
      200: AdminCatalogueDetail,
      400: ApiError.describe('FILE_MISSING, INVALID_FILE_NAME, BAD_REQUEST (a PDF with other files)'),
      404: notFound,
      413: ApiError.describe('FILE_TOO_LARGE'),
      415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_IMAGE_TYPE: neither a PDF nor an image'),
      422: ApiError.describe(
        'CATALOGUE_PDF_INVALID, CATALOGUE_TOO_MANY_PAGES, PDF_TOO_HEAVY (reason: pages, page_size, image_size, bytes, time or memory), IMAGE_INVALID, IMAGE_TOO_LARGE',
      ),
      503: ApiError.describe('BUSY: too many renderings at once'),
    },
  },
  listAdminCatalogueProducts: {
    method: 'GET',
    path: '/api/v1/admin/catalogues/:id/products',
    summary: 'The catalogue’s products (zones and prices) in page and position order, paged',
    params: AdminCatalogueIdParams,
    querystring: AdminCatalogueProductsQuery,
    response: { 200: AdminCatalogueProductList, 404: notFound },
  },
  replaceAdminCatalogueZones: {
    method: 'PUT',
    path: '/api/v1/admin/catalogues/:id/pages/:page/zones',
    summary: 'Replaces a page’s product zones (350×500 page units) and their prices, all or nothing',
    params: AdminCataloguePageParams,
    body: AdminZonesRequest,
    response: {
      200: AdminZonesResponse,
      404: ApiError.describe('CATALOGUE_NOT_FOUND, CATALOGUE_PAGE_NOT_FOUND'),
      409: ApiError.describe('CONFLICT: the same product placed at the same time elsewhere'),
      422: ApiError.describe('CATALOGUE_ZONES_INVALID {details: [{path: "zones.3.sku", message}]}: unknown sku, twice, or on another page'),
    },
  },
  updateAdminCataloguePrice: {
    method: 'PATCH',
    path: '/api/v1/admin/catalogues/:id/products/:sku',
    summary: 'Changes one catalogue product’s price and/or old price (millimes); remise follows',
    params: AdminCatalogueProductParams,
    body: AdminCataloguePriceRequest,
    response: {
      200: AdminCatalogueProduct,
      404: ApiError.describe('CATALOGUE_NOT_FOUND, CATALOGUE_PRODUCT_NOT_FOUND'),
      422: ApiError.describe('CATALOGUE_PRICE_INVALID: old_price below price'),
    },
  },
});
