import { gamesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';
import { noContent, routeOf, routesWith } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** The games (docs/games.md): a shopper's chances, plays judged and drawn on the server, their wins. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;

  // A game that opens with a new build tells the shoppers who asked ('Me prévenir').
  app.addHook('onReady', async () => {
    games.announceOpened().catch((err: unknown) => app.log.warn({ err }, 'could not announce the opened games'));
  });

  const route = routesWith(app, { preHandler: app.requireUser });

  // The gift slots' hours are written in the answer's language (?lang= or Accept-Language).
  route(gamesApi.listGames, async (req, reply) => ({ games: await games.list(userIdOf(req), answerLang(req, reply)) }));

  app.route({
    ...routeOf(app, gamesApi.listCampaigns),
    handler: async (req) => games.campaigns(req.query.page, req.query.pageSize),
  });

  route(gamesApi.listMyWins, async (req) => games.wins(userIdOf(req), req.query.page, req.query.pageSize));

  route(gamesApi.getGame, async (req, reply) => games.state(userIdOf(req), req.params.key, answerLang(req, reply)));

  route(gamesApi.startPlay, async (req, reply) =>
    reply.code(201).send(await games.start(userIdOf(req), req.params.key, req.body.play_id, req.body.level)),
  );

  route(gamesApi.submitPlayResult, async (req) => games.finish(userIdOf(req), req.params.key, req.params.play_id, req.body));

  route(gamesApi.joinGameWaitlist, async (req, reply) => noContent(reply, games.waitFor(userIdOf(req), req.params.key)));
};
