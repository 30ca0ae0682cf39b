import {
  ApiError,
  FAVOURITES_MAX,
  FavouriteParams,
  FavouritesResponse,
  FavouritesSync,
  FavouritesSyncResult,
  FavouriteState,
  LangQuery,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };

/** The signed-in user's favourites, keyed by sku: list, add, remove, check and the ordered sync. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.services.favourites;
  const auth = { preHandler: app.requireUser };

  app.get(
    '/favorites',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['favourites'],
        summary: "The caller's favourites, newest first, each with the product as it is now (its category and line in ?lang)",
        querystring: LangQuery,
        response: { 200: FavouritesResponse, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => favourites.list(userIdOf(req), answerLang(req, reply)),
  );

  app.get(
    '/favorites/check/:sku',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['favourites'],
        summary: "Whether this product is among the caller's favourites; 404 PRODUCT_NOT_FOUND when no product has this sku",
        params: FavouriteParams,
        response: { 200: FavouriteState, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => favourites.check(userIdOf(req), req.params.sku),
  );

  app.post(
    '/favorites/:sku',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['favourites'],
        summary: `Adds a product to the caller's favourites (idempotent): 201 when added, 200 when it was there; at most ${FAVOURITES_MAX}`,
        params: FavouriteParams,
        response: {
          200: FavouriteState,
          201: FavouriteState,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          409: ApiError,
          500: ApiError,
        },
      },
    },
    async (req, reply) => {
      const { state, created } = await favourites.add(userIdOf(req), req.params.sku);
      return reply.code(created ? 201 : 200).send(state);
    },
  );

  app.delete(
    '/favorites/:sku',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['favourites'],
        summary:
          "Removes a product from the caller's favourites (idempotent: 204 whether or not it was there); 404 PRODUCT_NOT_FOUND when no product has this sku",
        params: FavouriteParams,
        response: { 204: z.null().describe('Not a favourite (any more)'), 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      await favourites.remove(userIdOf(req), req.params.sku);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/favorites/sync',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['favourites'],
        summary:
          'Replays queued changes in order in one transaction (add and remove are idempotent). Unknown skus, and adds refused ' +
          `because the account already held ${FAVOURITES_MAX}, are skipped and listed once in rejected; skus is the whole set afterwards, newest first`,
        body: FavouritesSync,
        response: { 200: FavouritesSyncResult, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => favourites.sync(userIdOf(req), req.body),
  );
};
