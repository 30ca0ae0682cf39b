import multipart from '@fastify/multipart';
import {
  AdminProduct,
  AdminProductCreate,
  AdminProductPage,
  AdminProductParams,
  AdminProductQuery,
  AdminProductUpdate,
  ApiError,
  PRODUCT_IMAGE_FIELD,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';
import { readSingleFile, singleFileForm, singleFileLimits } from '../../http/single-file.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from './product-photo.ts';

/** The documented form: one binary field IMAGE (read and checked by readSingleFile). */
const ImageUpload = singleFileForm(PRODUCT_IMAGE_FIELD, 'JPEG, PNG or WebP, at most 8 MB');

/** Products in the back office (docs/back-office-content.md#products). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: singleFileLimits(PRODUCT_PHOTO_MAX_BYTES),
  });
  const products = app.services.productAdmin;
  const config = { roles: CONTENT_ROLES };
  const notFound = { 404: ApiError.describe('PRODUCT_NOT_FOUND') };

  app.get(
    '/admin/products',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Searches products by name, brand, sku or EAN, and category (admin, marketing)',
        security: staffAuth,
        querystring: AdminProductQuery,
        response: { 200: AdminProductPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => products.search(req.query),
  );

  app.get(
    '/admin/products/:sku',
    {
      config,
      schema: { tags: ['admin'], summary: 'One product (admin, marketing)', security: staffAuth, params: AdminProductParams, response: { 200: AdminProduct, 400: ApiError, ...guarded, ...notFound } },
    },
    async (req) => products.get(req.params.sku),
  );

  app.patch(
    '/admin/products/:sku',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Changes a product’s texts, category or base price (admin, marketing); audited with before and after',
        security: staffAuth,
        params: AdminProductParams,
        body: AdminProductUpdate,
        response: { 200: AdminProduct, 400: ApiError, ...guarded, ...notFound, 422: ApiError.describe('CATEGORY_NOT_FOUND') },
      },
    },
    async (req) => products.update(req.params.sku, req.body, actorOf(req)),
  );

  app.post(
    '/admin/products',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Creates a product (admin, marketing): a valid, unused EAN-13, an existing category; the sku is generated when left out',
        security: staffAuth,
        body: AdminProductCreate,
        response: {
          201: AdminProduct,
          400: ApiError,
          ...guarded,
          409: ApiError.describe('PRODUCT_EAN_TAKEN | PRODUCT_SKU_TAKEN'),
          422: ApiError.describe('PRODUCT_EAN_INVALID (check digit) | CATEGORY_NOT_FOUND'),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await products.create(req.body, actorOf(req))),
  );

  app.post(
    '/admin/products/:sku/image',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: `Uploads a product photo (admin, marketing): multipart field ${PRODUCT_IMAGE_FIELD}, JPEG, PNG or WebP, re-encoded to a 600×600 WebP; the shopper’s image then shows it`,
        security: staffAuth,
        consumes: ['multipart/form-data'],
        params: AdminProductParams,
        body: ImageUpload,
        response: {
          200: AdminProduct,
          400: ApiError,
          ...guarded,
          ...notFound,
          413: ApiError.describe('FILE_TOO_LARGE | PAYLOAD_TOO_LARGE'),
          415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE | UNSUPPORTED_IMAGE_TYPE'),
          422: ApiError.describe('IMAGE_INVALID | IMAGE_TOO_LARGE'),
          503: ApiError.describe('BUSY: too many images being decoded'),
        },
      },
    },
    async (req) => {
      const bytes = await readSingleFile(req, PRODUCT_IMAGE_FIELD, PRODUCT_PHOTO_MAX_BYTES);
      return products.setImage(req.params.sku, bytes, actorOf(req));
    },
  );
};
