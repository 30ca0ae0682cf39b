import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listSeenBy } from '../../db/list-access.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';

/** A connection or a transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

export interface ListRow {
  id: number;
  owner_id: number;
  title: string;
  status: 'active' | 'rejected';
  version: string | number;
  finished_at: Date | null;
  rejected_at: Date | null;
  last_boost_at: Date | null;
  request_id: string;
  duplicated_from: number | null;
  receipt_id: string | number | null;
  created_at: Date;
  updated_at: Date;
}

export interface ItemRow {
  list_id: number;
  item_key: string;
  sku: string | null;
  text: string | null;
  quantity: number;
  quantity_at: string | number;
  quantity_device: string;
  removed: boolean;
  removed_at: string | number;
  removed_device: string;
  added_by: number;
  added_at: string | number;
  version: string | number;
}

export interface TickRow {
  list_id: number;
  item_key: string;
  tick_id: string;
  user_id: number;
  at: string | number;
  price: number | null;
  regular_price: number | null;
  unticked: boolean;
}

export interface PersonRow {
  id: number;
  name: string | null;
  lastname: string | null;
  avatar: string | null;
}

export interface ListMemberRow extends PersonRow {
  list_id: number;
}

export interface ImageRow {
  id: number;
  list_id: number;
  storage_key: string;
  added_by: number;
}

export type ListTab = 'active' | 'history';

/** Which day, store and language a list's prices are read for (list-pricing.ts). */
export interface PriceQuery {
  /** Today in Tunis, YYYY-MM-DD (the daily promos' and the catalogues' day). */
  today: string;
  /** The shopper's store (magasin_code): its last-chance prices count. */
  store?: string;
  lang: Lang;
}

/** A product's row for a list's prices: `price` is today's lowest. */
export interface PriceRow {
  sku: string;
  name: string;
  size: string | null;
  image_version: number;
  base_price: number;
  short: string | null;
  price: number;
}

/** The receipt a finished list is matched against (list-promo.ts): whose, when, which skus. */
export interface ReceiptMatch {
  users: number[];
  from: Date;
  to: Date;
  skus: string[];
  finishedAt: Date;
}

/** A list membership: `user_id` is assigned to list `list_id`. */
export interface Share {
  list_id: number;
  user_id: number;
}

/** Lists the user owns or is assigned to (ids), as a subquery. */
const visibleIds = (userId: number) =>
  sql`(select id from shopping_lists where owner_id = ${userId} union select list_id from shopping_list_members where user_id = ${userId})`;

/** The history tab: rejected, or finished (every visible item ticked, at least one). */
const tabSql = (tab: ListTab) =>
  tab === 'history' ? sql`(status = 'rejected' or finished_at is not null)` : sql`(status = 'active' and finished_at is null)`;

/** SQL only: shopping lists, their members, items, ticks and photos (docs/shopping-lists.md#api). */
export function createShoppingListsRepository(db: Kysely<DB>) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * The list when `userId` owns it or is assigned to it; undefined otherwise (unknown id too).
     * With `lock`, the row is locked first and who sees it read after, in a statement of its own: a
     * family exit that held the lock has ended the caller's access by then (docs/shopping-lists.md#family-rule).
     */
    async visible(q: Db, listId: number, userId: number, lock = false): Promise<ListRow | undefined> {
      if (lock) await q.selectFrom('shopping_lists').select('id').where('id', '=', listId).forUpdate().execute();
      const query = q.selectFrom('shopping_lists as l').selectAll('l').where('l.id', '=', listId).where(listSeenBy(userId));
      return (await query.executeTakeFirst()) as ListRow | undefined;
    },

    async byRequest(q: Db, ownerId: number, requestId: string): Promise<ListRow | undefined> {
      return (await q
        .selectFrom('shopping_lists')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('request_id', '=', requestId)
        .executeTakeFirst()) as ListRow | undefined;
    },

    /** A new list; undefined when this owner already made one with that request id. */
    async insert(
      q: Db,
      row: { owner_id: number; title: string; request_id: string; duplicated_from: number | null; now: Date },
    ): Promise<ListRow | undefined> {
      const made = await q
        .insertInto('shopping_lists')
        .values({
          owner_id: row.owner_id,
          title: row.title,
          request_id: row.request_id,
          duplicated_from: row.duplicated_from,
          created_at: row.now,
          updated_at: row.now,
        })
        .onConflict((oc) => oc.columns(['owner_id', 'request_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return made as ListRow | undefined;
    },

    async update(
      q: Db,
      listId: number,
      set: Partial<{
        title: string;
        status: 'active' | 'rejected';
        version: number;
        finished_at: Date | null;
        rejected_at: Date | null;
        updated_at: Date;
      }>,
    ): Promise<void> {
      await q.updateTable('shopping_lists').set(set).where('id', '=', listId).execute();
    },

    async remove(q: Db, listId: number): Promise<void> {
      await q.deleteFrom('shopping_lists').where('id', '=', listId).execute();
    },

    /** One page of the lists the user sees in a tab, latest change first, and how many there are. */
    async page(userId: number, tab: ListTab, limit: number, offset: number): Promise<{ rows: ListRow[]; total: number }> {
      const [{ rows }, count] = await Promise.all([
        sql<ListRow>`select * from shopping_lists where id in ${visibleIds(userId)} and ${tabSql(tab)}
          order by updated_at desc, id desc limit ${limit} offset ${offset}`.execute(db),
        sql<{ n: string | number }>`select count(*) as n from shopping_lists where id in ${visibleIds(userId)} and ${tabSql(tab)}`.execute(
          db,
        ),
      ]);
      return { rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    /** Every list the user sees, with its version (the live stream's hello). */
    async versions(userId: number): Promise<{ id: number; version: number }[]> {
      const { rows } = await sql<{
        id: number;
        version: string | number;
      }>`select id, version from shopping_lists where id in ${visibleIds(userId)} order by id`.execute(db);
      return rows.map((r) => ({ id: r.id, version: Number(r.version) }));
    },

    async items(q: Db, listIds: number[]): Promise<ItemRow[]> {
      if (listIds.length === 0) return [];
      return (await q.selectFrom('shopping_list_items').selectAll().where('list_id', 'in', listIds).execute()) as ItemRow[];
    },

    async ticks(q: Db, listIds: number[]): Promise<TickRow[]> {
      if (listIds.length === 0) return [];
      return (await q
        .selectFrom('shopping_list_ticks')
        .selectAll()
        .where('list_id', 'in', listIds)
        .orderBy('tick_id')
        .execute()) as TickRow[];
    },

    async upsertItems(q: Db, rows: ItemRow[]): Promise<void> {
      if (rows.length === 0) return;
      await q
        .insertInto('shopping_list_items')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['list_id', 'item_key']).doUpdateSet((eb) => ({
            sku: eb.ref('excluded.sku'),
            text: eb.ref('excluded.text'),
            quantity: eb.ref('excluded.quantity'),
            quantity_at: eb.ref('excluded.quantity_at'),
            quantity_device: eb.ref('excluded.quantity_device'),
            removed: eb.ref('excluded.removed'),
            removed_at: eb.ref('excluded.removed_at'),
            removed_device: eb.ref('excluded.removed_device'),
            added_by: eb.ref('excluded.added_by'),
            added_at: eb.ref('excluded.added_at'),
            version: eb.ref('excluded.version'),
          })),
        )
        .execute();
    },

    async upsertTicks(q: Db, rows: TickRow[]): Promise<void> {
      if (rows.length === 0) return;
      await q
        .insertInto('shopping_list_ticks')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['list_id', 'item_key', 'tick_id']).doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            at: eb.ref('excluded.at'),
            price: eb.ref('excluded.price'),
            regular_price: eb.ref('excluded.regular_price'),
            unticked: eb.ref('excluded.unticked'),
          })),
        )
        .execute();
    },

    /** The assigned members of these lists (not their owners), with their names. */
    async members(q: Db, listIds: number[]): Promise<ListMemberRow[]> {
      if (listIds.length === 0) return [];
      return q
        .selectFrom('shopping_list_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.list_id', 'u.id', 'u.name', 'u.lastname', 'u.avatar'])
        .where('m.list_id', 'in', listIds)
        .orderBy('m.assigned_at')
        .orderBy('u.id')
        .execute();
    },

    async memberIds(q: Db, listId: number): Promise<number[]> {
      const rows = await q.selectFrom('shopping_list_members').select('user_id').where('list_id', '=', listId).orderBy('user_id').execute();
      return rows.map((r) => r.user_id);
    },

    /** Replaces the assigned members: those not in `userIds` go, new ones come. */
    async setMembers(q: Db, listId: number, userIds: number[], now: Date): Promise<void> {
      let del = q.deleteFrom('shopping_list_members').where('list_id', '=', listId);
      if (userIds.length > 0) del = del.where('user_id', 'not in', userIds);
      await del.execute();
      if (userIds.length === 0) return;
      await q
        .insertInto('shopping_list_members')
        .values(userIds.map((user_id) => ({ list_id: listId, user_id, assigned_at: now })))
        .onConflict((oc) => oc.columns(['list_id', 'user_id']).doNothing())
        .execute();
    },

    async people(q: Db, userIds: number[]): Promise<PersonRow[]> {
      if (userIds.length === 0) return [];
      return q
        .selectFrom('users')
        .select(['id', 'name', 'lastname', 'avatar'])
        .where('id', 'in', [...new Set(userIds)])
        .execute();
    },

    async images(q: Db, listIds: number[]): Promise<ImageRow[]> {
      if (listIds.length === 0) return [];
      return q
        .selectFrom('shopping_list_images')
        .select(['id', 'list_id', 'storage_key', 'added_by'])
        .where('list_id', 'in', listIds)
        .orderBy('id')
        .execute();
    },

    /**
     * The list memberships among the people of a family (its owner and members: each list owned by
     * one of them and assigned to another), the lists of those people locked first, by id
     * (docs/shopping-lists.md#family-rule).
     */
    async familyShares(q: Db, familyId: number): Promise<Share[]> {
      const people = sql`(select owner_id from families where id = ${familyId} union select user_id from family_members where family_id = ${familyId})`;
      await sql`select id from shopping_lists where owner_id in ${people} order by id for update`.execute(q);
      const { rows } = await sql<Share>`select s.list_id, s.user_id from shopping_list_members s join shopping_lists l on l.id = s.list_id
        where l.owner_id in ${people} and s.user_id in ${people} order by s.list_id, s.user_id`.execute(q);
      return rows;
    },

    /** Which of these list memberships still exist. */
    async sharesStill(q: Db, shares: Share[]): Promise<Share[]> {
      if (shares.length === 0) return [];
      const pairs = sql.join(shares.map((s) => sql`(${s.list_id}::integer, ${s.user_id}::integer)`));
      const { rows } = await sql<Share>`select list_id, user_id from shopping_list_members where (list_id, user_id) in (${pairs})`.execute(
        q,
      );
      return rows;
    },

    /** Sets updated_at of these lists; answers each one's owner and version. */
    async touch(q: Db, listIds: number[], now: Date): Promise<{ id: number; owner_id: number; version: number }[]> {
      if (listIds.length === 0) return [];
      const rows = await q
        .updateTable('shopping_lists')
        .set({ updated_at: now })
        .where('id', 'in', listIds)
        .returning(['id', 'owner_id', 'version'])
        .execute();
      return rows.map((r) => ({ id: r.id, owner_id: r.owner_id, version: Number(r.version) }));
    },

    /** Bumps the list's version for a change made in `q`; answers the new version. */
    async bumpVersion(q: Db, listId: number, now: Date): Promise<number> {
      const row = await q
        .updateTable('shopping_lists')
        .set({ version: sql`version + 1`, updated_at: now })
        .where('id', '=', listId)
        .returning('version')
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },

    /** How many photos the list holds. */
    imageCount: async (q: Db, listId: number): Promise<number> =>
      Number(
        (
          await q
            .selectFrom('shopping_list_images')
            .select(sql<string | number>`count(*)`.as('n'))
            .where('list_id', '=', listId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    async insertImage(q: Db, row: { list_id: number; storage_key: string; added_by: number; created_at: Date }): Promise<void> {
      await q.insertInto('shopping_list_images').values(row).execute();
    },

    /** One photo of the list, or undefined. */
    image: (q: Db, listId: number, imageId: number) =>
      q
        .selectFrom('shopping_list_images')
        .select(['id', 'storage_key', 'added_by'])
        .where('id', '=', imageId)
        .where('list_id', '=', listId)
        .executeTakeFirst(),

    async deleteImage(q: Db, imageId: number): Promise<void> {
      await q.deleteFrom('shopping_list_images').where('id', '=', imageId).execute();
    },

    /** The notifications a boost left (its dedupe key): recipients and when. */
    boostNotifications: (q: Db, key: string, kind: string) =>
      q.selectFrom('notifications').select(['user_id', 'created_at']).where('dedupe_key', '=', key).where('kind', '=', kind).execute(),

    /** A shopper's first name, or undefined when there is no such account. */
    userName: (q: Db, userId: number) => q.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst(),

    async markBoosted(q: Db, listId: number, now: Date): Promise<void> {
      await q.updateTable('shopping_lists').set({ last_boost_at: now }).where('id', '=', listId).execute();
    },

    /**
     * The products of `skus` with today's unit price, in one query (docs/shopping-lists.md#score-and-promo-deduite):
     * the lowest of the product's price, today's daily promo price (promos, promo_date = today), the
     * price in a published catalogue running today (catalogue_products) and the last-chance price in
     * the store. PostgreSQL's least() skips the nulls of the prices that do not apply. Unknown skus are absent.
     */
    priceRows(q: Db, skus: string[], opts: PriceQuery): Promise<PriceRow[]> {
      const today = opts.today;
      const promo = sql<number | null>`(select min(pr.price) from promos pr where pr.product_id = p.id and pr.promo_date = ${today}::date)`;
      const catalogue = sql<number | null>`(select min(cp.price) from catalogue_products cp join catalogues k on k.id = cp.catalogue_id
    where cp.product_id = p.id and k.published_at is not null and k.oc_debut < ${today}::date + 1 and k.oc_fin >= ${today}::date)`;
      const lastChance = opts.store
        ? sql<number | null>`(select min(lc.nouveau_pv) from last_chance lc where lc.sku = p.sku and lc.magasin_code = ${opts.store})`
        : sql<number | null>`null::int`;
      return q
        .selectFrom('products as p')
        .select([
          'p.sku',
          'p.name',
          'p.size',
          'p.image_version',
          'p.base_price',
          localisedSql('p.short_description', 'p.short_description_ar', opts.lang).as('short'),
          sql<number>`least(p.price, ${promo}, ${catalogue}, ${lastChance})`.as('price'),
        ])
        .where('p.sku', 'in', skus)
        .execute();
    },

    /**
     * The sale of one of `users`, purchased between `from` and `to`, whose lines share at least half
     * of `skus` (the most shared wins, then the nearest to `finishedAt`), with the discount of its
     * lines on those skus; undefined when none (docs/shopping-lists.md#score-and-promo-deduite).
     */
    matchedReceipt: (q: Db, m: ReceiptMatch) =>
      q
        .selectFrom('receipts as r')
        .innerJoin('receipt_lines as l', 'l.receipt_id', 'r.id')
        .select(['r.id', sql<number>`count(distinct l.sku)::int`.as('shared'), sql<number>`coalesce(sum(l.discount), 0)::int`.as('saved')])
        .where('r.kind', '=', 'sale')
        .where('r.user_id', 'in', m.users)
        .where('r.purchased_at', '>=', m.from)
        .where('r.purchased_at', '<=', m.to)
        .where('l.sku', 'in', m.skus)
        .groupBy(['r.id', 'r.purchased_at'])
        .having(sql<boolean>`count(distinct l.sku) * 2 >= ${m.skus.length}`)
        .orderBy(sql`count(distinct l.sku)`, 'desc')
        .orderBy(sql`abs(extract(epoch from (r.purchased_at - ${m.finishedAt}::timestamptz)))`)
        .orderBy('r.id')
        .limit(1)
        .executeTakeFirst(),

    /** The skus among these that name a product. */
    async knownSkus(q: Db, skus: string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await q
        .selectFrom('products')
        .select('sku')
        .where('sku', 'in', [...new Set(skus)])
        .execute();
      return new Set(rows.map((r) => r.sku));
    },
  };
}

export type ShoppingListsRepository = ReturnType<typeof createShoppingListsRepository>;
