import multipart from '@fastify/multipart';
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
  ApiError,
  CATALOGUE_UPLOAD,
} from '@qadhya/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { isPathLikeName } from '../../http/single-file.ts';
import type { Actor } from './catalogue-admin.service.ts';

/** The multipart field of the uploaded files (one PDF, or images in page order). */
const FILE_FIELD = 'file';
const ROLES = ['admin', 'marketing'] as const;
const security = [{ staffAuth: [] }];
const tags = ['admin catalogues'];
const guarded = {
  401: ApiError.describe('UNAUTHORIZED: no live staff session'),
  403: ApiError.describe('FORBIDDEN: only admin and marketing'),
};
const notFound = ApiError.describe('CATALOGUE_NOT_FOUND');

const actorOf = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).staffId, ip: req.ip });

/** Every `file` part of the multipart body, read whole (each at most CATALOGUE_UPLOAD.maxFileBytes). */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the PDF or the images as multipart/form-data in fields named ${FILE_FIELD}.`);
  }
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || isPathLikeName(part.filename)) {
        part.file.resume();
        throw new AppError(400, part.fieldname !== FILE_FIELD ? 'FILE_MISSING' : 'INVALID_FILE_NAME', `Send files in fields named ${FILE_FIELD}, plain names.`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push(bytes);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'FILE_TOO_LARGE', `A file is larger than ${CATALOGUE_UPLOAD.maxFileBytes / 1024 / 1024} MB.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(422, 'CATALOGUE_TOO_MANY_PAGES', `At most ${CATALOGUE_UPLOAD.maxPages} files.`);
    }
    throw new AppError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
  if (!files.length) throw new AppError(400, 'FILE_MISSING', `No file in the fields ${FILE_FIELD}.`);
  return files;
}

/** The documented form: `file` fields (read by readFiles, not validated as a schema). */
const PagesUpload = z.unknown().meta({
  type: 'object',
  properties: {
    [FILE_FIELD]: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `One PDF (each page rendered), or 1 to ${CATALOGUE_UPLOAD.maxPages} PNG/JPEG/WebP images in page order`,
    },
  },
  required: [FILE_FIELD],
});

/**
 * Catalogue administration (docs/catalogue-admin.md) under /api/v1/admin/catalogues, for the admin
 * and marketing roles: weeks, pages (PDF or images), zones with prices, publication. Every write is
 * audited in its own transaction (the service).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: CATALOGUE_UPLOAD.maxFileBytes, files: CATALOGUE_UPLOAD.maxPages, fields: 4, parts: CATALOGUE_UPLOAD.maxPages + 4, fieldNameSize: 100, fieldSize: 1024, headerPairs: 50 },
  });
  const admin = app.services.catalogueAdmin;
  const config = { roles: ROLES };

  app.get(
    '/admin/catalogues',
    {
      config,
      schema: { tags, security, summary: 'Catalogues of every status, newest weeks first', querystring: AdminCatalogueListQuery, response: { 200: AdminCatalogueList, 400: ApiError, ...guarded } },
    },
    async (req) => admin.list(req.query),
  );

  app.post(
    '/admin/catalogues',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Creates a week's catalogue as a draft: dates from the week rules (Wednesday → Tuesday), id ISO year × 100 + week",
        body: AdminCatalogueCreateRequest,
        response: {
          201: AdminCatalogueDetail,
          400: ApiError,
          ...guarded,
          409: ApiError.describe('CATALOGUE_WEEK_TAKEN: the week has a catalogue'),
          422: ApiError.describe('CATALOGUE_WEEK_PAST: the week is over; VALIDATION_FAILED: no such ISO week'),
        },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(actorOf(req), req.body)),
  );

  app.get(
    '/admin/catalogues/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A catalogue with its pages and zones exactly as the shopper’s flipbook gets them, whatever its status (the preview)',
        params: AdminCatalogueIdParams,
        response: { 200: AdminCatalogueDetail, 400: ApiError, ...guarded, 404: notFound },
      },
    },
    async (req) => admin.detail(req.params.id),
  );

  app.patch(
    '/admin/catalogues/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes the titles (fr, ar) or the theme',
        params: AdminCatalogueIdParams,
        body: AdminCatalogueUpdateRequest,
        response: { 200: AdminCatalogueDetail, 400: ApiError, ...guarded, 404: notFound },
      },
    },
    async (req) => admin.update(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/admin/catalogues/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Deletes a draft with its pages, zones and images (a published catalogue is unpublished first)',
        params: AdminCatalogueIdParams,
        response: { 204: z.null(), 400: ApiError, ...guarded, 404: notFound, 409: ApiError.describe('CONFLICT: still published') },
      },
    },
    async (req, reply) => {
      await admin.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/catalogues/:id/publish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Publishes: shoppers see it by the week rules (next week’s from Tuesday 13:00); already published → unchanged',
        params: AdminCatalogueIdParams,
        response: { 200: AdminCatalogue, 400: ApiError, ...guarded, 404: notFound, 409: ApiError.describe('CATALOGUE_EMPTY: no page yet') },
      },
    },
    async (req) => admin.publish(actorOf(req), req.params.id),
  );

  app.post(
    '/admin/catalogues/:id/unpublish',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Back to draft: shoppers no longer see it, nor its products’ catalogue prices',
        params: AdminCatalogueIdParams,
        response: { 200: AdminCatalogue, 400: ApiError, ...guarded, 404: notFound },
      },
    },
    async (req) => admin.unpublish(actorOf(req), req.params.id),
  );

  app.post(
    '/admin/catalogues/:id/pages',
    {
      config,
      schema: {
        tags,
        security,
        summary: `Replaces the pages: multipart fields "${FILE_FIELD}", one PDF rendered page by page on the server, or PNG/JPEG/WebP images in page order; each page stored as a 700×1000 WebP`,
        consumes: ['multipart/form-data'],
        params: AdminCatalogueIdParams,
        body: PagesUpload,
        response: {
          200: AdminCatalogueDetail,
          400: ApiError.describe('FILE_MISSING, INVALID_FILE_NAME, BAD_REQUEST (a PDF with other files)'),
          ...guarded,
          404: notFound,
          413: ApiError.describe('FILE_TOO_LARGE'),
          415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE, UNSUPPORTED_IMAGE_TYPE: neither a PDF nor an image'),
          422: ApiError.describe('CATALOGUE_PDF_INVALID, CATALOGUE_TOO_MANY_PAGES, PDF_TOO_HEAVY (reason: pages, page_size, image_size, bytes, time or memory), IMAGE_INVALID, IMAGE_TOO_LARGE'),
          503: ApiError.describe('BUSY: too many renderings at once'),
        },
      },
    },
    async (req) => admin.uploadPages(actorOf(req), req.params.id, await readFiles(req)),
  );

  app.get(
    '/admin/catalogues/:id/products',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The catalogue’s products (zones and prices) in page and position order, paged',
        params: AdminCatalogueIdParams,
        querystring: AdminCatalogueProductsQuery,
        response: { 200: AdminCatalogueProductList, 400: ApiError, ...guarded, 404: notFound },
      },
    },
    async (req) => admin.products(req.params.id, req.query),
  );

  app.put(
    '/admin/catalogues/:id/pages/:page/zones',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Replaces a page’s product zones (350×500 page units) and their prices, all or nothing',
        params: AdminCataloguePageParams,
        body: AdminZonesRequest,
        response: {
          200: AdminZonesResponse,
          400: ApiError,
          ...guarded,
          404: ApiError.describe('CATALOGUE_NOT_FOUND, CATALOGUE_PAGE_NOT_FOUND'),
          409: ApiError.describe('CONFLICT: the same product placed at the same time elsewhere'),
          422: ApiError.describe('CATALOGUE_ZONES_INVALID {details: [{path: "zones.3.sku", message}]}: unknown sku, twice, or on another page'),
        },
      },
    },
    async (req) => admin.putZones(actorOf(req), req.params.id, req.params.page, req.body.zones),
  );

  app.patch(
    '/admin/catalogues/:id/products/:sku',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes one catalogue product’s price and/or old price (millimes); remise follows',
        params: AdminCatalogueProductParams,
        body: AdminCataloguePriceRequest,
        response: {
          200: AdminCatalogueProduct,
          400: ApiError,
          ...guarded,
          404: ApiError.describe('CATALOGUE_NOT_FOUND, CATALOGUE_PRODUCT_NOT_FOUND'),
          422: ApiError.describe('CATALOGUE_PRICE_INVALID: old_price below price'),
        },
      },
    },
    async (req) => admin.setPrice(actorOf(req), req.params.id, req.params.sku, req.body),
  );
};
