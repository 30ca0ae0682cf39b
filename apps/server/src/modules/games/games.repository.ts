import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { GameKeyColumn } from '../../db/tables/games.ts';

export type Db = Kysely<DB> | Transaction<DB>;

const PLAY_COLUMNS = [
  'game_plays.id',
  'game_plays.user_id',
  'game_plays.play_id',
  'game_plays.game',
  'game_plays.campaign_id',
  'game_plays.level',
  'game_plays.tunis_day',
  'game_plays.started_at',
  'game_plays.seed',
  'game_plays.finished_at',
  'game_plays.plausible',
  'game_plays.won',
  'game_plays.counted',
  'game_plays.offer_id',
] as const;

const PRIZE_OFFER_COLUMNS = [
  'wallet_offers.id as offer_id',
  'wallet_offers.code',
  'wallet_offers.kind',
  'wallet_offers.amount_type',
  'wallet_offers.amount',
  'wallet_offers.min_purchase',
  'wallet_offers.cap',
  'wallet_offers.label',
  'wallet_offers.label_ar',
  'wallet_offers.expires_at',
  'wallet_offers.used_at',
] as const;

/** How many plays of one game the shopper started on one Tunis day; only those that counted when `countedOnly`. */
async function playsOn(q: Db, userId: number, game: GameKeyColumn, day: string, countedOnly: boolean): Promise<number> {
  const row = await q
    .selectFrom('game_plays')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('tunis_day', '=', day)
    .$if(countedOnly, (qb) => qb.where('counted', '=', true))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SQL only: campaigns, their prizes, the plays, views and the 'Me prévenir' list (docs/games.md). */
export function createGamesRepository(db: Kysely<DB>) {
  return {
    db,

    /** The campaign running for `game` at `now` (in its dates, not stopped): the newest when several. */
    running(q: Db, game: GameKeyColumn, now: Date) {
      return q
        .selectFrom('campaigns')
        .selectAll()
        .where('game', '=', game)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .where('stopped_at', 'is', null)
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Every game campaign running at `now` (the games popup), in start order: promotions are not games. */
    allRunning(q: Db, now: Date) {
      return q
        .selectFrom('campaigns')
        .selectAll()
        .where('kind', '=', 'game')
        .where('game', 'is not', null)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .where('stopped_at', 'is', null)
        .orderBy('starts_at')
        .orderBy('id')
        .limit(20)
        .execute();
    },

    /**
     * The campaign locked for a draw: plays of one campaign draw one at a time. 'No key update',
     * not 'update': a play's row (a foreign key to the campaign) holds a key-share lock on it, which
     * a plain update lock would wait for — two plays waiting on each other.
     */
    lockCampaign(q: Db, id: number) {
      return q.selectFrom('campaigns').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
    },

    prizesOf(q: Db, campaignId: number) {
      return q.selectFrom('campaign_prizes').selectAll().where('campaign_id', '=', campaignId).orderBy('position').execute();
    },

    /** Takes one of a prize and its value from the budget; false (nothing changed) if either ran out. */
    async takePrize(q: Db, campaignId: number, prizeId: number, value: number): Promise<boolean> {
      const taken = await q
        .updateTable('campaign_prizes')
        .set((eb) => ({ awarded: eb('awarded', '+', 1) }))
        .where('id', '=', prizeId)
        .where('campaign_id', '=', campaignId)
        .whereRef('awarded', '<', 'quantity')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      const paid = await q
        .updateTable('campaigns')
        .set((eb) => ({ spent: eb('spent', '+', value) }))
        .where('id', '=', campaignId)
        .where(sql<boolean>`spent + ${value} <= budget`)
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) === 1) return true;
      await q
        .updateTable('campaign_prizes')
        .set((eb) => ({ awarded: eb('awarded', '-', 1) }))
        .where('id', '=', prizeId)
        .execute();
      return false;
    },

    /** Serialises one shopper's plays (their day's chances are counted under it). */
    async lockShopper(q: Db, userId: number): Promise<boolean> {
      return (await q.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst()) !== undefined;
    },

    play(q: Db, userId: number, playId: string, lock = false) {
      let query = q.selectFrom('game_plays').select(PLAY_COLUMNS).where('user_id', '=', userId).where('play_id', '=', playId);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertPlay(
      q: Db,
      row: {
        user_id: number;
        play_id: string;
        game: GameKeyColumn;
        campaign_id: number | null;
        level: number;
        tunis_day: string;
        started_at: Date;
        counted: boolean;
        seed: number | null;
      },
    ) {
      await q.insertInto('game_plays').values(row).execute();
    },

    finishPlay(
      q: Db,
      id: number | string,
      set: {
        finished_at: Date;
        score?: number | null;
        moves?: number | null;
        plausible: boolean;
        won: boolean;
        counted: boolean;
        log?: unknown[];
        reason?: string | null;
      },
    ) {
      const { log, ...rest } = set;
      return q
        .updateTable('game_plays')
        .set({ ...rest, ...(log ? { log: JSON.stringify(log) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    setPrize(q: Db, id: number | string, prize: { prize_id: number; offer_id: number; prize_value: number }) {
      return q.updateTable('game_plays').set(prize).where('id', '=', id).execute();
    },

    /** The day's chances used: plays that counted, of one game, on one Tunis day. */
    countedOn(q: Db, userId: number, game: GameKeyColumn, day: string): Promise<number> {
      return playsOn(q, userId, game, day, true);
    },

    /** Plays started on one Tunis day (the rate limit of the skill games). */
    startedOn(q: Db, userId: number, game: GameKeyColumn, day: string): Promise<number> {
      return playsOn(q, userId, game, day, false);
    },

    /** The highest level the shopper has won, per game (0 when none). */
    async levelsWon(q: Db, userId: number): Promise<Map<string, number>> {
      const rows = await q
        .selectFrom('game_plays')
        .select((eb) => ['game', eb.fn.max('level').as('level')])
        .where('user_id', '=', userId)
        .where('won', '=', true)
        .groupBy('game')
        .execute();
      return new Map(rows.map((r) => [r.game, Number(r.level)]));
    },

    async countedToday(q: Db, userId: number, day: string): Promise<Map<string, number>> {
      const rows = await q
        .selectFrom('game_plays')
        .select((eb) => ['game', eb.fn.countAll<string | number>().as('n')])
        .where('user_id', '=', userId)
        .where('tunis_day', '=', day)
        .where('counted', '=', true)
        .groupBy('game')
        .execute();
      return new Map(rows.map((r) => [r.game, Number(r.n)]));
    },

    prizeOffer(q: Db, offerId: number | string) {
      return q.selectFrom('wallet_offers').select(PRIZE_OFFER_COLUMNS).where('id', '=', Number(offerId)).executeTakeFirst();
    },

    /** « Historique des gains »: the shopper's won plays, newest first. */
    async wins(q: Db, userId: number, offset: number, limit: number) {
      const rows = await q
        .selectFrom('game_plays')
        .innerJoin('wallet_offers', 'wallet_offers.id', 'game_plays.offer_id')
        .select(['game_plays.started_at', 'game_plays.game', ...PRIZE_OFFER_COLUMNS])
        .where('game_plays.user_id', '=', userId)
        .where('game_plays.offer_id', 'is not', null)
        .orderBy('game_plays.started_at', 'desc')
        .orderBy('game_plays.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const total = await q
        .selectFrom('game_plays')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('offer_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    /** The figures of campaigns, from their plays and views (docs/games.md#figures). */
    async stats(q: Db, ids: number[]) {
      const out = new Map<number, { participants: number; plays: number; winners: number; prizes: number; spent: number; views: number }>();
      if (ids.length === 0) return out;
      const plays = await q
        .selectFrom('game_plays')
        .select((eb) => [
          'campaign_id',
          eb.fn.count<string | number>('user_id').distinct().as('participants'),
          eb.fn.countAll<string | number>().as('plays'),
          sql<string | number>`count(distinct user_id) filter (where offer_id is not null)`.as('winners'),
          sql<string | number>`count(*) filter (where offer_id is not null)`.as('prizes'),
          sql<string | number>`coalesce(sum(prize_value), 0)`.as('spent'),
        ])
        .where('campaign_id', 'in', ids)
        .groupBy('campaign_id')
        .execute();
      const views = await q
        .selectFrom('campaign_views')
        .select((eb) => ['campaign_id', eb.fn.countAll<string | number>().as('views')])
        .where('campaign_id', 'in', ids)
        .groupBy('campaign_id')
        .execute();
      const viewsOf = new Map(views.map((v) => [v.campaign_id, Number(v.views)]));
      for (const id of ids) out.set(id, { participants: 0, plays: 0, winners: 0, prizes: 0, spent: 0, views: viewsOf.get(id) ?? 0 });
      for (const p of plays) {
        const row = out.get(p.campaign_id!)!;
        Object.assign(row, {
          participants: Number(p.participants),
          plays: Number(p.plays),
          winners: Number(p.winners),
          prizes: Number(p.prizes),
          spent: Number(p.spent),
        });
      }
      return out;
    },

    /** The campaigns shoppers see ('campagnes'): started ones, newest first. */
    async started(q: Db, now: Date, offset: number, limit: number) {
      const rows = await q
        .selectFrom('campaigns')
        .selectAll()
        .where('starts_at', '<=', now)
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const total = await q
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('starts_at', '<=', now)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    async addView(q: Db, campaignId: number, userId: number, day: string) {
      await q
        .insertInto('campaign_views')
        .values({ campaign_id: campaignId, user_id: userId, tunis_day: day })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async waitlisted(q: Db, userId: number): Promise<Set<string>> {
      const rows = await q.selectFrom('game_waitlist').select('game').where('user_id', '=', userId).execute();
      return new Set(rows.map((r) => r.game));
    },

    async addToWaitlist(q: Db, game: GameKeyColumn, userId: number, at: Date) {
      await q
        .insertInto('game_waitlist')
        .values({ game, user_id: userId, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Marks the waiting shoppers of an opened game as told; who they were. */
    async takeWaitlist(q: Db, game: GameKeyColumn, at: Date): Promise<number[]> {
      const rows = await q
        .updateTable('game_waitlist')
        .set({ notified_at: at })
        .where('game', '=', game)
        .where('notified_at', 'is', null)
        .returning('user_id')
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
export type PlayRow = NonNullable<Awaited<ReturnType<GamesRepository['play']>>>;
export type PrizeOfferRow = NonNullable<Awaited<ReturnType<GamesRepository['prizeOffer']>>>;
export type CampaignRow = NonNullable<Awaited<ReturnType<GamesRepository['running']>>>;
export type PrizeRow = Awaited<ReturnType<GamesRepository['prizesOf']>>[number];
