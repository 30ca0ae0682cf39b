import { favouritesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The signed-in user's favourites, keyed by sku: list, add, remove, check and the ordered sync. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.services.favourites;
  const route = routesWith(app, { preHandler: app.requireUser });

  route(favouritesApi.listMyFavourites, async (req, reply) => favourites.list(userIdOf(req), answerLang(req, reply)));

  route(favouritesApi.checkFavourite, async (req) => favourites.check(userIdOf(req), req.params.sku));

  route(favouritesApi.addFavourite, async (req, reply) => {
    const { state, created } = await favourites.add(userIdOf(req), req.params.sku);
    return reply.code(created ? 201 : 200).send(state);
  });

  route(favouritesApi.removeFavourite, async (req, reply) => noContent(reply, favourites.remove(userIdOf(req), req.params.sku)));

  route(favouritesApi.syncFavourites, async (req) => favourites.sync(userIdOf(req), req.body));
};
