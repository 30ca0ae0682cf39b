import {
  LAST_CHANCE_ALERT_WINDOW_SECONDS,
  LAST_CHANCE_ALERTS_DAILY_MAX,
  LAST_CHANCE_ATTRIBUTION_HOURS,
  type AdminLastChanceAlerts,
  type LastChanceFollows,
} from '@qadhya/contracts';
import { addDays, parseTunisDateTime, tunisDateString, type Clock } from '@qadhya/domain';
import type { z } from 'zod';
import type { LastChanceFollowsBody } from '@qadhya/contracts';
import type { Queryable } from '../../db/handles.ts';
import { notFound } from '../../errors.ts';
import type { Lang } from '../../http/lang.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { StaffPrincipal } from '../admin/staff-session-store.ts';
import { FANOUT_BATCH } from '../inbox/inbox-events.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import { alertTexts, type AlertOffer } from './alert-texts.ts';
import type { Follower, LastChanceAlertsRepository } from './last-chance-alerts.repository.ts';

export const LAST_CHANCE_ALERTS_JOB = 'last-chance.alerts';
const WINDOW_MS = LAST_CHANCE_ALERT_WINDOW_SECONDS * 1000;

/** The end of the window `at` falls in: the offers published in it are told then. */
export const windowEnd = (at: Date) => new Date((Math.floor(at.getTime() / WINDOW_MS) + 1) * WINDOW_MS);

/** The offers a follower is told of: all of them, or those of their products or categories. */
export function matching<T extends { sku: string; category_id: number }>(offers: readonly T[], f: Follower): T[] {
  if (f.skus.length === 0 && f.category_ids.length === 0) return [...offers];
  return offers.filter((o) => f.skus.includes(o.sku) || f.category_ids.includes(o.category_id));
}

const tunisMidnight = (day: string) => parseTunisDateTime(`${day}T00:00`)!;

/**
 * « Dernière chance » alerts (docs/last-chance.md#alerts): the shopper's follows, the offers a store
 * publishes gathered per window and told at its end by one job (one inbox message per shopper, its
 * push under the push rules), at most LAST_CHANCE_ALERTS_DAILY_MAX a day, and the back office's report.
 */
export function createLastChanceAlertsService(deps: {
  repo: LastChanceAlertsRepository;
  clock: Clock;
  inbox: InboxWriter;
  jobs: JobRunner;
}) {
  const { repo, clock, inbox, jobs } = deps;

  async function follows(userId: number, lang: Lang): Promise<LastChanceFollows> {
    const saved = await repo.settings(userId);
    const own = saved ? null : await repo.shopperStore(userId);
    const stores = saved ? saved.stores : own ? [own] : [];
    const skus = saved?.skus ?? [];
    const categories = saved?.category_ids ?? [];
    const [storeNames, productNames, categoryNames] = await Promise.all([
      repo.storeNames(stores, lang),
      repo.productNames(skus),
      repo.categoryNames(categories, lang),
    ]);
    return {
      stores: stores.map((code) => ({ MAGASIN: code, storename: storeNames.get(code) ?? code })),
      products: skus.map((sku) => ({ ARTICLE: sku, name: productNames.get(sku) ?? sku })),
      categories: categories.map((id) => ({ CATEGORY_ID: id, CATEGORY_NAME: categoryNames.get(id) ?? String(id) })),
      customised: saved !== null,
      daily_max: LAST_CHANCE_ALERTS_DAILY_MAX,
    };
  }

  /** Tells the followers of `code` of the offers of its window due at `dueAt` (the job; a rerun writes nothing twice). */
  async function tell(code: string, dueAt: Date): Promise<number> {
    const batch = await repo.batch(code, dueAt);
    if (!batch || batch.sent_at !== null) return 0;
    const { offers, store } = await repo.offers(code, batch.skus);
    let written = 0;
    if (store && offers.length > 0) {
      const now = clock.now();
      const dayStart = tunisMidnight(tunisDateString(now));
      const dedupe = `last-chance:${code}:${dueAt.getTime()}`;
      let after = 0;
      for (;;) {
        const followers = await repo.followersAfter(code, after, FANOUT_BATCH);
        if (followers.length === 0) break;
        after = followers.at(-1)!.user_id;
        // Shoppers told of the same offers get the same message: one write per group.
        const groups = new Map<string, { offers: typeof offers; users: number[] }>();
        for (const f of followers) {
          const theirs = matching(offers, f);
          if (theirs.length === 0) continue;
          const key = theirs.map((o) => o.sku).join(',');
          const group = groups.get(key) ?? { offers: theirs, users: [] };
          group.users.push(f.user_id);
          groups.set(key, group);
        }
        if (groups.size === 0) continue;
        const announced = await repo.transaction(async (trx) => {
          const told: number[] = [];
          const sent = await repo.sentSince(
            trx,
            [...groups.values()].flatMap((g) => g.users),
            dayStart,
          );
          for (const group of groups.values()) {
            const users = group.users.filter((u) => (sent.get(u) ?? 0) < LAST_CHANCE_ALERTS_DAILY_MAX);
            if (users.length === 0) continue;
            const rows = await inbox.notify(users, message(code, group.offers, store, dedupe), trx);
            const skus = group.offers.map((o) => o.sku);
            await repo.insertAlerts(
              trx,
              rows.map((r) => ({ user_id: r.user_id, magasin_code: code, due_at: dueAt, skus, notification_id: r.id, sent_at: now })),
            );
            told.push(...rows.map((r) => r.user_id));
          }
          return told;
        });
        written += announced.length;
        await inbox.announce(announced);
      }
    }
    await repo.batchSent(code, dueAt, clock.now());
    return written;
  }

  const message = (code: string, offers: readonly AlertOffer[], store: { fr: string; ar: string }, dedupe: string) => ({
    kind: 'last_chance_alert',
    type: 'promotion' as const,
    topic: 'promos' as const,
    ...alertTexts(offers, store),
    // `alerte=1`: the app reads the list again rather than a copy from before the offers came.
    link: `/layout/last-chance/products?magasin=${encodeURIComponent(code)}&alerte=1`,
    payload: { magasin: code, skus: offers.map((o) => o.sku) },
    dedupe_key: dedupe,
  });

  jobs.handle(LAST_CHANCE_ALERTS_JOB, async (payload) => {
    await tell(String(payload.magasin), new Date(String(payload.due_at)));
  });

  return {
    follows,

    /** Replaces the shopper's follows; an unknown store, product or category: 404, nothing written. */
    async setFollows(userId: number, body: z.output<typeof LastChanceFollowsBody>, lang: Lang): Promise<LastChanceFollows> {
      const stores = [...new Set(body.stores)];
      const skus = [...new Set(body.skus)];
      const categories = [...new Set(body.categories)];
      const [noStore, noProduct, noCategory] = await Promise.all([
        repo.missingStores(stores),
        repo.missingProducts(skus),
        repo.missingCategories(categories),
      ]);
      if (noStore.length > 0) throw notFound('STORE_NOT_FOUND', `No store has the code ${noStore[0]}.`);
      if (noProduct.length > 0) throw notFound('PRODUCT_NOT_FOUND', `No product has the sku ${noProduct[0]}.`);
      if (noCategory.length > 0) throw notFound('CATEGORY_NOT_FOUND', `No category ${noCategory[0]}.`);
      await repo.save(userId, stores, skus, categories, clock.now());
      return follows(userId, lang);
    },

    /**
     * New offers of a store were published (in the publisher's transaction `q`): they join the store's
     * current window, whose job is queued once (dedupe key) to run at the window's end.
     */
    async published(q: Queryable, code: string, skus: readonly string[]): Promise<void> {
      if (skus.length === 0) return;
      const dueAt = windowEnd(clock.now());
      await repo.addToBatch(q, code, dueAt, skus);
      await jobs.enqueue(q, [
        {
          kind: LAST_CHANCE_ALERTS_JOB,
          payload: { magasin: code, due_at: dueAt.toISOString() },
          runAt: dueAt,
          dedupeKey: `last-chance-alerts:${code}:${dueAt.toISOString()}`,
        },
      ]);
    },

    /** The job's work, for tests and the bench. */
    tell,

    /** Followers per store and what the alerts sold, over Tunis days [from, to] (default the last 30 days). */
    async report(query: { from?: string; to?: string }, staff: StaffPrincipal): Promise<AdminLastChanceAlerts> {
      const today = tunisDateString(clock.now());
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -29);
      const stores = staff.role === 'store_manager' ? staff.stores : null;
      const rows = await repo.report(tunisMidnight(from), tunisMidnight(addDays(to, 1)), LAST_CHANCE_ATTRIBUTION_HOURS, stores);
      const out = rows.map((r) => ({
        MAGASIN: r.magasin_code,
        storename: r.storename,
        followers: r.followers,
        alerts: r.alerts,
        buyers: r.buyers,
        sold: r.sold,
      }));
      const sum = (k: 'followers' | 'alerts' | 'buyers' | 'sold') => out.reduce((s, r) => s + r[k], 0);
      return {
        from,
        to,
        stores: out,
        totals: { followers: sum('followers'), alerts: sum('alerts'), buyers: sum('buyers'), sold: sum('sold') },
      };
    },
  };
}

export type LastChanceAlertsService = ReturnType<typeof createLastChanceAlertsService>;
