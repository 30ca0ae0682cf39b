import { favouritesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The signed-in user's favourites, keyed by sku: list, add, remove, check and the ordered sync. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.services.favourites;
  const auth = { preHandler: app.requireUser };

  app.route({
    ...routeOf(app, favouritesApi.listMyFavourites),
    ...auth,
    handler: async (req, reply) => favourites.list(userIdOf(req), answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, favouritesApi.checkFavourite),
    ...auth,
    handler: async (req) => favourites.check(userIdOf(req), req.params.sku),
  });

  app.route({
    ...routeOf(app, favouritesApi.addFavourite),
    ...auth,
    handler: async (req, reply) => {
      const { state, created } = await favourites.add(userIdOf(req), req.params.sku);
      return reply.code(created ? 201 : 200).send(state);
    },
  });

  app.route({
    ...routeOf(app, favouritesApi.removeFavourite),
    ...auth,
    handler: async (req, reply) => {
      await favourites.remove(userIdOf(req), req.params.sku);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, favouritesApi.syncFavourites),
    ...auth,
    handler: async (req) => favourites.sync(userIdOf(req), req.body),
  });
};
