import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { handlesOf, type Queryable, type Tx } from '../../db/handles.ts';
import type { DB } from '../../db/schema.ts';
import type { BroadcastAudience, BroadcastsTable } from '../../db/tables/inbox-push.ts';
import { TOPIC_COLUMN, type NotificationTopic } from '../../db/tables/shopping-lists.ts';

type Db = Queryable;

/** A broadcast's row. */
export type BroadcastRow = Selectable<BroadcastsTable>;

/** What a draft writes: the texts, the link, the topic and the audience. */
export interface BroadcastValues {
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
  link: string | null;
  topic: NotificationTopic;
  audience: BroadcastAudience;
  audience_value: number | null;
}

/** A shopper "is in" a governorate when they bought in one of its stores within this many days. */
export const GOVERNORATE_RECENT_DAYS = 365;

export interface Audience {
  audience: BroadcastAudience;
  audience_value: number | null;
  topic: NotificationTopic;
}

/**
 * The shoppers a broadcast reaches (docs/notifications.md#broadcasts), by id, whose switch for its
 * topic is on: everyone; a governorate's (a receipt in one of its stores in the last year: the
 * accounts hold no governorate, the tills do); a category's (a favourite product in it).
 */
function audienceQuery(q: Db, a: Audience, now: Date) {
  const column = TOPIC_COLUMN[a.topic];
  const since = new Date(now.getTime() - GOVERNORATE_RECENT_DAYS * 86_400_000);
  return q
    .selectFrom('users as u')
    .select('u.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_settings as ns')
            .select('ns.user_id')
            .whereRef('ns.user_id', '=', 'u.id')
            .where(`ns.${column}`, '=', 0),
        ),
      ),
    )
    .$if(a.audience === 'governorate', (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('receipts as r')
            .innerJoin('stores as s', 's.magasin_code', 'r.magasin_code')
            .select('r.id')
            .whereRef('r.user_id', '=', 'u.id')
            .where('s.governorate_id', '=', a.audience_value ?? -1)
            .where('r.purchased_at', '>=', since),
        ),
      ),
    )
    .$if(a.audience === 'category', (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('favourites as f')
            .innerJoin('products as p', 'p.sku', 'f.sku')
            .select('f.sku')
            .whereRef('f.user_id', '=', 'u.id')
            .where(sql<boolean>`(p.category_id = ${a.audience_value ?? -1} or ${a.audience_value ?? -1} = any(p.category_ids))`),
        ),
      ),
    );
}

/** The next `size` shoppers of the audience after `afterId` (keyset, by id). */
async function audienceBatch(q: Db, a: Audience, now: Date, afterId: number, size: number): Promise<number[]> {
  const rows = await audienceQuery(q, a, now).where('u.id', '>', afterId).orderBy('u.id').limit(size).execute();
  return rows.map((r) => r.id);
}

/** How many shoppers the audience has, and how many of them have a live push subscription. */
async function audienceCount(q: Db, a: Audience, now: Date): Promise<{ recipients: number; with_push: number }> {
  const base = audienceQuery(q, a, now);
  const all = await q
    .selectFrom(base.as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  const push = await q
    .selectFrom(base.as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where((eb) =>
      eb.exists(
        eb.selectFrom('push_subscriptions as ps').select('ps.id').whereRef('ps.user_id', '=', 'a.id').where('ps.gone_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return { recipients: Number(all?.n ?? 0), with_push: Number(push?.n ?? 0) };
}

/**
 * SQL only (docs/notifications.md#broadcasts): the broadcasts' rows, their audience's labels and
 * shoppers, the sending job's counters.
 */
export function createBroadcastsRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    /** A governorate's name, or undefined. */
    governorateName: async (id: number): Promise<string | undefined> =>
      (await db.selectFrom('governorates').select('name').where('id', '=', id).executeTakeFirst())?.name,

    /** A category's name, or undefined. */
    categoryName: async (id: number): Promise<string | undefined> =>
      (await db.selectFrom('categories').select('category_name').where('category_id', '=', id).executeTakeFirst())?.category_name,

    byId: (id: number): Promise<BroadcastRow | undefined> =>
      db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row, locked for the rest of the caller's transaction. */
    lock: (trx: Tx, id: number): Promise<BroadcastRow | undefined> =>
      trx.selectFrom('broadcasts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** One page, newest first, one row more than the page when there are more. */
    page: (limit: number, offset: number): Promise<BroadcastRow[]> =>
      db.selectFrom('broadcasts').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),

    async count(): Promise<number> {
      const total = await db
        .selectFrom('broadcasts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(total?.n ?? 0);
    },

    insert: (trx: Tx, values: BroadcastValues & { created_by: number | null; created_at: Date; updated_at: Date }): Promise<BroadcastRow> =>
      trx.insertInto('broadcasts').values(values).returningAll().executeTakeFirstOrThrow(),

    /** Sets some columns and answers the row after. */
    update: (trx: Tx, id: number, set: Updateable<BroadcastsTable>): Promise<BroadcastRow> =>
      trx.updateTable('broadcasts').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Sets some columns (the sending job's status). */
    async mark(trx: Tx, id: number, set: Updateable<BroadcastsTable>): Promise<void> {
      await trx.updateTable('broadcasts').set(set).where('id', '=', id).execute();
    },

    /** Adds a batch's inbox rows to the recipients. */
    async addRecipients(trx: Tx, id: number, n: number, now: Date): Promise<void> {
      await trx
        .updateTable('broadcasts')
        .set({ recipients: sql<number>`recipients + ${n}`, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    audienceBatch,
    /** The audience's counts, outside any transaction. */
    audienceCount: (a: Audience, now: Date) => audienceCount(db, a, now),
  };
}

export type BroadcastsRepository = ReturnType<typeof createBroadcastsRepository>;
