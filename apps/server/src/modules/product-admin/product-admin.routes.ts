import { productAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { PRODUCT_IMAGE_FIELD, PRODUCT_PHOTO_MAX_BYTES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';

/** Products in the back office (docs/back-office-content.md#products). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true,
    limits: singleFileLimits(PRODUCT_PHOTO_MAX_BYTES),
  });
  const products = app.services.productAdmin;
  const config = { roles: CONTENT_ROLES };
  const route = routesWith(app, { config });

  route(productAdminApi.searchAdminProducts, async (req) => products.search(req.query));

  route(productAdminApi.getAdminProduct, async (req) => products.get(req.params.sku));

  route(productAdminApi.updateAdminProduct, async (req) => products.update(req.params.sku, req.body, actorOf(req)));

  route(productAdminApi.createAdminProduct, async (req, reply) => reply.code(201).send(await products.create(req.body, actorOf(req))));

  route(productAdminApi.uploadAdminProductImage, async (req) => {
    const bytes = await readSingleFile(req, PRODUCT_IMAGE_FIELD, PRODUCT_PHOTO_MAX_BYTES);
    return products.setImage(req.params.sku, bytes, actorOf(req));
  });
};
