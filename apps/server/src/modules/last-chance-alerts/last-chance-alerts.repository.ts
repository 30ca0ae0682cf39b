import { sql, type Kysely } from 'kysely';
import { handlesOf, type Queryable } from '../../db/handles.ts';
import { localisedSql } from '../../db/localised.ts';
import { categoryNameSql } from '../../db/product-columns.ts';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import type { AlertOffer } from './alert-texts.ts';

/** A follower of a store: their restriction (both empty: every offer). */
export interface Follower {
  user_id: number;
  skus: string[];
  category_ids: number[];
}

/** One store's row of the back office's report (money in millimes). */
export interface AlertsReportRow {
  magasin_code: string;
  storename: string;
  followers: number;
  alerts: number;
  buyers: number;
  sold: number;
}

const asArray = <T>(v: T[] | string | null | undefined): T[] => (Array.isArray(v) ? v : []);

/** SQL only: the follows, the windows of published offers, the alerts sent and what they sold (docs/last-chance.md#alerts). */
export function createLastChanceAlertsRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    async missingStores(codes: readonly string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const found = await db.selectFrom('stores').select('magasin_code').where('magasin_code', 'in', codes).execute();
      const known = new Set(found.map((r) => r.magasin_code));
      return codes.filter((c) => !known.has(c));
    },

    async missingProducts(skus: readonly string[]): Promise<string[]> {
      if (skus.length === 0) return [];
      const found = await db.selectFrom('products').select('sku').where('sku', 'in', skus).execute();
      const known = new Set(found.map((r) => r.sku));
      return skus.filter((s) => !known.has(s));
    },

    async missingCategories(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom('categories').select('category_id').where('category_id', 'in', ids).execute();
      const known = new Set(found.map((r) => r.category_id));
      return ids.filter((c) => !known.has(c));
    },

    /** The shopper's saved follows, or null when they never saved any. */
    async settings(userId: number): Promise<{ skus: string[]; category_ids: number[]; stores: string[] } | null> {
      const row = await db
        .selectFrom('last_chance_follow_settings')
        .select(['skus', 'category_ids'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const stores = await db
        .selectFrom('last_chance_follows')
        .select('magasin_code')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('magasin_code')
        .execute();
      return { skus: asArray(row.skus), category_ids: asArray(row.category_ids).map(Number), stores: stores.map((s) => s.magasin_code) };
    },

    /** The store kept on the server for the shopper (their store by default). */
    async shopperStore(userId: number): Promise<string | null> {
      const { rows } = await sql<{ magasin_code: string }>`select magasin_code from shopper_stores where user_id = ${userId}`.execute(db);
      return rows[0]?.magasin_code ?? null;
    },

    /** Replaces the shopper's follows. */
    async save(userId: number, stores: readonly string[], skus: readonly string[], categories: readonly number[], now: Date) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('last_chance_follow_settings')
          .values({ user_id: userId, skus: [...skus], category_ids: [...categories], updated_at: now })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ skus: [...skus], category_ids: [...categories], updated_at: now }))
          .execute();
        await trx.deleteFrom('last_chance_follows').where('user_id', '=', userId).execute();
        if (stores.length > 0) {
          await trx
            .insertInto('last_chance_follows')
            .values(stores.map((magasin_code, i) => ({ user_id: userId, magasin_code, created_at: new Date(now.getTime() + i) })))
            .execute();
        }
      });
    },

    async storeNames(codes: readonly string[], lang: Lang): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('stores as s')
        .select(['s.magasin_code', localisedSql('s.storename', 's.storename_ar', lang).as('name')])
        .where('s.magasin_code', 'in', codes)
        .execute();
      return new Map(rows.map((r) => [r.magasin_code, r.name]));
    },

    async productNames(skus: readonly string[]): Promise<Map<string, string>> {
      if (skus.length === 0) return new Map();
      const rows = await db.selectFrom('products').select(['sku', 'name']).where('sku', 'in', skus).execute();
      return new Map(rows.map((r) => [r.sku, r.name]));
    },

    async categoryNames(ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('categories as c')
        .select(['c.category_id', categoryNameSql(lang).as('name')])
        .where('c.category_id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.category_id, r.name]));
    },

    // ---- publishing ----

    /** Adds offers to the store's window due at `dueAt` (in the publisher's transaction). */
    async addToBatch(q: Queryable, code: string, dueAt: Date, skus: readonly string[]): Promise<void> {
      await q
        .insertInto('last_chance_alert_batches')
        .values({ magasin_code: code, due_at: dueAt, skus: [...skus] })
        .onConflict((oc) =>
          oc.columns(['magasin_code', 'due_at']).doUpdateSet({
            skus: sql<string[]>`array(select distinct unnest(last_chance_alert_batches.skus || excluded.skus) order by 1)`,
          }),
        )
        .execute();
    },

    async batch(code: string, dueAt: Date): Promise<{ skus: string[]; sent_at: Date | null } | undefined> {
      const row = await db
        .selectFrom('last_chance_alert_batches')
        .select(['skus', 'sent_at'])
        .where('magasin_code', '=', code)
        .where('due_at', '=', dueAt)
        .executeTakeFirst();
      return row ? { skus: asArray(row.skus), sent_at: row.sent_at } : undefined;
    },

    async batchSent(code: string, dueAt: Date, now: Date): Promise<void> {
      await db
        .updateTable('last_chance_alert_batches')
        .set({ sent_at: now })
        .where('magasin_code', '=', code)
        .where('due_at', '=', dueAt)
        .execute();
    },

    /** The store's current offers of these skus (an offer ended since is left out), biggest discount first, with the store's names. */
    async offers(
      code: string,
      skus: readonly string[],
    ): Promise<{ offers: (AlertOffer & { category_id: number })[]; store: { fr: string; ar: string } | null }> {
      const store = await db.selectFrom('stores').select(['storename', 'storename_ar']).where('magasin_code', '=', code).executeTakeFirst();
      if (!store || skus.length === 0)
        return { offers: [], store: store ? { fr: store.storename, ar: store.storename_ar || store.storename } : null };
      const offers = await db
        .selectFrom('last_chance as lc')
        .innerJoin('products as p', 'p.sku', 'lc.sku')
        .select(['lc.sku', 'p.name', 'lc.nouveau_pv', 'lc.ancien_pv', 'lc.remise', 'lc.stock', 'lc.category_id'])
        .where('lc.magasin_code', '=', code)
        .where('lc.sku', 'in', skus)
        .where('lc.stock', '>', 0)
        .orderBy('lc.remise', 'desc')
        .orderBy('lc.sku')
        .execute();
      return { offers, store: { fr: store.storename, ar: store.storename_ar || store.storename } };
    },

    /**
     * The store's followers after `after`, by user id: those who saved follows naming the store, and
     * those who never saved any whose store kept on the server is this one (their store by default).
     */
    async followersAfter(code: string, after: number, limit: number): Promise<Follower[]> {
      const rows = await sql<{ user_id: number; skus: string[] | null; category_ids: number[] | null }>`
        select u.user_id, s.skus, s.category_ids
        from (
          (select f.user_id from last_chance_follows f
            where f.magasin_code = ${code} and f.user_id > ${after} order by f.user_id limit ${limit})
          union all
          (select ss.user_id from shopper_stores ss
            where ss.magasin_code = ${code} and ss.user_id > ${after}
              and not exists (select 1 from last_chance_follow_settings x where x.user_id = ss.user_id)
            order by ss.user_id limit ${limit})
        ) u
        left join last_chance_follow_settings s on s.user_id = u.user_id
        order by u.user_id
        limit ${limit}`.execute(db);
      return rows.rows.map((r) => ({ user_id: r.user_id, skus: asArray(r.skus), category_ids: asArray(r.category_ids).map(Number) }));
    },

    /** How many alerts each of these shoppers was sent since `since`. */
    async sentSince(q: Queryable, userIds: readonly number[], since: Date): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await q
        .selectFrom('last_chance_alerts')
        .select(['user_id', sql<number>`count(*)::int`.as('n')])
        .where('user_id', 'in', userIds)
        .where('sent_at', '>=', since)
        .groupBy('user_id')
        .execute();
      return new Map(rows.map((r) => [r.user_id, r.n]));
    },

    async insertAlerts(
      q: Queryable,
      rows: { user_id: number; magasin_code: string; due_at: Date; skus: string[]; notification_id: number; sent_at: Date }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await q
        .insertInto('last_chance_alerts')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'magasin_code', 'due_at']).doNothing())
        .execute();
    },

    // ---- the back office ----

    /**
     * Per store: its followers now, the alerts sent in [from, to), the alerted shoppers who bought an
     * alerted sku there within `hours` of the alert, and what those receipt lines came to (sales only).
     */
    async report(from: Date, to: Date, hours: number, stores: readonly string[] | null): Promise<AlertsReportRow[]> {
      const only = stores === null ? sql`true` : stores.length === 0 ? sql`false` : sql`s.magasin_code in (${sql.join(stores)})`;
      const rows = await sql<AlertsReportRow>`
        with followers as (
          select magasin_code, count(*)::int as n from (
            select f.magasin_code, f.user_id from last_chance_follows f
            union
            select ss.magasin_code, ss.user_id from shopper_stores ss
             where not exists (select 1 from last_chance_follow_settings x where x.user_id = ss.user_id)
          ) all_followers group by magasin_code
        ),
        sent as (
          select a.id, a.user_id, a.magasin_code, a.skus, a.sent_at from last_chance_alerts a
           where a.sent_at >= ${from} and a.sent_at < ${to}
        ),
        bought as (
          select distinct on (r.id, l.line_no) a.magasin_code, a.user_id, l.total
            from sent a
            join receipts r on r.user_id = a.user_id and r.magasin_code = a.magasin_code and r.kind = 'sale'
             and r.purchased_at >= a.sent_at and r.purchased_at < a.sent_at + make_interval(hours => ${hours})
            join receipt_lines l on l.receipt_id = r.id and l.sku = any(a.skus)
           order by r.id, l.line_no, a.sent_at
        ),
        sales as (
          select magasin_code, count(distinct user_id)::int as buyers, coalesce(sum(total), 0)::int as sold from bought group by magasin_code
        ),
        alerts as (select magasin_code, count(*)::int as n from sent group by magasin_code)
        select s.magasin_code, s.storename,
               coalesce(f.n, 0) as followers, coalesce(al.n, 0) as alerts,
               coalesce(sa.buyers, 0) as buyers, coalesce(sa.sold, 0) as sold
          from stores s
          left join followers f on f.magasin_code = s.magasin_code
          left join alerts al on al.magasin_code = s.magasin_code
          left join sales sa on sa.magasin_code = s.magasin_code
         where (f.n is not null or al.n is not null) and ${only}
         order by coalesce(f.n, 0) desc, coalesce(al.n, 0) desc, s.magasin_code`.execute(db);
      return rows.rows;
    },
  };
}

export type LastChanceAlertsRepository = ReturnType<typeof createLastChanceAlertsRepository>;
