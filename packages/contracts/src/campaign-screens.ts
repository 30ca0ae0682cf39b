import type { CampaignKind, GameKey } from './games.ts';
import { gamePictureUrl } from './media.ts';

/**
 * Where a campaign leads and what it shows without a picture of its own (docs/games.md#campaign-kinds):
 * a game campaign opens its game; « Offre du jour » the daily promotions; « Last Chance » the
 * last-chance offers. The same for the shoppers' « campagnes » and the back office's preview.
 */
export const CAMPAIGN_GAME_PATHS: Record<GameKey, string> = {
  shake_win: '/layout/shake_win',
  tap_match: '/layout/tapMatch',
  panier_chrono: '/layout/panierchromo',
  attrape_promo: '/layout/attrapePromo',
  trouve_intrus: '/layout/games',
};

export const CAMPAIGN_KIND_PATHS: Record<Exclude<CampaignKind, 'game'>, string> = {
  offre_du_jour: '/layout/offers',
  last_chance: '/layout/last-chance/products',
};

interface KindAndGame {
  kind: CampaignKind;
  game: GameKey | null;
}

/** The app's screen a campaign's card opens. */
export function campaignLink({ kind, game }: KindAndGame): string {
  if (kind === 'game') return game ? CAMPAIGN_GAME_PATHS[game] : '/layout/games';
  return CAMPAIGN_KIND_PATHS[kind];
}

/**
 * The drawn picture of a campaign without its own: its game's; a promotion kind borrows the drawing
 * that says it best (price tags for the daily offer, the basket against the clock for last chance).
 */
export function campaignDefaultPicture({ kind, game }: KindAndGame): string {
  if (kind === 'offre_du_jour') return gamePictureUrl('attrape_promo');
  if (kind === 'last_chance') return gamePictureUrl('panier_chrono');
  return gamePictureUrl(game ?? 'shake_win');
}
