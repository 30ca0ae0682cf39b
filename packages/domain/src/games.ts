/**
 * The games' rules, shared by the server that judges a play and the app that draws it
 * (docs/games.md): the games, their levels and the prize draw. Each skill game's rules are in
 * game-<name>.ts, and game-judge.ts replays a play's log with them. Pure: no clock, no randomness of its own.
 */

/** Daily game attempts, confetti, the games popup's autoplay (docs/games.md#chances-two-a-tunis-day, docs/games.md#the-popup). */
export const DAILY_GAME_ATTEMPTS = 2;
export const CONFETTI_MS = 5000;
export const GAMES_POPUP_AUTOPLAY_MS = 8000;
/** A play's answer may arrive this long after its time ran out (network, a slow phone). */
export const PLAY_GRACE_MS = 5000;
/** A started play not finished within this long is lost (the shopper left). */
export const PLAY_MAX_MS = 10 * 60_000;

/** Every game of the games screen; trouve_intrus is announced ('Jeux à venir'), not playable yet. */
export const GAME_KEYS = ['shake_win', 'tap_match', 'panier_chrono', 'attrape_promo', 'trouve_intrus'] as const;
export type GameKey = (typeof GAME_KEYS)[number];
export const SKILL_GAMES = ['tap_match', 'panier_chrono', 'attrape_promo'] as const;
export type SkillGame = (typeof SKILL_GAMES)[number];
export const isSkillGame = (key: string): key is SkillGame => (SKILL_GAMES as readonly string[]).includes(key);
export const isGameKey = (key: string): key is GameKey => (GAME_KEYS as readonly string[]).includes(key);

/** Tap & Match: find `pairs` pairs of product pictures within `seconds`. */
export interface TapMatchLevel {
  pairs: number;
  seconds: number;
}
/** Panier Chrono: put the `items` listed products in the basket (among decoys) within `seconds`. */
export interface PanierChronoLevel {
  items: number;
  decoys: number;
  seconds: number;
}
/** Attrape Promo: catch `target` promo tags in `seconds`, a tag falling every `spawnMs`; `lives` wrong catches end it. */
export interface AttrapePromoLevel {
  target: number;
  seconds: number;
  spawnMs: number;
  lives: number;
}

export const LEVELS = {
  tap_match: [
    { pairs: 4, seconds: 60 },
    { pairs: 6, seconds: 75 },
    { pairs: 8, seconds: 90 },
  ] as TapMatchLevel[],
  panier_chrono: [
    { items: 4, decoys: 4, seconds: 30 },
    { items: 6, decoys: 6, seconds: 30 },
    { items: 8, decoys: 8, seconds: 30 },
  ] as PanierChronoLevel[],
  attrape_promo: [
    { target: 8, seconds: 30, spawnMs: 900, lives: 3 },
    { target: 12, seconds: 30, spawnMs: 700, lives: 3 },
    { target: 16, seconds: 30, spawnMs: 550, lives: 3 },
  ] as AttrapePromoLevel[],
} as const;

export const levelCount = (game: SkillGame): number => LEVELS[game].length;
export const secondsOf = (game: SkillGame, level: number): number => LEVELS[game][level - 1]!.seconds;

/**
 * A skill play's count, computed by replaying its log: `score` (pairs found, products in the
 * basket, tags caught) and `moves` (cards turned in pairs, taps, wrong catches).
 */
export interface PlayReport {
  score: number;
  moves: number;
}

/** One move of a skill play's log: what was tapped or caught, `at_ms` after the level began (docs/games.md#fairness). */
export interface PlayMove {
  /** tap_match: the card's position; panier_chrono: the shelf slot; attrape_promo: the basket's lane at a catch. */
  target: number;
  at_ms: number;
}

/** The quickest a person turns a card, taps a product or catches a tag after the last one. */
export const MIN_MOVE_MS = 250;

/** A prize line of a campaign, as the draw needs it. */
export interface DrawPrize {
  id: number;
  /** Chances in 10 000 per winning play. */
  weight: number;
  quantity: number;
  awarded: number;
  /** What it costs the budget when won, in millimes. */
  value: number;
  /** Tunis hours it can be won in: [slotStart, slotEnd); null = all day. */
  slotStart: number | null;
  slotEnd: number | null;
}

export const DRAW_SCALE = 10_000;

/** Whether a prize's time slot is open at a Tunis hour (a slot of no length never opens). */
export function slotOpen(prize: Pick<DrawPrize, 'slotStart' | 'slotEnd'>, hour: number): boolean {
  if (prize.slotStart === null || prize.slotEnd === null) return true;
  return hour >= prize.slotStart && hour < prize.slotEnd;
}

/**
 * The draw (docs/games.md#the-draw): `roll` in [0, DRAW_SCALE) falls in one prize's share of the
 * table (in its order) or in none. The prize falls only while it can still be given: in its hours,
 * not all given, and within what is left of the budget; otherwise the play wins nothing, so a
 * prize's odds never grow because another ran out.
 */
export function drawPrize<P extends DrawPrize>(prizes: P[], roll: number, hour: number, budgetLeft: number): P | null {
  let from = 0;
  for (const prize of prizes) {
    const to = from + prize.weight;
    if (roll >= from && roll < to) {
      const available = slotOpen(prize, hour) && prize.awarded < prize.quantity && prize.value <= budgetLeft;
      return available ? prize : null;
    }
    from = to;
  }
  return null;
}
