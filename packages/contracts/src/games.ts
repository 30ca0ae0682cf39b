import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { RequestId } from './wallet.ts';

/**
 * Games and their campaigns under /api/v1/games (issue 19, docs/games.md): every play is started and
 * judged on the server, every prize is drawn there from the running campaign's table and paid into
 * the wallet as a coupon or voucher. Money is integer millimes.
 */

export const GameKey = z.enum(['shake_win', 'tap_match', 'panier_chrono', 'attrape_promo', 'trouve_intrus']);
export type GameKey = z.infer<typeof GameKey>;
export const GameKeyParams = z.object({ key: GameKey });
export const PlayParams = z.object({ key: GameKey, play_id: RequestId });

/** A prize won, as the wallet holds it (its barcode is the code). */
export const WonPrize = z
  .object({
    offer_id: z.number().int(),
    code: z.string().describe('Printed as a Code 128 barcode, read at the till'),
    kind: z.enum(['coupon', 'voucher']),
    amount_type: z.enum(['amount', 'percent']),
    amount: z.number().int().describe('Millimes (amount) or percent (percent)'),
    min_purchase: z.number().int(),
    cap: z.number().int().nullable(),
    label: z.string(),
    label_ar: z.string(),
    expires_at: z.string().describe('ISO instant: valid until just before it'),
  })
  .meta({ id: 'WonPrize' });
export type WonPrize = z.infer<typeof WonPrize>;

/** A gift of the shake_win screen: a prize of the running campaign and its Tunis hours. */
export const GiftSlot = z
  .object({
    label: z.string().describe("Its hours as shown, '10h -> 12h', or 'Toute la journée'"),
    prize: z.string(),
    prize_ar: z.string(),
    active: z.boolean().describe('Winnable now: in its hours and not all given'),
  })
  .meta({ id: 'GiftSlot' });

export const GameCampaignInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  title_ar: z.string(),
  ends_at: z.string(),
});

export const GameState = z
  .object({
    key: GameKey,
    playable: z.boolean().describe('false for an announced game (Jeux à venir)'),
    attempts_per_day: z.number().int(),
    attempts_left: z.number().int().describe('Chances to win left this Tunis day'),
    next_attempts_at: z.string().describe('ISO instant of the next Tunis midnight'),
    levels: z.number().int(),
    level_unlocked: z.number().int().describe('The highest level the shopper may play'),
    campaign: GameCampaignInfo.nullable().describe('The campaign now running for this game, when one'),
    slots: z.array(GiftSlot),
    waitlisted: z.boolean().describe("'Me prévenir' asked (announced games)"),
  })
  .meta({ id: 'GameState' });
export type GameState = z.infer<typeof GameState>;
export const GamesList = z.object({ games: z.array(GameState) }).meta({ id: 'GamesList' });
export type GamesList = z.infer<typeof GamesList>;

export const PlayStart = z
  .object({
    play_id: RequestId.describe('The app’s key for this play: sent twice, it is one play'),
    level: z.number().int().min(1).max(9).default(1),
  })
  .meta({ id: 'PlayStart' });
export type PlayStart = z.input<typeof PlayStart>;

export const PlayReport = z
  .object({
    score: z.number().int().min(0).max(10_000).describe('Pairs found, products in the basket, tags caught'),
    moves: z.number().int().min(0).max(10_000).describe('Pairs of cards turned, products tapped, wrong tags caught'),
  })
  .meta({ id: 'PlayReport' });
export type PlayReport = z.infer<typeof PlayReport>;

export const PlayOutcome = z
  .object({
    play_id: z.string(),
    game: GameKey,
    level: z.number().int(),
    started_at: z.string(),
    finished: z.boolean(),
    plausible: z.boolean().nullable(),
    won: z.boolean().nullable().describe("The level's goal reached (skill games) or the shake played"),
    prize: WonPrize.nullable(),
    attempts_left: z.number().int(),
    level_unlocked: z.number().int(),
  })
  .meta({ id: 'PlayOutcome' });
export type PlayOutcome = z.infer<typeof PlayOutcome>;

export const WinEntry = z
  .object({
    at: z.string(),
    game: GameKey,
    prize: WonPrize,
    status: z.enum(['active', 'used', 'expired']),
  })
  .meta({ id: 'WinEntry' });
export const WinsPage = paged(WinEntry).meta({ id: 'WinsPage' });
export type WinsPage = z.infer<typeof WinsPage>;
export const WinsQuery = PageQuery;
