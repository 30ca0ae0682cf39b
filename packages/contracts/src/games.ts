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
    label: z
      .string()
      .describe(
        "Its hours as shown in the answer's language: '10:00 – 12:00' or 'Toute la journée' (Arabic: the range isolated, or 'طوال اليوم')",
      ),
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

/** One move of a skill play's log (docs/games.md#fairness). */
export const PlayMove = z
  .object({
    target: z
      .number()
      .int()
      .min(0)
      .max(99)
      .describe("tap_match: the card's position; panier_chrono: the shelf slot; attrape_promo: the basket's lane at a catch"),
    at_ms: z.number().int().min(0).max(600_000).describe('Milliseconds since the board began (attrape_promo: the instant the tag landed)'),
  })
  .meta({ id: 'PlayMove' });
export type PlayMove = z.infer<typeof PlayMove>;

export const PlayResult = z
  .object({
    log: z
      .array(PlayMove)
      .max(400)
      .describe(
        'Every card turned, product tapped or tag caught, in order: the server replays it on the dealt level and counts the score itself',
      ),
    score: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .optional()
      .describe("The app's count (pairs found, products in the basket, tags caught): must agree with the replay"),
    moves: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .optional()
      .describe("The app's count of pairs of cards turned, products tapped, wrong tags caught: must agree with the replay"),
  })
  .meta({ id: 'PlayResult' });
export type PlayResult = z.infer<typeof PlayResult>;

export const PlayOutcome = z
  .object({
    play_id: z.string(),
    game: GameKey,
    level: z.number().int(),
    started_at: z.string(),
    seed: z
      .number()
      .int()
      .nullable()
      .describe('The level dealt (a skill game): packages/domain derives its layout from this seed; null for a shake'),
    finished: z.boolean(),
    plausible: z.boolean().nullable(),
    won: z.boolean().nullable().describe("The level's goal reached (skill games) or the shake played"),
    counted: z.boolean().describe('The play used one of the day’s chances to win (and drew)'),
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

// ---- Campaigns: the shoppers' 'campagnes' and the back office ----

export const CampaignStatus = z.enum(['scheduled', 'active', 'expired', 'stopped']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** Figures computed from the plays (docs/games.md#figures). */
export const CampaignStats = z
  .object({
    participants: z.number().int().describe('Shoppers who played'),
    plays: z.number().int(),
    winners: z.number().int().describe('Shoppers who won at least one prize'),
    prizes: z.number().int().describe('Prizes given'),
    views: z.number().int().describe('Openings of the game screen while the campaign runs (its campaign_view events)'),
    spent: z.number().int().describe('Millimes of prizes given'),
    budget: z.number().int(),
    budget_left: z.number().int(),
  })
  .meta({ id: 'CampaignStats' });
export type CampaignStats = z.infer<typeof CampaignStats>;

/** What a campaign is (docs/games.md#campaign-kinds): a game, or a promotion leading to its screen. */
export const CampaignKind = z.enum(['game', 'offre_du_jour', 'last_chance']);
export type CampaignKind = z.infer<typeof CampaignKind>;

/** A campaign's id, kind, game and texts: the same on the shoppers' card and in the back office. */
const CampaignHead = {
  id: z.number().int(),
  kind: CampaignKind,
  game: GameKey.nullable().describe('The game a game campaign runs; null for the other kinds'),
  title: z.string(),
  title_ar: z.string(),
  description: z.string(),
  description_ar: z.string(),
};

export const CampaignCard = z
  .object({
    ...CampaignHead,
    image: z.string().describe("The campaign's picture, or its game's drawn picture when it has none (image_default)"),
    image_default: z.boolean().describe("True when image is the game's drawn picture"),
    link: z.string().describe("The app's screen the card opens: the game's, the daily promotions' or the last-chance offers'"),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(['active', 'expired']).describe('Active, or Expirée (ended or stopped)'),
    stats: CampaignStats,
  })
  .meta({ id: 'CampaignCard' });
export type CampaignCard = z.infer<typeof CampaignCard>;
export const CampaignsPage = paged(CampaignCard).meta({ id: 'CampaignsPage' });
export type CampaignsPage = z.infer<typeof CampaignsPage>;

/** A wall time in Tunis, 'YYYY-MM-DDTHH:mm'. */
const TunisWallTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'expected a Tunis time like 2026-12-01T08:00');

const PrizeFields = {
  kind: z.enum(['coupon', 'voucher']),
  amount_type: z.enum(['amount', 'percent']),
  amount: z.number().int().min(1).max(10_000_000).describe('Millimes (amount) or percent 1-100 (percent)'),
  min_purchase: z.number().int().min(0).max(100_000_000).default(0),
  cap: z
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .nullable()
    .default(null)
    .describe('A percentage’s largest discount, millimes: required for a percentage'),
  label: z.string().trim().min(1).max(80),
  label_ar: z.string().trim().max(80).describe('Empty: the French is shown in Arabic too'),
  valid_days: z.number().int().min(1).max(365),
  quantity: z.number().int().min(0).max(1_000_000),
  weight: z.number().int().min(0).max(10_000).describe('Chances in 10 000 per draw'),
  slot_start: z.number().int().min(0).max(23).nullable().default(null).describe('Tunis hour the prize opens'),
  slot_end: z.number().int().min(0).max(24).nullable().default(null).describe('Tunis hour it closes'),
};
export const CampaignPrizeInput = z.object(PrizeFields).meta({ id: 'CampaignPrizeInput' });

export const CampaignInput = z
  .object({
    kind: CampaignKind.default('game'),
    game: GameKey.nullable().default(null).describe('Required for a game campaign; null for the other kinds'),
    title: z.string().trim().min(1).max(120),
    title_ar: z.string().trim().max(120).describe('Empty: the French is shown in Arabic too'),
    description: z.string().trim().max(600).default(''),
    description_ar: z.string().trim().max(600).default(''),
    starts_at: TunisWallTime,
    ends_at: TunisWallTime,
    budget: z.number().int().min(0).max(1_000_000_000).describe('Millimes'),
    prizes: z.array(CampaignPrizeInput).max(20),
  })
  .meta({ id: 'CampaignInput' });
export type CampaignInput = z.input<typeof CampaignInput>;

export const AdminCampaignPrize = CampaignPrizeInput.extend({
  id: z.number().int(),
  awarded: z.number().int().describe('Given so far'),
}).meta({ id: 'AdminCampaignPrize' });
export type AdminCampaignPrize = z.infer<typeof AdminCampaignPrize>;

export const AdminCampaign = z
  .object({
    ...CampaignHead,
    image: z.string().nullable().describe('The picture uploaded for the campaign, if any'),
    default_image: z.string().describe("Its game's drawn picture: what shoppers see while image is null (docs/games.md#the-popup)"),
    starts_at: z.string().describe('Tunis wall time YYYY-MM-DDTHH:mm'),
    ends_at: z.string().describe('Tunis wall time YYYY-MM-DDTHH:mm'),
    budget: z.number().int(),
    status: CampaignStatus,
    stopped_at: z.string().nullable(),
    prizes: z.array(AdminCampaignPrize),
    stats: CampaignStats,
  })
  .meta({ id: 'AdminCampaign' });
export type AdminCampaign = z.infer<typeof AdminCampaign>;
export const AdminCampaignsPage = paged(AdminCampaign).meta({ id: 'AdminCampaignsPage' });
export type AdminCampaignsPage = z.infer<typeof AdminCampaignsPage>;
export const AdminCampaignParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const AdminCampaignsQuery = PageQuery.extend({
  status: CampaignStatus.optional(),
  kind: CampaignKind.optional(),
  game: GameKey.optional(),
});
