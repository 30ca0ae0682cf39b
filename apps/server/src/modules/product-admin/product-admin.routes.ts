import { productAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { PRODUCT_IMAGE_FIELD } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from './product-photo.ts';

/** Products in the back office (docs/back-office-content.md#products). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: singleFileLimits(PRODUCT_PHOTO_MAX_BYTES),
  });
  const products = app.services.productAdmin;
  const config = { roles: CONTENT_ROLES };

  app.route({
    ...routeOf(app, productAdminApi.searchAdminProducts),
    config,
    handler: async (req) => products.search(req.query),
  });

  app.route({
    ...routeOf(app, productAdminApi.getAdminProduct),
    config,
    handler: async (req) => products.get(req.params.sku),
  });

  app.route({
    ...routeOf(app, productAdminApi.updateAdminProduct),
    config,
    handler: async (req) => products.update(req.params.sku, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, productAdminApi.createAdminProduct),
    config,
    handler: async (req, reply) => reply.code(201).send(await products.create(req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, productAdminApi.uploadAdminProductImage),
    config,
    handler: async (req) => {
      const bytes = await readSingleFile(req, PRODUCT_IMAGE_FIELD, PRODUCT_PHOTO_MAX_BYTES);
      return products.setImage(req.params.sku, bytes, actorOf(req));
    },
  });
};
