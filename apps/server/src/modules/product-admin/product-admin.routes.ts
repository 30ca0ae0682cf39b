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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';
import { isPathLikeName } from '../users/avatar-image.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from './product-photo.ts';

/** The one IMAGE file of a multipart request, read whole (at most PRODUCT_PHOTO_MAX_BYTES). */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the image as multipart/form-data in the field ${PRODUCT_IMAGE_FIELD}.`);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PRODUCT_IMAGE_FIELD) {
      file?.file.resume();
      throw new AppError(400, 'FILE_MISSING', `No file in the field ${PRODUCT_IMAGE_FIELD}.`);
    }
    if (isPathLikeName(file.filename)) {
      file.file.resume();
      throw new AppError(400, 'INVALID_FILE_NAME', 'The file name must not contain a path.');
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError(400, 'FILE_MISSING', `The file in ${PRODUCT_IMAGE_FIELD} is empty.`);
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', `The image is larger than ${PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send one file and nothing else.');
    }
    throw new AppError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
}

/** The documented form (one binary field IMAGE), read and checked by readImageFile. */
const ImageUpload = z.unknown().meta({
  type: 'object',
  properties: { [PRODUCT_IMAGE_FIELD]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 8 MB' } },
  required: [PRODUCT_IMAGE_FIELD],
});

/** Products in the back office (docs/back-office-content.md#products). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldNameSize: 100, fieldSize: 1024, headerPairs: 50 },
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
      const bytes = await readImageFile(req);
      return products.setImage(req.params.sku, bytes, actorOf(req));
    },
  );
};
