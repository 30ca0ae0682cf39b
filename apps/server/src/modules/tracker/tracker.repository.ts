import { sql, type Insertable, type Kysely } from 'kysely';
import type { Queryable } from '../../db/handles.ts';
import type { DB } from '../../db/schema.ts';
import type { TrackerEventsTable } from '../../db/tables/tracker.ts';

/** Rows per insert statement (19 columns each: well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;
/** Rows of each list the « Audience » shows. */
export const AUDIENCE_TOP = 20;

/** One event as written. */
export type TrackerEventRow = Insertable<TrackerEventsTable>;

export interface AudienceRange {
  start: string;
  end: string;
  store: string | null;
}

/** SQL only: the tracker's events, their daily roll-up, the accounts' consent (docs/tracker.md). */
export function createTrackerRepository(db: Kysely<DB>) {
  const daily = (r: AudienceRange, kind: string) => {
    let q = db.selectFrom('tracker_daily as d').where('d.kind', '=', kind).where('d.day', '>=', r.start).where('d.day', '<=', r.end);
    if (r.store !== null) q = q.where('d.store', '=', r.store);
    return q;
  };
  const top = async (r: AudienceRange, kind: string) =>
    (
      await daily(r, kind)
        .select((eb) => ['d.subject', eb.fn.sum<string | number>('d.events').as('events')])
        .groupBy('d.subject')
        .orderBy('events', 'desc')
        .orderBy('d.subject')
        .limit(AUDIENCE_TOP)
        .execute()
    ).map((row) => ({ subject: row.subject, events: Number(row.events) }));

  return {
    /** Keeps the events; an id already kept is skipped (ON CONFLICT DO NOTHING). Returns how many were new. */
    async insertEvents(rows: Insertable<TrackerEventsTable>[]): Promise<number> {
      let added = 0;
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const result = await db
          .insertInto('tracker_events')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /** Of `userIds`, those whose account agreed to be named by the tracker. */
    async consenting(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('notification_settings')
        .select('user_id')
        .where('user_id', 'in', userIds)
        .where('tracking_consent', '=', true)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    async consentOf(userId: number): Promise<boolean> {
      const row = await db.selectFrom('notification_settings').select('tracking_consent').where('user_id', '=', userId).executeTakeFirst();
      return row?.tracking_consent ?? false;
    },

    async setConsent(userId: number, consent: boolean, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('notification_settings')
        .values({ user_id: userId, tracking_consent: consent, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ tracking_consent: consent, updated_at: now }))
        .returning('tracking_consent')
        .executeTakeFirstOrThrow();
      return row.tracking_consent;
    },

    /** Recounts the daily roll-up of `days` from the events (the same day twice gives the same rows). */
    async rollUp(days: string[]): Promise<void> {
      if (days.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('tracker_daily').where('day', 'in', days).execute();
        await sql`
          insert into tracker_daily (day, kind, subject, place, store, events, empty_results)
          select e.day, e.kind,
                 coalesce(e.sku, e.catalogue_id::text || ':' || e.page::text,
                          case when e.query_hashed then 'h:' || e.query else e.query end,
                          e.game, e.campaign_id::text, '') as subject,
                 coalesce(e.place, '') as place, coalesce(e.store, '') as store,
                 count(*)::int, (count(*) filter (where e.results = 0))::int
          from tracker_events e
          where e.day in (${sql.join(days)})
          group by 1, 2, 3, 4, 5`.execute(trx);
      });
    },

    /** Deletes events and roll-ups of days before `day` (the 13 months' retention). */
    async deleteBefore(day: string): Promise<{ events: number; daily: number }> {
      const events = await db.deleteFrom('tracker_events').where('day', '<', day).executeTakeFirst();
      const rolled = await db.deleteFrom('tracker_daily').where('day', '<', day).executeTakeFirst();
      return { events: Number(events.numDeletedRows), daily: Number(rolled.numDeletedRows) };
    },

    /** Each kind's total over the range. */
    async totals(r: AudienceRange): Promise<Map<string, { events: number; empty: number }>> {
      let q = db.selectFrom('tracker_daily as d').where('d.day', '>=', r.start).where('d.day', '<=', r.end);
      if (r.store !== null) q = q.where('d.store', '=', r.store);
      const rows = await q
        .select((eb) => [
          'd.kind',
          eb.fn.sum<string | number>('d.events').as('events'),
          eb.fn.sum<string | number>('d.empty_results').as('empty'),
        ])
        .groupBy('d.kind')
        .execute();
      return new Map(rows.map((row) => [row.kind, { events: Number(row.events), empty: Number(row.empty) }]));
    },

    /** The top subjects of a kind (a sku, 'catalogue:page', a game, a campaign id). */
    top,

    /** The searches that found nothing, most frequent first. */
    async emptySearches(r: AudienceRange) {
      const rows = await daily(r, 'search')
        .select((eb) => ['d.subject', eb.fn.sum<string | number>('d.empty_results').as('events')])
        .groupBy('d.subject')
        .having((eb) => eb.fn.sum('d.empty_results'), '>', 0)
        .orderBy('events', 'desc')
        .orderBy('d.subject')
        .limit(AUDIENCE_TOP)
        .execute();
      return rows.map((row) => ({ subject: row.subject, events: Number(row.events) }));
    },

    async productNames(skus: string[]): Promise<Map<string, string>> {
      if (skus.length === 0) return new Map();
      const rows = await db.selectFrom('products').select(['sku', 'name']).where('sku', 'in', skus).execute();
      return new Map(rows.map((r) => [r.sku, r.name]));
    },

    async catalogueNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('catalogues').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async campaignTitles(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('campaigns').select(['id', 'title']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /** Campaign views per campaign, all days: the roll-up's, plus today's events not yet rolled up (in `q`'s transaction). */
    async campaignViews(q: Queryable, ids: number[], today: string): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const subjects = ids.map(String);
      const rolled = await q
        .selectFrom('tracker_daily')
        .select((eb) => ['subject', eb.fn.sum<string | number>('events').as('events')])
        .where('kind', '=', 'campaign_view')
        .where('subject', 'in', subjects)
        .where('day', '<', today)
        .groupBy('subject')
        .execute();
      const fresh = await q
        .selectFrom('tracker_events')
        .select((eb) => ['campaign_id', eb.fn.countAll<string | number>().as('events')])
        .where('kind', '=', 'campaign_view')
        .where('campaign_id', 'in', ids)
        .where('day', '>=', today)
        .groupBy('campaign_id')
        .execute();
      const out = new Map<number, number>();
      for (const r of rolled) out.set(Number(r.subject), Number(r.events));
      for (const r of fresh) if (r.campaign_id !== null) out.set(r.campaign_id, (out.get(r.campaign_id) ?? 0) + Number(r.events));
      return out;
    },
  };
}

export type TrackerRepository = ReturnType<typeof createTrackerRepository>;
