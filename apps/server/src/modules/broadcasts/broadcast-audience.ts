import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { BroadcastAudience } from '../../db/tables/inbox-push.ts';
import type { NotificationTopic } from '../../db/tables/shopping-lists.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A shopper "is in" a governorate when they bought in one of its stores within this many days. */
export const GOVERNORATE_RECENT_DAYS = 365;

const TOPIC_COLUMN = {
  favorites: 'notify_favorites',
  new_users: 'notify_new_users',
  promos: 'notify_promos',
  referrals: 'notify_referrals',
  prizes: 'notify_prizes',
} as const satisfies Record<NotificationTopic, string>;

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
export function audienceQuery(q: Db, a: Audience, now: Date) {
  const column = TOPIC_COLUMN[a.topic];
  const since = new Date(now.getTime() - GOVERNORATE_RECENT_DAYS * 86_400_000);
  return q
    .selectFrom('users as u')
    .select('u.id')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('notification_settings as ns').select('ns.user_id').whereRef('ns.user_id', '=', 'u.id').where(`ns.${column}`, '=', 0))),
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
export async function audienceBatch(q: Db, a: Audience, now: Date, afterId: number, size: number): Promise<number[]> {
  const rows = await audienceQuery(q, a, now).where('u.id', '>', afterId).orderBy('u.id').limit(size).execute();
  return rows.map((r) => r.id);
}

/** How many shoppers the audience has, and how many of them have a live push subscription. */
export async function audienceCount(q: Db, a: Audience, now: Date): Promise<{ recipients: number; with_push: number }> {
  const base = audienceQuery(q, a, now);
  const all = await q
    .selectFrom(base.as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  const push = await q
    .selectFrom(base.as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where((eb) => eb.exists(eb.selectFrom('push_subscriptions as ps').select('ps.id').whereRef('ps.user_id', '=', 'a.id').where('ps.gone_at', 'is', null)))
    .executeTakeFirst();
  return { recipients: Number(all?.n ?? 0), with_push: Number(push?.n ?? 0) };
}
