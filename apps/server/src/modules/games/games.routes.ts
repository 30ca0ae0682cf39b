import { ApiError, CampaignsPage, GameKeyParams, GamesList, GameState, PlayOutcome, PlayParams, PlayResult, PlayStart, WinsPage, WinsQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['games'];
const noAttempts = ApiError.describe('NO_ATTEMPTS_LEFT {retry_after}, with a Retry-After header: both of the Tunis day’s shakes are used (or a skill game’s plays of the day)');

/** The games (docs/games.md): a shopper's chances, plays judged and drawn on the server, their wins. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;
  const auth = { preHandler: app.requireUser };

  // A game that opens with a new build tells the shoppers who asked ('Me prévenir').
  app.addHook('onReady', async () => {
    games.announceOpened().catch((err: unknown) => app.log.warn({ err }, 'could not announce the opened games'));
  });

  app.get(
    '/games',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "Every game of the games screen (available and announced) with the caller's chances left today, unlocked level and the running campaign",
        response: { 200: GamesList, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ games: await games.list(userIdOf(req)) }),
  );

  app.get(
    '/campaigns',
    {
      schema: {
        tags,
        summary: "'campagnes': the started campaigns, newest first, Active or Expirée, with figures computed from their plays (participants, winners, views, prizes given, budget left)",
        querystring: WinsQuery,
        response: { 200: CampaignsPage, 400: ApiError, 500: ApiError },
      },
    },
    async (req) => games.campaigns(req.query.page, req.query.pageSize),
  );

  app.get(
    '/games/wins',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "« Historique des gains »: the caller's prizes, newest first, with their wallet status",
        querystring: WinsQuery,
        response: { 200: WinsPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => games.wins(userIdOf(req), req.query.page, req.query.pageSize),
  );

  app.get(
    '/games/:key',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "One game's screen: the caller's chances, and shake_win's gift slots (prizes and their hours); counts a view of its campaign",
        params: GameKeyParams,
        response: { 200: GameState, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => games.state(userIdOf(req), req.params.key),
  );

  app.post(
    '/games/:key/plays',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          'Starts a play (the same play_id again answers the same play). shake_win is played at once: one of the two daily chances, drawn on the server; a skill game starts its level’s clock and deals its level (`seed`)',
        params: GameKeyParams,
        body: PlayStart,
        response: {
          201: PlayOutcome,
          400: ApiError,
          401: ApiError,
          409: ApiError.describe('GAME_NOT_OPEN: an announced game; LEVEL_LOCKED: the level before is not won yet'),
          429: noAttempts,
          500: ApiError,
        },
      },
    },
    async (req, reply) => reply.code(201).send(await games.start(userIdOf(req), req.params.key, req.body.play_id, req.body.level)),
  );

  app.post(
    '/games/:key/plays/:play_id/result',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary:
          "A skill play's log of moves, replayed on the level dealt at its start (the score is the server's), against the time the server measured: an impossible, too fast or too long log is implausible and wins nothing; a won level uses one of the day's chances and draws a prize. Sent again: the first answer",
        params: PlayParams,
        body: PlayResult,
        response: { 200: PlayOutcome, 400: ApiError, 401: ApiError, 404: ApiError.describe("PLAY_NOT_FOUND: unknown, another shopper's, or a shake"), 500: ApiError },
      },
    },
    async (req) => games.finish(userIdOf(req), req.params.key, req.params.play_id, req.body),
  );

  app.post(
    '/games/:key/waitlist',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "'Me prévenir': the caller is told once this announced game opens (asked twice: once)",
        params: GameKeyParams,
        response: { 204: z.null().describe('Noted'), 400: ApiError, 401: ApiError, 409: ApiError.describe('CONFLICT: the game is already open'), 500: ApiError },
      },
    },
    async (req, reply) => {
      await games.waitFor(userIdOf(req), req.params.key);
      return reply.code(204).send(null);
    },
  );
};
