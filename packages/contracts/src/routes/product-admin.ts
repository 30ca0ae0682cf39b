import {
  AdminProduct,
  AdminProductCreate,
  AdminProductPage,
  AdminProductParams,
  AdminProductQuery,
  AdminProductUpdate,
  PRODUCT_IMAGE_FIELD,
} from '../admin-products.ts';
import { ApiError } from '../errors.ts';
import { PRODUCT_PHOTO_MAX_BYTES, atMostBytes } from '../upload-limits.ts';
import { defineRoutes } from './define.ts';
import { singleFileForm, staffOnly } from './shared.ts';

const notFound = { 404: ApiError.describe('PRODUCT_NOT_FOUND') };
const ImageUpload = singleFileForm(PRODUCT_IMAGE_FIELD, `JPEG, PNG or WebP, ${atMostBytes(PRODUCT_PHOTO_MAX_BYTES)}`);

/** The product-admin routes (docs/api.md#the-route-table). */
export const productAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  searchAdminProducts: {
    method: 'GET',
    path: '/api/v1/admin/products',
    summary: 'Searches products by name, brand, sku or EAN, and category (admin, marketing)',
    querystring: AdminProductQuery,
    response: { 200: AdminProductPage },
  },
  getAdminProduct: {
    method: 'GET',
    path: '/api/v1/admin/products/:sku',
    summary: 'One product (admin, marketing)',
    params: AdminProductParams,
    response: { 200: AdminProduct, ...notFound },
  },
  updateAdminProduct: {
    method: 'PATCH',
    path: '/api/v1/admin/products/:sku',
    summary: 'Changes a product’s texts, category or base price (admin, marketing); audited with before and after',
    params: AdminProductParams,
    body: AdminProductUpdate,
    response: { 200: AdminProduct, ...notFound, 422: ApiError.describe('CATEGORY_NOT_FOUND') },
  },
  createAdminProduct: {
    method: 'POST',
    path: '/api/v1/admin/products',
    summary: 'Creates a product (admin, marketing): a valid, unused EAN-13, an existing category; the sku is generated when left out',
    body: AdminProductCreate,
    response: {
      201: AdminProduct,
      409: ApiError.describe('PRODUCT_EAN_TAKEN | PRODUCT_SKU_TAKEN'),
      422: ApiError.describe('PRODUCT_EAN_INVALID (check digit) | CATEGORY_NOT_FOUND'),
    },
  },
  uploadAdminProductImage: {
    method: 'POST',
    path: '/api/v1/admin/products/:sku/image',
    summary: `Uploads a product photo (admin, marketing): multipart field ${PRODUCT_IMAGE_FIELD}, JPEG, PNG or WebP, re-encoded to a 600×600 WebP; the shopper’s image then shows it`,
    consumes: ['multipart/form-data'],
    params: AdminProductParams,
    body: ImageUpload,
    response: {
      200: AdminProduct,
      ...notFound,
      413: ApiError.describe('FILE_TOO_LARGE | PAYLOAD_TOO_LARGE'),
      415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE | UNSUPPORTED_IMAGE_TYPE'),
      422: ApiError.describe('IMAGE_INVALID | IMAGE_TOO_LARGE'),
      503: ApiError.describe('BUSY: too many images being decoded'),
    },
  },
});
