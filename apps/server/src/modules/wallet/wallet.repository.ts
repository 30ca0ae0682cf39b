import type { Lang } from '@qadhya/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';
import type { OfferTerms } from '../../db/tables/wallet.ts';

/** A connection or a transaction (the ledger's writes run in their caller's transaction). */
export type Db = Kysely<DB> | Transaction<DB>;

export type OfferStatusFilter = 'active' | 'used' | 'expired';

const storeName = (lang: Lang) =>
  lang === 'ar' ? sql<string>`coalesce(nullif(s.storename_ar, ''), s.storename)` : sql<string>`s.storename`;
const storeAddress = (lang: Lang) => (lang === 'ar' ? sql<string>`coalesce(nullif(s.address_ar, ''), s.address)` : sql<string>`s.address`);
const offerLabel = (lang: Lang) => (lang === 'ar' ? sql<string>`coalesce(nullif(o.label_ar, ''), o.label)` : sql<string>`o.label`);
const offerDescription = (lang: Lang) =>
  lang === 'ar' ? sql<string>`coalesce(nullif(o.description_ar, ''), o.description)` : sql<string>`o.description`;

/** The SQL condition of an offer status at `now` (docs/wallet.md#the-shoppers-wallet-api). */
const statusCondition = (status: OfferStatusFilter, now: Date) =>
  status === 'used'
    ? sql`o.used_at is not null`
    : status === 'expired'
      ? sql`o.used_at is null and o.expires_at <= ${now}`
      : sql`o.used_at is null and o.expires_at > ${now}`;

const statusOrder = (status: OfferStatusFilter) =>
  status === 'used'
    ? sql`o.used_at desc, o.id desc`
    : status === 'expired'
      ? sql`o.expires_at desc, o.id desc`
      : sql`o.expires_at asc, o.id asc`;

export interface OfferRow extends OfferTerms {
  id: number | string;
  min_purchase: number;
  description: string;
  issued_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
  used_receipt_id: number | string | null;
  discount: number | null;
}

export interface TicketRow {
  id: number | string;
  store: string;
  store_address: string;
  magasin_code: string;
  purchased_at: Date | string;
  kind: 'sale' | 'return';
  items: number | string;
  paid: number;
  total: number;
  discount: number;
  points_earned: number;
  till_receipt_id: string;
  payment: string;
  return_of: number | string | null;
}

export interface ActivityRow {
  id: string;
  type: 'transaction' | 'budget';
  store: string | null;
  member_name: string | null;
  member_lastname: string | null;
  member_id: number | null;
  at: Date | string;
  amount: number | string;
  ticket_id: number | string | null;
}

export interface ActivityFilter {
  type: 'all' | 'transaction' | 'budget';
  from?: Date;
  to?: Date;
}

const offerColumns = (lang: Lang) => sql`o.id, o.kind, o.source, o.code, o.amount_type, o.amount, o.min_purchase, o.cap,
  ${offerLabel(lang)} as label, ${offerDescription(lang)} as description, o.issued_at, o.expires_at, o.used_at, o.used_receipt_id, o.discount`;

const ticketColumns = (lang: Lang) => sql`r.id, ${storeName(lang)} as store, ${storeAddress(lang)} as store_address, r.magasin_code,
  r.purchased_at, r.kind, coalesce((select sum(l.quantity) from receipt_lines l where l.receipt_id = r.id), 0) as items,
  r.paid, r.total, r.discount, r.points_earned, r.till_receipt_id, r.payment, r.return_of`;

/**
 * SQL of the shopper's wallet (docs/wallet.md#the-shoppers-wallet-api): reads of the points entries,
 * offers, receipts and budget, always for one shopper; the ledger's writes go through the ledger.
 */
export function createWalletRepository(db: Kysely<DB>) {
  /** The caller's activities (receipts and budget entries) as one union, for a page or a count. */
  const activities = (userId: number, lang: Lang, f: ActivityFilter) => {
    const inRange = (column: string) =>
      sql`${f.from ? sql`and ${sql.ref(column)} >= ${f.from}` : sql``} ${f.to ? sql`and ${sql.ref(column)} < ${f.to}` : sql``}`;
    const parts = [];
    if (f.type !== 'budget') {
      parts.push(sql`select 't' || r.id as id, 'transaction' as type, ${storeName(lang)} as store, null::text as member_name,
          null::text as member_lastname, null::integer as member_id, r.purchased_at as at, -r.paid as amount, r.id as ticket_id
        from receipts r join stores s on s.magasin_code = r.magasin_code
        where r.user_id = ${userId} ${inRange('r.purchased_at')}`);
    }
    if (f.type !== 'transaction') {
      parts.push(sql`select 'bm' || replace(b.month, '-', '') as id, 'budget' as type, null::text as store, null::text as member_name,
          null::text as member_lastname, null::integer as member_id, b.updated_at as at, b.amount::bigint as amount, null::bigint as ticket_id
        from monthly_budgets b where b.user_id = ${userId} and b.amount > 0 ${inRange('b.updated_at')}`);
      parts.push(sql`select 'ba' || a.id as id, 'budget' as type, null::text as store, u.name as member_name, u.lastname as member_lastname,
          u.id as member_id, a.at as at, -a.amount::bigint as amount, null::bigint as ticket_id
        from budget_allocations a join users u on u.id = a.to_user_id where a.from_user_id = ${userId} ${inRange('a.at')}`);
      parts.push(sql`select 'ba' || a.id as id, 'budget' as type, null::text as store, u.name as member_name, u.lastname as member_lastname,
          u.id as member_id, a.at as at, a.amount::bigint as amount, null::bigint as ticket_id
        from budget_allocations a join users u on u.id = a.from_user_id where a.to_user_id = ${userId} ${inRange('a.at')}`);
    }
    return sql.join(parts, sql` union all `);
  };

  return {
    ...handlesOf(db),

    async pointsPage(userId: number, lang: Lang, limit: number, offset: number) {
      const { rows } = await sql<{
        id: number | string;
        at: Date | string;
        kind: string;
        points: number;
        store: string | null;
        counterpart_name: string | null;
        counterpart_lastname: string | null;
        counterpart_id: number | null;
      }>`select pl.id, pl.at, pl.kind, pl.points, ${storeName(lang)} as store,
            u.name as counterpart_name, u.lastname as counterpart_lastname, u.id as counterpart_id
          from points_ledger pl
          left join receipts r on r.id = pl.receipt_id
          left join stores s on s.magasin_code = r.magasin_code
          left join users u on u.id = pl.counterpart_user_id
          where pl.user_id = ${userId}
          order by pl.at desc, pl.id desc
          limit ${limit} offset ${offset}`.execute(db);
      const count = await db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },

    async userNames(q: Db, userId: number) {
      return q.selectFrom('users').select(['id', 'name', 'lastname']).where('id', '=', userId).executeTakeFirst();
    },

    /** The balance just after an entry: every entry of the shopper up to it (their writes go one at a time). */
    async balanceUpTo(q: Db, userId: number, entryId: number): Promise<number> {
      const { rows } = await sql<{ total: string | number | null }>`select coalesce(sum(points), 0) as total from points_ledger
        where user_id = ${userId} and id <= ${entryId}`.execute(q);
      return Number(rows[0]?.total ?? 0);
    },

    async pointsOfferByRequest(q: Db, userId: number, requestId: string) {
      return q
        .selectFrom('wallet_offers')
        .select(['id', 'points_cost'])
        .where('user_id', '=', userId)
        .where('source', '=', 'points')
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    async offersPage(
      userId: number,
      lang: Lang,
      kind: 'coupon' | 'voucher' | undefined,
      status: OfferStatusFilter,
      now: Date,
      limit: number,
      offset: number,
    ) {
      const kindCond = kind ? sql`and o.kind = ${kind}` : sql``;
      const { rows } = await sql<OfferRow>`select ${offerColumns(lang)} from wallet_offers o
        where o.user_id = ${userId} ${kindCond} and ${statusCondition(status, now)}
        order by ${statusOrder(status)} limit ${limit} offset ${offset}`.execute(db);
      const { rows: counts } = await sql<{ active: string | number; used: string | number; expired: string | number }>`select
          count(*) filter (where ${statusCondition('active', now)}) as active,
          count(*) filter (where ${statusCondition('used', now)}) as used,
          count(*) filter (where ${statusCondition('expired', now)}) as expired
        from wallet_offers o where o.user_id = ${userId} ${kindCond}`.execute(db);
      const c = counts[0]!;
      return { rows, counts: { active: Number(c.active), used: Number(c.used), expired: Number(c.expired) } };
    },

    async offer(q: Db, userId: number, id: number, lang: Lang): Promise<OfferRow | undefined> {
      const { rows } =
        await sql<OfferRow>`select ${offerColumns(lang)} from wallet_offers o where o.id = ${id} and o.user_id = ${userId}`.execute(q);
      return rows[0];
    },

    async ticketsPage(userId: number, lang: Lang, from: Date | undefined, to: Date | undefined, limit: number, offset: number) {
      const range = sql`${from ? sql`and r.purchased_at >= ${from}` : sql``} ${to ? sql`and r.purchased_at < ${to}` : sql``}`;
      const { rows } = await sql<TicketRow>`select ${ticketColumns(lang)} from receipts r join stores s on s.magasin_code = r.magasin_code
        where r.user_id = ${userId} ${range} order by r.purchased_at desc, r.id desc limit ${limit} offset ${offset}`.execute(db);
      const { rows: count } = await sql<{
        n: string | number;
      }>`select count(*) as n from receipts r where r.user_id = ${userId} ${range}`.execute(db);
      return { rows, total: Number(count[0]!.n) };
    },

    async ticket(q: Db, userId: number, id: number, lang: Lang): Promise<TicketRow | undefined> {
      const { rows } = await sql<TicketRow>`select ${ticketColumns(lang)} from receipts r join stores s on s.magasin_code = r.magasin_code
        where r.id = ${id} and r.user_id = ${userId}`.execute(q);
      return rows[0];
    },

    async ticketLines(q: Db, receiptId: number) {
      return q
        .selectFrom('receipt_lines')
        .select(['sku', 'name', 'quantity', 'unit_price', 'discount', 'total', 'catalogue_bonus'])
        .where('receipt_id', '=', receiptId)
        .orderBy('line_no')
        .execute();
    },

    async ticketOffer(q: Db, receiptId: number, lang: Lang) {
      const { rows } = await sql<{
        code: string;
        kind: 'coupon' | 'voucher';
        label: string;
        discount: number | null;
      }>`select o.code, o.kind,
          ${offerLabel(lang)} as label, o.discount from wallet_offers o where o.used_receipt_id = ${receiptId} order by o.id limit 1`.execute(
        q,
      );
      return rows[0];
    },

    /** A receipt nobody has attached, by its printed code; locked until the transaction ends. */
    async attachable(q: Db, code: string) {
      return q
        .selectFrom('receipts')
        .select(['id', 'paid', 'bonus_base', 'purchased_at', 'kind'])
        .where('attach_code', '=', code)
        .where('user_id', 'is', null)
        .where('attached_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async attach(q: Db, receiptId: number, userId: number, now: Date, points: number): Promise<boolean> {
      const row = await q
        .updateTable('receipts')
        .set({ user_id: userId, attached_at: now, points_earned: points })
        .where('id', '=', receiptId)
        .where('user_id', 'is', null)
        .where('attached_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return !!row;
    },

    async activitiesPage(userId: number, lang: Lang, f: ActivityFilter, limit: number, offset: number): Promise<ActivityRow[]> {
      const { rows } =
        await sql<ActivityRow>`select * from (${activities(userId, lang, f)}) a order by a.at desc, a.id desc limit ${limit} offset ${offset}`.execute(
          db,
        );
      return rows;
    },

    async activitiesCount(userId: number, f: ActivityFilter): Promise<number> {
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from (${activities(userId, 'fr', f)}) a`.execute(db);
      return Number(rows[0]!.n);
    },

    async ownBudget(q: Db, userId: number, month: string): Promise<number> {
      const row = await q
        .selectFrom('monthly_budgets')
        .select('amount')
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .executeTakeFirst();
      return row?.amount ?? 0;
    },

    async allocations(q: Db, userId: number, month: string) {
      const { rows } = await sql<{ given: string | number; received: string | number }>`select
          coalesce(sum(amount) filter (where from_user_id = ${userId}), 0) as given,
          coalesce(sum(amount) filter (where to_user_id = ${userId}), 0) as received
        from budget_allocations where month = ${month} and (from_user_id = ${userId} or to_user_id = ${userId})`.execute(q);
      return { given: Number(rows[0]!.given), received: Number(rows[0]!.received) };
    },

    async setBudget(q: Db, userId: number, month: string, amount: number, now: Date) {
      await q
        .insertInto('monthly_budgets')
        .values({ user_id: userId, month, amount, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ amount, updated_at: now }))
        .execute();
    },

    /** Holds the shopper's budget for this transaction: their allocations and own budget change one at a time. */
    async lockBudget(q: Db, userId: number): Promise<void> {
      await q.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    },

    /** Whether this giver already made the allocation of this request id. */
    async allocationMade(q: Db, fromUserId: number, requestId: string): Promise<boolean> {
      return !!(await q
        .selectFrom('budget_allocations')
        .select('id')
        .where('from_user_id', '=', fromUserId)
        .where('request_id', '=', requestId)
        .executeTakeFirst());
    },

    /** Inserts the allocation once per request id; false when that request id was already used. */
    async allocate(q: Db, row: { from_user_id: number; to_user_id: number; month: string; amount: number; request_id: string; at: Date }) {
      const inserted = await q
        .insertInto('budget_allocations')
        .values(row)
        .onConflict((oc) => oc.columns(['from_user_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!inserted;
    },

    /** Paid per Tunis month ("YYYY-MM") in [from, to). */
    async paidByMonth(userId: number, from: Date, to: Date): Promise<Map<string, number>> {
      const { rows } = await sql<{ month: string; paid: string | number }>`select
          to_char(purchased_at at time zone 'Africa/Tunis', 'YYYY-MM') as month, sum(paid) as paid
        from receipts where user_id = ${userId} and purchased_at >= ${from} and purchased_at < ${to}
        group by 1`.execute(db);
      return new Map(rows.map((r) => [r.month, Number(r.paid)]));
    },

    async receiptYears(userId: number): Promise<number[]> {
      const { rows } = await sql<{ year: string | number }>`select distinct
          extract(year from purchased_at at time zone 'Africa/Tunis')::integer as year
        from receipts where user_id = ${userId}`.execute(db);
      return rows.map((r) => Number(r.year));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
