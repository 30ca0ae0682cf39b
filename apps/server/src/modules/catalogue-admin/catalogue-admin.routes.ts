import { CATALOGUE_PAGES_FIELD, catalogueAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { AppError } from '../../errors.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { isPathLikeName, multipartError, uploadLimits } from '../../http/single-file.ts';
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
    const tooMany = new AppError(422, 'CATALOGUE_TOO_MANY_PAGES', `At most ${CATALOGUE_UPLOAD.maxPages} files.`);
    throw multipartError(err, CATALOGUE_UPLOAD.maxFileBytes, 'A file', tooMany);
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
    limits: uploadLimits({ maxBytes: CATALOGUE_UPLOAD.maxFileBytes, files: CATALOGUE_UPLOAD.maxPages, fields: 4, fieldSize: 1024 }),
  });
  const admin = app.services.catalogueAdmin;
  const config = { roles: ROLES };
  const route = routesWith(app, { config });

  route(catalogueAdminApi.listAdminCatalogues, async (req) => admin.list(req.query));

  route(catalogueAdminApi.createAdminCatalogue, async (req, reply) => reply.code(201).send(await admin.create(actorOf(req), req.body)));

  route(catalogueAdminApi.getAdminCatalogue, async (req) => admin.detail(req.params.id));

  route(catalogueAdminApi.updateAdminCatalogue, async (req) => admin.update(actorOf(req), req.params.id, req.body));

  route(catalogueAdminApi.deleteAdminCatalogue, async (req, reply) => noContent(reply, admin.remove(actorOf(req), req.params.id)));

  route(catalogueAdminApi.publishAdminCatalogue, async (req) => admin.publish(actorOf(req), req.params.id));

  route(catalogueAdminApi.unpublishAdminCatalogue, async (req) => admin.unpublish(actorOf(req), req.params.id));

  route(catalogueAdminApi.replaceAdminCataloguePages, async (req) => admin.uploadPages(actorOf(req), req.params.id, await readFiles(req)));

  route(catalogueAdminApi.listAdminCatalogueProducts, async (req) => admin.products(req.params.id, req.query));

  route(catalogueAdminApi.replaceAdminCatalogueZones, async (req) =>
    admin.putZones(actorOf(req), req.params.id, req.params.page, req.body.zones),
  );

  route(catalogueAdminApi.updateAdminCataloguePrice, async (req) => admin.setPrice(actorOf(req), req.params.id, req.params.sku, req.body));
};
