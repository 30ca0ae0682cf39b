import { appConfigApi } from '@qadhya/contracts/routes';
import { gamePictureUrl } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tunisDateString } from '@qadhya/domain';
import { routeOf } from '../../http/route.ts';
import { currentAppVersion } from './app-version.ts';

/** The app's route of each game (the popup's link). */
const GAME_PATHS: Record<string, string> = {
  shake_win: '/layout/shake_win',
  tap_match: '/layout/tapMatch',
  panier_chrono: '/layout/panierchromo',
  attrape_promo: '/layout/attrapePromo',
  trouve_intrus: '/layout/games',
};
const gamePath = (game: string) => GAME_PATHS[game] ?? '/layout/games';

/**
 * GET /app/config: the spec's start-up configuration, `{ games, Deploy: { Version } }`
 * (docs/app-root.md#app-update). Public; never cached, so a new deployment is seen at once.
 */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, appConfigApi.getAppConfig),
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const running = await app.services.games.popup();
      // A campaign without its own picture shows its game's drawn one (docs/games.md#the-popup).
      // Game campaigns only (docs/games.md#campaign-kinds): the query keeps those that have a game.
      const games = running
        .flatMap(({ game, ...c }) => (game ? [{ ...c, game }] : []))
        .map((c) => ({
          key: c.game,
          image: c.image ?? gamePictureUrl(c.game),
          image_default: !c.image,
          url_forum: gamePath(c.game),
          date_deb: tunisDateString(new Date(c.starts_at)),
          // The last day shown: the day of the last instant before its end.
          date_fin: tunisDateString(new Date(new Date(c.ends_at).getTime() - 1)),
        }));
      return { games, Deploy: { Version: currentAppVersion(app.config.webDist) } };
    },
  });
};
