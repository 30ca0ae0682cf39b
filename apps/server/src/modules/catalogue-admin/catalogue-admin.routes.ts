import { CATALOGUE_PAGES_FIELD, catalogueAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { AppError } from '../../errors.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { isPathLikeName } from '../../http/single-file.ts';
import type { Actor } from './catalogue-admin.service.ts';

const ROLES = ['admin', 'marketing'] as const;

const actorOf = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).staffId, ip: req.ip });

/** Every `file` part of the multipart body, read whole (each at most CATALOGUE_UPLOAD.maxFileBytes). */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the PDF or the images as multipart/form-data in fields named ${CATALOGUE_PAGES_FIELD}.`,
    );
  }
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== CATALOGUE_PAGES_FIELD || isPathLikeName(part.filename)) {
        part.file.resume();
        throw new AppError(
          400,
          part.fieldname !== CATALOGUE_PAGES_FIELD ? 'FILE_MISSING' : 'INVALID_FILE_NAME',
          `Send files in fields named ${CATALOGUE_PAGES_FIELD}, plain names.`,
        );
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
  if (!files.length) throw new AppError(400, 'FILE_MISSING', `No file in the fields ${CATALOGUE_PAGES_FIELD}.`);
  return files;
}

/**
 * Catalogue administration (docs/catalogue-admin.md) under /api/v1/admin/catalogues, for the admin
 * and marketing roles: weeks, pages (PDF or images), zones with prices, publication. Every write is
 * audited in its own transaction (the service).
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: CATALOGUE_UPLOAD.maxFileBytes,
      files: CATALOGUE_UPLOAD.maxPages,
      fields: 4,
      parts: CATALOGUE_UPLOAD.maxPages + 4,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
  const admin = app.services.catalogueAdmin;
  const config = { roles: ROLES };

  app.route({
    ...routeOf(app, catalogueAdminApi.listAdminCatalogues),
    config,
    handler: async (req) => admin.list(req.query),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.createAdminCatalogue),
    config,
    handler: async (req, reply) => reply.code(201).send(await admin.create(actorOf(req), req.body)),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.getAdminCatalogue),
    config,
    handler: async (req) => admin.detail(req.params.id),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.updateAdminCatalogue),
    config,
    handler: async (req) => admin.update(actorOf(req), req.params.id, req.body),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.deleteAdminCatalogue),
    config,
    handler: async (req, reply) => {
      await admin.remove(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.publishAdminCatalogue),
    config,
    handler: async (req) => admin.publish(actorOf(req), req.params.id),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.unpublishAdminCatalogue),
    config,
    handler: async (req) => admin.unpublish(actorOf(req), req.params.id),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.replaceAdminCataloguePages),
    config,
    handler: async (req) => admin.uploadPages(actorOf(req), req.params.id, await readFiles(req)),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.listAdminCatalogueProducts),
    config,
    handler: async (req) => admin.products(req.params.id, req.query),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.replaceAdminCatalogueZones),
    config,
    handler: async (req) => admin.putZones(actorOf(req), req.params.id, req.params.page, req.body.zones),
  });

  app.route({
    ...routeOf(app, catalogueAdminApi.updateAdminCataloguePrice),
    config,
    handler: async (req) => admin.setPrice(actorOf(req), req.params.id, req.params.sku, req.body),
  });
};
