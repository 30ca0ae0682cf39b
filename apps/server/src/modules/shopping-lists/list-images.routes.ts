import { LIST_IMAGE_FIELD, listImagesApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { LIST_IMAGE_MAX_BYTES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** List photo uploads per account (each is a decode): docs/shopping-lists.md#photos. */
export const LIST_IMAGE_UPLOADS = {
  name: 'list-image-upload',
  max: 30,
  windowMs: 3600_000,
  message: 'Too many list photos uploaded: try again later.',
};

/** The photos of a list (docs/shopping-lists.md#photos): add one, take one away. */
export const listImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true, // keep the client's name whole, so a path-like name is seen and refused
    limits: singleFileLimits(LIST_IMAGE_MAX_BYTES),
  });
  const images = app.services.listImages;
  const lists = app.services.shoppingLists;
  const route = routesWith(app, { preHandler: app.requireUser });

  route(
    listImagesApi.addListImage,
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const bytes = await readSingleFile(req, LIST_IMAGE_FIELD, LIST_IMAGE_MAX_BYTES);
      const userId = userIdOf(req);
      await images.add(userId, req.params.id, bytes);
      return reply.code(201).send(await lists.get(userId, req.params.id, { lang, ...(req.query.store ? { store: req.query.store } : {}) }));
    },
    { preHandler: [app.requireUser, app.limits.perAccount(LIST_IMAGE_UPLOADS)] },
  );

  route(listImagesApi.removeListImage, async (req, reply) =>
    noContent(reply, images.remove(userIdOf(req), req.params.id, req.params.imageId)),
  );
};
