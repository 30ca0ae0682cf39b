import { gamesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The games (docs/games.md): a shopper's chances, plays judged and drawn on the server, their wins. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;
  const auth = { preHandler: app.requireUser };

  // A game that opens with a new build tells the shoppers who asked ('Me prévenir').
  app.addHook('onReady', async () => {
    games.announceOpened().catch((err: unknown) => app.log.warn({ err }, 'could not announce the opened games'));
  });

  app.route({
    ...routeOf(app, gamesApi.listGames),
    ...auth,
    handler: async (req) => ({ games: await games.list(userIdOf(req)) }),
  });

  app.route({
    ...routeOf(app, gamesApi.listCampaigns),
    handler: async (req) => games.campaigns(req.query.page, req.query.pageSize),
  });

  app.route({
    ...routeOf(app, gamesApi.listMyWins),
    ...auth,
    handler: async (req) => games.wins(userIdOf(req), req.query.page, req.query.pageSize),
  });

  app.route({
    ...routeOf(app, gamesApi.getGame),
    ...auth,
    handler: async (req) => games.state(userIdOf(req), req.params.key),
  });

  app.route({
    ...routeOf(app, gamesApi.startPlay),
    ...auth,
    handler: async (req, reply) => reply.code(201).send(await games.start(userIdOf(req), req.params.key, req.body.play_id, req.body.level)),
  });

  app.route({
    ...routeOf(app, gamesApi.submitPlayResult),
    ...auth,
    handler: async (req) => games.finish(userIdOf(req), req.params.key, req.params.play_id, req.body),
  });

  app.route({
    ...routeOf(app, gamesApi.joinGameWaitlist),
    ...auth,
    handler: async (req, reply) => {
      await games.waitFor(userIdOf(req), req.params.key);
      return reply.code(204).send(null);
    },
  });
};
