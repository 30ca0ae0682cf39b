import { sql, type Kysely } from 'kysely';
import { handlesOf, type Queryable } from '../../db/handles.ts';
import { listSeenBy } from '../../db/list-access.ts';
import type { DB } from '../../db/schema.ts';
import type { DealRow } from './deal-matching.ts';

/** What the deals of a week are read for (Tunis days YYYY-MM-DD). */
export interface DealQuery {
  today: string;
  sunday: string;
  /** The last day a catalogue may start and be seen (the catalogue module's rule). */
  visibleUntil: string;
  /** The stores whose last-chance offers count (none: chain-wide deals only). */
  stores: readonly string[];
}

/** An item of a list as it is matched: a product's sku, or the words of its typed text. */
export interface ItemRow {
  item_key: string;
  sku: string | null;
  quantity: number;
  /** search_words(text): lower case, no accents, punctuation as spaces; null for a product. */
  words: string | null;
}

/** An item of one of a shopper's active lists; item_key null for a list without one. */
export interface ActiveListItemRow extends Omit<ItemRow, 'item_key'> {
  list_id: number;
  item_key: string | null;
}

/** An item or a favourite of one shopper (the weekly job reads many shoppers at once). */
export interface ShopperItemRow extends ItemRow {
  user_id: number;
}

/** The weekly push's settings of a shopper. */
export interface AlertSettingsRow {
  enabled: boolean;
  weekday: number;
  hour: number;
}

/** The items a list shows unbought: not removed, with no tick that counts (docs/shopping-lists.md). */
const unbought = sql<boolean>`not i.removed and not exists (select 1 from shopping_list_ticks t
  where t.list_id = i.list_id and t.item_key = i.item_key and not t.unticked)`;
const itemWords = sql<string | null>`case when i.sku is null then search_words(coalesce(i.text, substr(i.item_key, 3))) end`;

/** A set of ids as one array parameter (`= any(…)`): one plan whatever their number. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** The active lists (not rejected, not finished) each of `users` owns or is assigned to. */
const activeListsOf = (users: readonly number[]) => sql`(
  select l.id as list_id, l.owner_id as user_id from shopping_lists l
    where l.owner_id = any(${idArray(users)}) and l.status = 'active' and l.finished_at is null
  union
  select m.list_id, m.user_id from shopping_list_members m join shopping_lists l on l.id = m.list_id
    where m.user_id = any(${idArray(users)}) and l.status = 'active' and l.finished_at is null)`;

/** SQL only: the week's deals, the items of lists and favourites, the weekly push's settings (docs/shopping-lists.md#this-week-on-my-list). */
export function createListDealsRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    /**
     * Every deal of the window: the daily promos from today to Sunday, the published catalogues
     * still running and started (or visible: next week's from Tuesday 13:00), the last-chance offers
     * in stock at `stores`. A bounded set: a few hundred rows.
     */
    async deals(q: Queryable, w: DealQuery): Promise<DealRow[]> {
      // Whether the product is food (its category's kind): a typed item finds food first.
      const food = sql<boolean>`coalesce((select c.kind from categories c where c.category_id = p.category_id) = 'food', false)`;
      const lastChance =
        w.stores.length === 0
          ? sql``
          : sql`union all
        select 'last_chance', p.sku, p.name, p.image_version, p.base_price, lc.nouveau_pv, ${w.today}, ${w.sunday},
          null::int, lc.magasin_code, p.search_words, ${food}
        from last_chance lc join products p on p.sku = lc.sku
        where lc.magasin_code in (${sql.join([...w.stores])}) and lc.stock > 0`;
      const { rows } = await sql<DealRow>`
        select 'promo' as kind, p.sku, p.name, p.image_version, p.base_price, pr.price,
          to_char(pr.promo_date, 'YYYY-MM-DD') as "from", to_char(pr.promo_date, 'YYYY-MM-DD') as "to",
          null::int as catalogue_id, null::text as magasin_code, p.search_words as words, ${food} as food
        from promos pr join products p on p.id = pr.product_id
        where pr.promo_date between ${w.today}::date and ${w.sunday}::date
        union all
        select 'catalogue', p.sku, p.name, p.image_version, p.base_price, cp.price,
          to_char(k.oc_debut, 'YYYY-MM-DD'), to_char(k.oc_fin, 'YYYY-MM-DD'), k.id, null, p.search_words, ${food}
        from catalogues k join catalogue_products cp on cp.catalogue_id = k.id join products p on p.id = cp.product_id
        where k.published_at is not null and k.oc_fin >= ${w.today}::date and k.oc_debut < ${w.visibleUntil}::date + 1
        ${lastChance}`.execute(q);
      return rows.map((r) => ({ ...r, catalogue_id: r.catalogue_id === null ? null : Number(r.catalogue_id) }));
    },

    async storeExists(code: string): Promise<boolean> {
      const row = await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether `userId` owns list `listId` or is assigned to it (anyone else: as if it did not exist). */
    async visible(listId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('shopping_lists as l')
        .select('l.id')
        .where('l.id', '=', listId)
        .where(listSeenBy(userId))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The unbought items of a list, in the order they were added. */
    async listItems(listId: number): Promise<ItemRow[]> {
      const { rows } = await sql<ItemRow>`select i.item_key, i.sku, i.quantity, ${itemWords} as words
        from shopping_list_items i where i.list_id = ${listId} and ${unbought}
        order by i.added_at, i.item_key collate "C"`.execute(db);
      return rows;
    },

    /**
     * The active lists the shopper owns or shares, each with its unbought items (item null for a list
     * without one), by list id then in the order the items were added.
     */
    async activeListItems(userId: number): Promise<ActiveListItemRow[]> {
      const { rows } = await sql<ActiveListItemRow>`
        select v.list_id, i.item_key, i.sku, i.quantity, i.words
          from ${activeListsOf([userId])} v left join lateral (
            select i.item_key, i.sku, i.quantity, ${itemWords} as words, i.added_at from shopping_list_items i
              where i.list_id = v.list_id and ${unbought}) i on true
          order by v.list_id, i.added_at, i.item_key collate "C"`.execute(db);
      return rows;
    },

    /** The shopper's favourites, newest first. */
    async favourites(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('favourites').select('sku').where('user_id', '=', userId).orderBy('seq', 'desc').execute();
      return rows.map((r) => r.sku);
    },

    /** The unbought items of the active lists of these shoppers (owned or shared) and their favourites (as p:<sku>, quantity 1). */
    async itemsOf(q: Queryable, users: readonly number[]): Promise<ShopperItemRow[]> {
      if (users.length === 0) return [];
      // Each list's items by its primary key (lateral): the batch's rows only, never a pass over every item.
      const { rows } = await sql<ShopperItemRow>`
        select v.user_id, i.item_key, i.sku, i.quantity, i.words
          from ${activeListsOf(users)} v cross join lateral (
            select i.item_key, i.sku, i.quantity, ${itemWords} as words from shopping_list_items i
              where i.list_id = v.list_id and ${unbought}) i
        union all
        select f.user_id, 'p:' || f.sku, f.sku, 1, null from favourites f where f.user_id = any(${idArray(users)})`.execute(q);
      return rows;
    },

    async alertSettings(userId: number): Promise<AlertSettingsRow | undefined> {
      return db.selectFrom('list_deal_alerts').select(['enabled', 'weekday', 'hour']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** Sets the shopper's settings (the week already told stays told). */
    async saveAlertSettings(userId: number, s: AlertSettingsRow, now: Date): Promise<void> {
      await db
        .insertInto('list_deal_alerts')
        .values({ user_id: userId, ...s, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...s, updated_at: now }))
        .execute();
    },

    /** Up to `limit` shoppers on at this weekday and hour and not told in `week`, after `afterUserId` (keyset). */
    async dueAfter(weekday: number, hour: number, week: string, afterUserId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('list_deal_alerts')
        .select('user_id')
        .where('enabled', '=', true)
        .where('weekday', '=', weekday)
        .where('hour', '=', hour)
        .where('user_id', '>', afterUserId)
        .where((eb) => eb.or([eb('last_week', 'is', null), eb('last_week', '!=', week)]))
        .orderBy('user_id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** These shoppers were dealt with for `week` (told or with nothing to tell). */
    async markTold(q: Queryable, users: readonly number[], week: string): Promise<void> {
      if (users.length === 0) return;
      await q
        .updateTable('list_deal_alerts')
        .set({ last_week: week })
        .where('user_id', 'in', [...users])
        .execute();
    },
  };
}

export type ListDealsRepository = ReturnType<typeof createListDealsRepository>;
