import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf, type Queryable } from '../../db/handles.ts';
import type { OfferTerms, PointsKind, WalletOffersTable } from '../../db/tables/wallet.ts';

/** An offer's row as the ledger reads it. */
export type LedgerOfferRow = Selectable<WalletOffersTable>;

/** A connection or a transaction: every ledger write runs inside its caller's transaction. */
export type Db = Queryable;

export interface NewOffer extends OfferTerms {
  user_id: number;
  min_purchase: number;
  label_ar: string | null;
  description: string;
  description_ar: string | null;
  issued_at: Date;
  expires_at: Date;
  points_cost?: number | null;
  issued_by?: number | null;
  request_id?: string | null;
}

export interface NewPointsEntry {
  user_id: number;
  kind: PointsKind;
  points: number;
  at: Date;
  receipt_id?: number | null;
  offer_id?: number | null;
  counterpart_user_id?: number | null;
  request_id?: string | null;
}

/** A lot of points (a positive entry) and what it still holds. */
export interface LotRow {
  user_id: number;
  id: number;
  at: Date;
  remaining: number;
}

export interface PeerRow {
  user_id: number;
  name: string | null;
  lastname: string | null;
  avatar: string | null;
  relation: string | null;
}

/** Who is family (the family module's circle(), given by src/services.ts). */
export type CircleOf = (q: Db, userId: number) => Promise<PeerRow[]>;

/**
 * SQL only: the ledger every wallet write goes through (docs/wallet.md#the-ledger) — cards, the
 * points entries and their sum, offers, and who counts as family for a transfer.
 */
export function createLedgerRepository(db: Kysely<DB>, circle: CircleOf) {
  return {
    ...handlesOf(db),

    async cardOf(q: Db, userId: number) {
      return q
        .selectFrom('loyalty_cards')
        .select(['user_id', 'card_number', 'created_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async userByCard(q: Db, cardNumber: string): Promise<number | null> {
      const row = await q.selectFrom('loyalty_cards').select('user_id').where('card_number', '=', cardNumber).executeTakeFirst();
      return row?.user_id ?? null;
    },

    async userByPhone(q: Db, phone: string): Promise<number | null> {
      const row = await q.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row?.id ?? null;
    },

    async userExists(q: Db, userId: number): Promise<boolean> {
      return !!(await q.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
    },

    /** Makes the card with the next number when the shopper has none; true when it was made. */
    async insertCard(q: Db, userId: number, numberOf: (sequence: number) => string, now: Date): Promise<boolean> {
      const { rows } = await sql<{ n: string | number }>`select nextval('loyalty_card_seq') as n`.execute(q);
      const number = numberOf(Number(rows[0]!.n));
      const inserted = await q
        .insertInto('loyalty_cards')
        .values({ user_id: userId, card_number: number, created_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return !!inserted;
    },

    /**
     * Holds the shopper's card row until the transaction ends: every points write of one shopper
     * goes one at a time, so a balance read after it is the one the write may rely on.
     */
    async lockCards(q: Transaction<DB>, userIds: number[]): Promise<void> {
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      for (const id of ids) {
        await q.selectFrom('loyalty_cards').select('user_id').where('user_id', '=', id).forUpdate().execute();
      }
    },

    async balance(q: Db, userId: number): Promise<number> {
      const row = await q
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async addPoints(q: Db, entry: NewPointsEntry): Promise<number> {
      const row = await q.insertInto('points_ledger').values(entry).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async pointsEntryByRequest(q: Db, userId: number, kind: PointsKind, requestId: string) {
      return q
        .selectFrom('points_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    async insertOffer(q: Db, offer: NewOffer): Promise<number> {
      const row = await q.insertInto('wallet_offers').values(offer).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async codeTaken(q: Db, code: string): Promise<boolean> {
      return !!(await q.selectFrom('wallet_offers').select('id').where('code', '=', code).executeTakeFirst());
    },

    async offerById(q: Db, id: number) {
      return q.selectFrom('wallet_offers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async offerByRequest(q: Db, userId: number, requestId: string) {
      return q.selectFrom('wallet_offers').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
    },

    /** What the shopper paid (returns deducted) in [from, to). */
    async paidBetween(q: Db, userId: number, from: Date, to: Date): Promise<number> {
      const row = await q
        .selectFrom('receipts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid'), sql<number>`0`).as('total'))
        .where('user_id', '=', userId)
        .where('purchased_at', '>=', from)
        .where('purchased_at', '<', to)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The back office's loyalty settings (one row, migration 0045). */
    async settings(q: Db) {
      return q.selectFrom('loyalty_settings').select(['points_life_months', 'updated_at', 'updated_by']).executeTakeFirstOrThrow();
    },

    async updateSettings(q: Db, set: { points_life_months: number; updated_at: Date; updated_by: number }) {
      await q.updateTable('loyalty_settings').set(set).where('id', '=', true).execute();
    },

    /**
     * The lots still holding points (docs/wallet.md#points-expire): each positive entry is a lot, and
     * everything taken (spent, transferred, reversed, expired) consumed the oldest lots first, so a
     * lot keeps min(points, its running sum − all taken) when that is above 0. Only lots earned in
     * [from, before) are answered (either bound optional) (the running sums cover every lot); one shopper, some, or all.
     */
    async openLots(q: Db, range: { from?: Date; before?: Date; userId?: number; users?: number[] }): Promise<LotRow[]> {
      const only = range.userId !== undefined ? [range.userId] : range.users;
      const who = only === undefined ? sql`` : only.length === 0 ? sql`and false` : sql`and user_id in (${sql.join(only)})`;
      const { rows } = await sql<LotRow>`
        with lots as (
          select user_id, id, at, points, sum(points) over (partition by user_id order by at, id) as running
          from points_ledger
          where points > 0 ${who}
        ), taken as (
          select user_id, -sum(points) as taken
          from points_ledger
          where points < 0 ${who}
          group by user_id
        )
        select l.user_id, l.id, l.at, least(l.points, l.running - coalesce(t.taken, 0))::integer as remaining
        from lots l left join taken t on t.user_id = l.user_id
        where true ${range.before === undefined ? sql`` : sql`and l.at < ${range.before}`}
          ${range.from === undefined ? sql`` : sql`and l.at >= ${range.from}`}
          and l.running - coalesce(t.taken, 0) > 0
        order by l.user_id, l.at, l.id`.execute(q);
      return rows.map((r) => ({ user_id: Number(r.user_id), id: Number(r.id), at: new Date(r.at), remaining: Number(r.remaining) }));
    },

    /**
     * The accepted members of every family the shopper is in, and of the one they own: the only
     * people their points and budget can go to (docs/wallet.md#family-transfers): the family
     * module's circle().
     */
    peers: (q: Db, userId: number): Promise<PeerRow[]> => circle(q, userId),
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
