import { z } from 'zod';

/**
 * The app's start-up configuration (docs/app-root.md#app-update): the spec's game-popup configuration
 * shape, `games` (the popup carousel's games, filled by the games module) and `Deploy.Version`,
 * the web app's current build, which an installed app compares with its own.
 */
export const AppConfigGame = z
  .object({
    key: z.string(),
    image: z.string().describe("The campaign's picture, or its game's drawn picture when it has none (image_default)"),
    image_default: z.boolean().describe("True when image is the game's drawn picture: the campaign has no picture of its own"),
    url_forum: z.string(),
    date_deb: z.string().describe('YYYY-MM-DD, first day shown'),
    date_fin: z.string().describe('YYYY-MM-DD, last day shown'),
  })
  .meta({ id: 'AppConfigGame' });
export type AppConfigGame = z.infer<typeof AppConfigGame>;

export const AppConfigResponse = z
  .object({
    games: z.array(AppConfigGame),
    Deploy: z.object({
      Version: z.string().describe('The web build now served, e.g. index-B3x9kQ2a (its entry script)'),
    }),
  })
  .meta({ id: 'AppConfig' });
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
