import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  CampaignsPage,
  GameKeyParams,
  GameState,
  GamesList,
  PlayOutcome,
  PlayParams,
  PlayResult,
  PlayStart,
  WinsPage,
  WinsQuery,
} from '../games.ts';
import { defineRoutes } from './define.ts';
import { open, signedIn } from './shared.ts';

const noAttempts = ApiError.describe(
  'NO_ATTEMPTS_LEFT {retry_after}, with a Retry-After header: both of the Tunis day’s shakes are used (or a skill game’s plays of the day)',
);

/** The games routes (docs/api.md#the-route-table). */
export const gamesApi = {
  .../* @__PURE__ */ defineRoutes(signedIn('games'), {
    listGames: {
      method: 'GET',
      path: '/api/v1/games',
      summary:
        "Every game of the games screen (available and announced) with the caller's chances left today, unlocked level and the running campaign",
      response: { 200: GamesList },
    },
    listMyWins: {
      method: 'GET',
      path: '/api/v1/games/wins',
      summary: "« Historique des gains »: the caller's prizes, newest first, with their wallet status",
      querystring: WinsQuery,
      response: { 200: WinsPage },
    },
    getGame: {
      method: 'GET',
      path: '/api/v1/games/:key',
      summary:
        "One game's screen: the caller's chances, and shake_win's gift slots (prizes and their hours); counts a view of its campaign",
      params: GameKeyParams,
      response: { 200: GameState },
    },
    startPlay: {
      method: 'POST',
      path: '/api/v1/games/:key/plays',
      summary:
        'Starts a play (the same play_id again answers the same play). shake_win is played at once: one of the two daily chances, drawn on the server; a skill game starts its level’s clock and deals its level (`seed`)',
      params: GameKeyParams,
      body: PlayStart,
      response: {
        201: PlayOutcome,
        409: ApiError.describe('GAME_NOT_OPEN: an announced game; LEVEL_LOCKED: the level before is not won yet'),
        429: noAttempts,
      },
    },
    submitPlayResult: {
      method: 'POST',
      path: '/api/v1/games/:key/plays/:play_id/result',
      summary:
        "A skill play's log of moves, replayed on the level dealt at its start (the score is the server's), against the time the server measured: an impossible, too fast or too long log is implausible and wins nothing; a won level uses one of the day's chances and draws a prize. Sent again: the first answer",
      params: PlayParams,
      body: PlayResult,
      response: {
        200: PlayOutcome,
        404: ApiError.describe("PLAY_NOT_FOUND: unknown, another shopper's, or a shake"),
      },
    },
    joinGameWaitlist: {
      method: 'POST',
      path: '/api/v1/games/:key/waitlist',
      summary: "'Me prévenir': the caller is told once this announced game opens (asked twice: once)",
      params: GameKeyParams,
      response: {
        204: z.null().describe('Noted'),
        409: ApiError.describe('CONFLICT: the game is already open'),
      },
    },
  }),
  .../* @__PURE__ */ defineRoutes(open('games'), {
    listCampaigns: {
      method: 'GET',
      path: '/api/v1/campaigns',
      summary:
        "'campagnes': the started campaigns, newest first, Active or Expirée, with figures computed from their plays (participants, winners, views, prizes given, budget left)",
      querystring: WinsQuery,
      response: { 200: CampaignsPage },
    },
  }),
};
