import crypto from 'node:crypto';
import {
  campaignDefaultPicture,
  campaignLink,
  type CampaignsPage,
  type CampaignStats,
  type GameState,
  type Lang,
  type PlayOutcome,
  type PlayResult,
  type WinsPage,
  type WonPrize,
} from '@qadhya/contracts';
import {
  DAILY_GAME_ATTEMPTS,
  DRAW_SCALE,
  drawPrize,
  formatTimeRange,
  GAME_KEYS,
  isSkillGame,
  judgePlay,
  levelCount,
  offerStatus,
  nextTunisMidnight,
  PLAY_MAX_MS,
  slotOpen,
  tunisDateString,
  textLang,
  tunisParts,
  type Clock,
  type GameKey,
  type Judgement,
} from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound, retryLater } from '../../errors.ts';
import type { InboxEvents } from '../inbox/inbox-events.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { expiryAfterDays } from '../ledger/offer-terms.ts';
import type { CampaignRow, Db, GamesRepository, PlayRow, PrizeOfferRow, PrizeRow } from './games.repository.ts';

/** Skill plays a shopper may start per game and Tunis day (a limit on abuse, far above real play). */
export const PLAYS_PER_DAY = 100;

/** What one win of a prize costs the budget: its amount, or the cap of a percentage (docs/games.md#the-draw). */
export const prizeValue = (p: Pick<PrizeRow, 'amount_type' | 'amount' | 'cap'>): number =>
  p.amount_type === 'amount' ? p.amount : (p.cap ?? 0);

const ALL_DAY = { fr: 'Toute la journée', ar: 'طوال اليوم' } as const;

/**
 * A gift slot's hours as the screen shows them, in the answer's language: « 10:00 – 12:00 » (the
 * figures isolated in Arabic), or « Toute la journée » / « طوال اليوم » (docs/formats.md).
 */
export const slotLabel = (p: Pick<PrizeRow, 'slot_start' | 'slot_end'>, lang: string = 'fr'): string =>
  p.slot_start === null || p.slot_end === null ? ALL_DAY[textLang(lang)] : formatTimeRange(`${p.slot_start}:00`, `${p.slot_end}:00`, lang);

const iso = (d: Date | string) => new Date(d).toISOString();

/** A campaign's Arabic text, or its French when staff left the Arabic empty (docs/games.md#languages). */
const orFrench = (ar: string, fr: string): string => (ar.trim() === '' ? fr : ar);

export interface GamesDeps {
  repo: GamesRepository;
  clock: Clock;
  ledger: LedgerService;
  inboxEvents: InboxEvents;
  inbox: InboxWriter;
  log: FastifyBaseLogger;
  /** The games this build can play (an announced game joins when its screen ships). */
  playable?: ReadonlySet<GameKey>;
  /** A draw in [0, DRAW_SCALE): crypto's by default. */
  roll?: () => number;
  /** A skill level's deal (docs/games.md#fairness): a seed in [0, 2^31), crypto's by default. */
  seed?: () => number;
  /** The campaigns' « vues » from the marketing tracker (docs/tracker.md#campaign-views); absent: the screen openings. */
  views?: (campaignIds: number[], q: Db) => Promise<Map<number, number>>;
}

const DEFAULT_PLAYABLE: ReadonlySet<GameKey> = new Set(['shake_win', 'tap_match', 'panier_chrono', 'attrape_promo']);

/**
 * The games (docs/games.md): a play is started and judged here, its chance of a prize drawn here
 * from the campaign running for its game, under that campaign's lock so its prize quantities and
 * budget hold however many shoppers play at once; a prize is a wallet offer (source 'game').
 */
export function createGamesService({
  repo,
  clock,
  ledger,
  inboxEvents,
  inbox,
  log,
  playable = DEFAULT_PLAYABLE,
  roll = () => crypto.randomInt(0, DRAW_SCALE),
  seed = () => crypto.randomInt(0, 2 ** 31 - 1),
  views,
}: GamesDeps) {
  const db = repo.db;
  const levelsOf = (game: GameKey) => (isSkillGame(game) ? levelCount(game) : 1);
  const unlocked = (game: GameKey, won: number) => Math.min(levelsOf(game), won + 1);

  const noAttempts = (now: Date) =>
    retryLater({
      status: 429,
      code: 'NO_ATTEMPTS_LEFT',
      message: 'Both of today’s chances are used; more at midnight (Tunis).',
      seconds: (nextTunisMidnight(now).getTime() - now.getTime()) / 1000,
    });

  const toPrize = (o: PrizeOfferRow): WonPrize => ({
    offer_id: Number(o.offer_id),
    code: o.code,
    kind: o.kind,
    amount_type: o.amount_type,
    amount: o.amount,
    min_purchase: o.min_purchase,
    cap: o.cap,
    label: o.label,
    label_ar: o.label_ar || o.label,
    expires_at: iso(o.expires_at),
  });

  const outcomeOf = async (q: Db, play: PlayRow): Promise<PlayOutcome> => {
    const now = clock.now();
    const game = play.game as GameKey;
    const [used, won] = await Promise.all([repo.countedOn(q, play.user_id, game, tunisDateString(now)), repo.levelsWon(q, play.user_id)]);
    const offer = play.offer_id === null ? undefined : await repo.prizeOffer(q, play.offer_id);
    return {
      play_id: play.play_id,
      game,
      level: play.level,
      started_at: iso(play.started_at),
      seed: play.seed,
      finished: play.finished_at !== null,
      plausible: play.plausible,
      won: play.won,
      counted: play.counted,
      prize: offer ? toPrize(offer) : null,
      attempts_left: Math.max(0, DAILY_GAME_ATTEMPTS - used),
      level_unlocked: unlocked(game, won.get(game) ?? 0),
    };
  };

  /** After a prize's transaction: tell the winner (inbox and push, NOTIFY_PRIZES). Never throws. */
  const tellWinner = async (userId: number, playRowId: number | string, prize: WonPrize) => {
    try {
      await inboxEvents.prize([userId], {
        kind: 'game_prize',
        title_fr: 'Félicitations !',
        title_ar: 'مبروك!',
        body_fr: `Vous avez gagné : ${prize.label}. Retrouvez-le dans vos bénéfices.`,
        body_ar: `لقد ربحت: ${prize.label_ar}. تجده في امتيازاتك.`,
        link: '/layout/benefices',
        payload: { offer_id: prize.offer_id },
        dedupe_key: `game_prize:${playRowId}`,
      });
    } catch (err) {
      log.warn({ err }, 'could not tell a winner');
    }
  };

  /**
   * The draw of a play that earned a chance (docs/games.md#the-draw), in the play's transaction:
   * the campaign is locked, one roll falls in the prize table, the prize is taken from its quantity
   * and the budget (both re-checked by the database) and issued into the wallet.
   */
  const draw = async (q: Db, play: PlayRow, campaignId: number | null): Promise<boolean> => {
    if (campaignId === null) return false;
    const now = clock.now();
    const campaign = await repo.lockCampaign(q, campaignId);
    if (!campaign || campaign.stopped_at || new Date(campaign.starts_at) > now || new Date(campaign.ends_at) <= now) return false;
    const prizes = await repo.prizesOf(q, campaign.id);
    const hour = tunisParts(now).hour;
    const table = prizes.map((p) => ({
      row: p,
      id: p.id,
      weight: p.weight,
      quantity: p.quantity,
      awarded: p.awarded,
      value: prizeValue(p),
      slotStart: p.slot_start,
      slotEnd: p.slot_end,
    }));
    const won = drawPrize(table, roll(), hour, campaign.budget - campaign.spent);
    if (!won || !(await repo.takePrize(q, campaign.id, won.id, won.value))) return false;
    const p = won.row;
    const offerId = await ledger.issueOffer(q, {
      user_id: play.user_id,
      kind: p.kind,
      source: 'game',
      amount_type: p.amount_type,
      amount: p.amount,
      min_purchase: p.min_purchase,
      cap: p.cap,
      label: p.label,
      label_ar: p.label_ar || null,
      description: campaign.title,
      description_ar: campaign.title_ar || null,
      issued_at: now,
      expires_at: expiryAfterDays(now, p.valid_days),
      request_id: `game-${play.play_id}`,
    });
    await repo.setPrize(q, play.id, { prize_id: p.id, offer_id: offerId, prize_value: won.value });
    return true;
  };

  /** Runs a play's step in a transaction, then tells a new winner. */
  const step = async (userId: number, work: (q: Db) => Promise<{ play: PlayRow; drew: boolean }>): Promise<PlayOutcome> => {
    const { outcome, drew, rowId } = await repo.db.transaction().execute(async (trx) => {
      const { play, drew } = await work(trx);
      const fresh = (await repo.play(trx, userId, play.play_id))!;
      return { outcome: await outcomeOf(trx, fresh), drew, rowId: fresh.id };
    });
    if (drew && outcome.prize) await tellWinner(userId, rowId, outcome.prize);
    return outcome;
  };

  const slotsOf = (prizes: PrizeRow[], hour: number, budgetLeft: number, lang: Lang) =>
    prizes.map((p) => ({
      label: slotLabel(p, lang),
      prize: p.label,
      prize_ar: orFrench(p.label_ar, p.label),
      // A line with no chances (set to 0 in the back office) is shown, never active.
      active:
        p.weight > 0 &&
        slotOpen({ slotStart: p.slot_start, slotEnd: p.slot_end }, hour) &&
        p.awarded < p.quantity &&
        prizeValue(p) <= budgetLeft,
    }));

  const stateOf = async (
    userId: number,
    game: GameKey,
    used: Map<string, number>,
    won: Map<string, number>,
    waiting: Set<string>,
    campaign: CampaignRow | undefined,
    lang: Lang,
  ): Promise<GameState> => {
    const now = clock.now();
    const prizes = campaign && game === 'shake_win' ? await repo.prizesOf(db, campaign.id) : [];
    return {
      key: game,
      playable: playable.has(game),
      attempts_per_day: DAILY_GAME_ATTEMPTS,
      attempts_left: Math.max(0, DAILY_GAME_ATTEMPTS - (used.get(game) ?? 0)),
      next_attempts_at: nextTunisMidnight(now).toISOString(),
      levels: levelsOf(game),
      level_unlocked: unlocked(game, won.get(game) ?? 0),
      campaign: campaign
        ? { id: campaign.id, title: campaign.title, title_ar: orFrench(campaign.title_ar, campaign.title), ends_at: iso(campaign.ends_at) }
        : null,
      slots: campaign ? slotsOf(prizes, tunisParts(now).hour, campaign.budget - campaign.spent, lang) : [],
      waitlisted: waiting.has(game),
    };
  };

  const personal = async (userId: number) => {
    const today = tunisDateString(clock.now());
    const [used, won, waiting] = await Promise.all([
      repo.countedToday(db, userId, today),
      repo.levelsWon(db, userId),
      repo.waitlisted(db, userId),
    ]);
    return { used, won, waiting };
  };

  return {
    /** Every game of the games screen, with the shopper's chances today (the slots' hours in `lang`). */
    async list(userId: number, lang: Lang = 'fr'): Promise<GameState[]> {
      const { used, won, waiting } = await personal(userId);
      const now = clock.now();
      return Promise.all(GAME_KEYS.map(async (g) => stateOf(userId, g, used, won, waiting, await repo.running(db, g, now), lang)));
    },

    /** One game's screen; opening it counts a view of its running campaign (once a day per shopper). */
    async state(userId: number, game: GameKey, lang: Lang = 'fr'): Promise<GameState> {
      const now = clock.now();
      const campaign = await repo.running(db, game, now);
      if (campaign) await repo.addView(db, campaign.id, userId, tunisDateString(now));
      const { used, won, waiting } = await personal(userId);
      return stateOf(userId, game, used, won, waiting, campaign, lang);
    },

    /**
     * Starts a play. A shake is played at once: it uses one of the day's two chances and draws.
     * A skill game's level starts its clock here; its result comes by `finish`. The same play_id
     * again answers the play as it stands, changing nothing.
     */
    async start(userId: number, game: GameKey, playId: string, level: number): Promise<PlayOutcome> {
      if (!playable.has(game)) throw new AppError(409, 'GAME_NOT_OPEN', 'This game is announced, not open yet.');
      return step(userId, async (q) => {
        await repo.lockShopper(q, userId);
        const known = await repo.play(q, userId, playId);
        if (known) {
          if (known.game !== game) throw notFound('PLAY_NOT_FOUND', 'No such play of this game.');
          return { play: known, drew: false };
        }
        const now = clock.now();
        const day = tunisDateString(now);
        if (level > levelsOf(game)) throw new AppError(400, 'VALIDATION_FAILED', `This game has ${levelsOf(game)} level(s).`);
        const best = (await repo.levelsWon(q, userId)).get(game) ?? 0;
        if (level > unlocked(game, best)) throw new AppError(409, 'LEVEL_LOCKED', 'Win the level before this one first.');
        const campaign = await repo.running(q, game, now);
        const shake = game === 'shake_win';
        if (shake && (await repo.countedOn(q, userId, game, day)) >= DAILY_GAME_ATTEMPTS) throw noAttempts(now);
        if (!shake && (await repo.startedOn(q, userId, game, day)) >= PLAYS_PER_DAY) throw noAttempts(now);
        const dealt = shake ? null : seed();
        await repo.insertPlay(q, {
          user_id: userId,
          play_id: playId,
          game,
          campaign_id: campaign?.id ?? null,
          level,
          tunis_day: day,
          started_at: now,
          counted: shake,
          seed: dealt,
        });
        const play = (await repo.play(q, userId, playId))!;
        if (!shake) return { play, drew: false };
        await repo.finishPlay(q, play.id, { finished_at: now, plausible: true, won: true, counted: true });
        return { play, drew: await draw(q, play, play.campaign_id) };
      });
    },

    /**
     * A skill play's result (docs/games.md#fairness): its log replayed on the level dealt at its
     * start, against the time the server measured since then; the score is the replay's. A won
     * level uses one of the day's chances (while some are left) and draws. Sent again, it answers
     * the first judgement.
     */
    async finish(userId: number, game: GameKey, playId: string, result: PlayResult): Promise<PlayOutcome> {
      if (!isSkillGame(game)) throw notFound('PLAY_NOT_FOUND', 'A shake has no result to send.');
      return step(userId, async (q) => {
        await repo.lockShopper(q, userId);
        const play = await repo.play(q, userId, playId, true);
        if (!play || play.game !== game) throw notFound('PLAY_NOT_FOUND', 'No such play of this game.');
        if (play.finished_at !== null) return { play, drew: false };
        const now = clock.now();
        const elapsed = now.getTime() - new Date(play.started_at).getTime();
        // A play started before deals existed has no level to replay on: lost, like one left too long.
        const judged: Judgement =
          elapsed > PLAY_MAX_MS || play.seed === null
            ? { plausible: true, won: false, score: 0, moves: 0 }
            : judgePlay(game, play.level, play.seed, result.log, elapsed, { score: result.score, moves: result.moves });
        // The chance is of the day the play started on (a level won just after midnight counts on the day it began).
        const chance = judged.won && (await repo.countedOn(q, userId, game, play.tunis_day)) < DAILY_GAME_ATTEMPTS;
        await repo.finishPlay(q, play.id, {
          finished_at: now,
          score: judged.score,
          moves: judged.moves,
          plausible: judged.plausible,
          won: judged.won,
          counted: chance,
          log: result.log,
          reason: judged.reason ?? null,
        });
        if (!judged.plausible) log.info({ userId, game, playId, reason: judged.reason }, 'implausible play');
        return { play, drew: chance ? await draw(q, play, play.campaign_id) : false };
      });
    },

    /** 'Historiques des gains', newest first. */
    async wins(userId: number, page: number, pageSize: number): Promise<WinsPage> {
      const { rows, total } = await repo.wins(db, userId, (page - 1) * pageSize, pageSize);
      const now = clock.now();
      return {
        items: rows.map((r) => ({
          at: iso(r.started_at),
          game: r.game as GameKey,
          prize: toPrize(r),
          status: offerStatus({ usedAt: r.used_at ? new Date(r.used_at) : null, expiresAt: new Date(r.expires_at) }, now),
        })),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    /** 'Me prévenir' on an announced game: the shopper is told once it opens. */
    async waitFor(userId: number, game: GameKey): Promise<void> {
      if (playable.has(game)) throw new AppError(409, 'CONFLICT', 'This game is already open.');
      await repo.addToWaitlist(db, game, userId, clock.now());
    },

    /** At start-up: tells the waiting shoppers of every game that is now playable (once each). */
    async announceOpened(): Promise<number> {
      let told = 0;
      for (const game of playable) {
        const users = await repo.takeWaitlist(db, game, clock.now());
        if (users.length === 0) continue;
        // Asked for by the shopper ('Me prévenir'): written whatever their switches.
        const written = await inbox.notify(users, {
          kind: 'game_opened',
          type: 'game',
          topic: null,
          title_fr: 'Nouveau jeu disponible',
          title_ar: 'لعبة جديدة متوفّرة',
          body_fr: 'Le jeu que vous attendiez est ouvert : tentez votre chance !',
          body_ar: 'اللعبة التي كنت تنتظرها متاحة الآن: جرّب حظّك!',
          link: `/layout/games`,
          payload: { game },
          dedupe_key: `game_opened:${game}`,
        });
        told += written.length;
      }
      return told;
    },

    /** Campaigns' figures, from their plays: also the back office's (docs/games.md#figures). */
    async statsOf(campaigns: Pick<CampaignRow, 'id' | 'budget' | 'spent'>[], q: Db = db): Promise<Map<number, CampaignStats>> {
      const ids = campaigns.map((c) => c.id);
      const [figures, tracked] = await Promise.all([repo.stats(q, ids), views ? views(ids, q) : Promise.resolve(null)]);
      return new Map(
        campaigns.map((c) => {
          const own = figures.get(c.id)!;
          const seen = tracked ? (tracked.get(c.id) ?? 0) : own.views;
          return [c.id, { ...own, views: seen, spent: c.spent, budget: c.budget, budget_left: c.budget - c.spent }];
        }),
      );
    },

    /** 'campagnes': the started campaigns, Active or Expirée, with their figures. */
    async campaigns(page: number, pageSize: number): Promise<CampaignsPage> {
      const now = clock.now();
      const { rows, total } = await repo.started(db, now, (page - 1) * pageSize, pageSize);
      const stats = await this.statsOf(rows);
      return {
        items: rows.map((c) => ({
          id: c.id,
          kind: c.kind,
          game: c.game,
          title: c.title,
          title_ar: orFrench(c.title_ar, c.title),
          description: c.description,
          description_ar: orFrench(c.description_ar, c.description),
          // Never an empty picture block: without its own, its kind's drawn picture (issue 33).
          image: c.image ?? campaignDefaultPicture(c),
          image_default: !c.image,
          // Every card opens its screen (docs/games.md#campaign-kinds).
          link: campaignLink(c),
          starts_at: iso(c.starts_at),
          ends_at: iso(c.ends_at),
          status: !c.stopped_at && new Date(c.ends_at) > now ? 'active' : 'expired',
          stats: stats.get(c.id)!,
        })),
        page,
        pageSize,
        total,
        hasMore: page * pageSize < total,
      };
    },

    /** The games popup (GET /app/config): the running campaigns, with or without a picture of their own. */
    popup() {
      return repo.allRunning(db, clock.now());
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
