import multipart from '@fastify/multipart';
import { ApiError, AVATAR_MAX_BYTES, LangQuery, ListIdParams, ListImageParams, ListQuery, ShoppingList } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { readSingleFile, singleFileForm, singleFileLimits } from '../../http/single-file.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The multipart field of a list photo. */
export const LIST_IMAGE_FIELD = 'image';
/** The same size limit as the avatar (5 MB). */
export const LIST_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** List photo uploads per account (each is a decode): docs/shopping-lists.md#photos. */
export const LIST_IMAGE_UPLOADS = { name: 'list-image-upload', max: 30, windowMs: 3600_000, message: 'Too many list photos uploaded: try again later.' };

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['shopping-lists'];
const notFound = ApiError.describe('LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller');

/** The photos of a list (docs/shopping-lists.md#photos): add one, take one away. */
export const listImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    preservePath: true, // keep the client's name whole, so a path-like name is seen and refused
    limits: singleFileLimits(LIST_IMAGE_MAX_BYTES),
  });
  const images = app.services.listImages;
  const lists = app.services.shoppingLists;

  app.post(
    '/lists/:id/images',
    {
      preHandler: [app.requireUser, app.limits.perAccount(LIST_IMAGE_UPLOADS)],
      schema: {
        ...secured,
        tags,
        summary: `Adds a photo to a list (a handwritten list, a product): multipart field ${LIST_IMAGE_FIELD}, a JPEG, PNG or WebP of at most 5 MB, re-encoded to a WebP of at most 1600 pixels a side without metadata; at most 10 a list`,
        consumes: ['multipart/form-data'],
        params: ListIdParams,
        querystring: ListQuery.extend(LangQuery.shape),
        body: singleFileForm(LIST_IMAGE_FIELD, 'JPEG, PNG or WebP, at most 5 MB'),
        response: {
          201: ShoppingList,
          400: ApiError,
          401: ApiError,
          404: notFound,
          409: ApiError.describe('LIST_IMAGES_FULL: the list has its 10 photos'),
          413: ApiError,
          415: ApiError,
          422: ApiError,
          429: ApiError,
          500: ApiError,
          503: ApiError,
        },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const bytes = await readSingleFile(req, LIST_IMAGE_FIELD, LIST_IMAGE_MAX_BYTES);
      const userId = userIdOf(req);
      await images.add(userId, req.params.id, bytes);
      return reply.code(201).send(await lists.get(userId, req.params.id, { lang, ...(req.query.store ? { store: req.query.store } : {}) }));
    },
  );

  app.delete(
    '/lists/:id/images/:imageId',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags,
        summary: 'Takes a photo off a list: the member who added it or the list’s owner',
        params: ListImageParams,
        response: {
          204: z.null().describe('Removed'),
          400: ApiError,
          401: ApiError,
          403: ApiError.describe('LIST_OWNER_ONLY: neither the photo’s adder nor the list’s owner'),
          404: ApiError.describe('LIST_NOT_FOUND (not the caller’s list) or LIST_IMAGE_NOT_FOUND (not a photo of this list)'),
          500: ApiError,
        },
      },
    },
    async (req, reply) => {
      await images.remove(userIdOf(req), req.params.id, req.params.imageId);
      return reply.code(204).send(null);
    },
  );
};
