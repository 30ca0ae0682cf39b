import { tunisParts, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import { dealWindow, hasDealThisWeek, indexDeals, type DealIndex } from './deal-matching.ts';
import { listDealsTexts } from './list-deals-texts.ts';
import type { ListDealsRepository, ShopperItemRow } from './list-deals.repository.ts';

/** The hourly job's kind (docs/shopping-lists.md#this-week-on-my-list). */
export const LIST_DEALS_ALERTS_JOB = 'list-deals.alerts';
/** Shoppers read and told per step: memory stays bounded whatever their number. */
export const LIST_DEALS_BATCH = 500;
const HOUR_MS = 3_600_000;
/** An hour missed by longer than this (the server was down) is skipped, not caught up. */
const STALE_MS = 6 * HOUR_MS;

/** The stores kept on the server for these shoppers (the shopper-store module); absent: none. */
export type StoresOf = (userIds: readonly number[]) => Promise<Map<number, string>>;

/** The start of the hour `at` falls in (Tunis is a whole number of hours from UTC). */
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * How many distinct items (by key: p:<sku> once, whether on a list or a favourite; t:<text>) of each
 * shopper have a deal this week at their store (`index` holds the last-chance offers of every store
 * of the batch). Pure: the bench runs it too.
 */
export function countByShopper(
  rows: readonly ShopperItemRow[],
  index: DealIndex,
  storeOf: (userId: number) => string | null,
): Map<number, number> {
  const seen = new Map<number, Set<string>>();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const keys = seen.get(row.user_id) ?? new Set<string>();
    seen.set(row.user_id, keys);
    if (keys.has(row.item_key)) continue;
    keys.add(row.item_key);
    if (hasDealThisWeek(index, row, storeOf(row.user_id))) counts.set(row.user_id, (counts.get(row.user_id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The weekly push « N articles de votre liste sont en promo cette semaine » (docs/shopping-lists.md#this-week-on-my-list):
 * a job each hour takes the shoppers whose day and hour it is (on, not told this ISO week), 500 at a
 * time by user id, counts their items on a deal this week at their store and writes one inbox message
 * (topic promos) to each with at least one; the push follows by the push rules.
 */
export function createListDealsAlerts(deps: {
  repo: ListDealsRepository;
  clock: Clock;
  inbox: InboxWriter;
  jobs: JobRunner;
  storesOf: StoresOf;
  log: FastifyBaseLogger;
}) {
  const { repo, clock, inbox, jobs, storesOf, log } = deps;

  /** One batch: counts, then the messages written (one per count) and the shoppers marked, in one transaction. */
  async function tellBatch(users: number[], w: ReturnType<typeof dealWindow>): Promise<number> {
    const [stores, rows] = await Promise.all([storesOf(users), repo.itemsOf(repo.connection, users)]);
    // The week's deals once for the batch: the chain's and the last chance of every store of the batch.
    const deals = await repo.deals(repo.connection, { ...w, stores: [...new Set(stores.values())] });
    const counts = countByShopper(rows, indexDeals(deals, w), (u) => stores.get(u) ?? null);
    const byCount = new Map<number, number[]>();
    for (const [user, n] of counts) {
      const group = byCount.get(n);
      if (group) group.push(user);
      else byCount.set(n, [user]);
    }
    const told = await repo.transaction(async (trx) => {
      const written: number[] = [];
      // One write per count: the shoppers told the same figure share the message.
      for (const [n, group] of byCount) {
        const rows = await inbox.notify(group, message(n, w.isoWeek), trx);
        written.push(...rows.map((r) => r.user_id));
      }
      await repo.markTold(trx, users, w.isoWeek);
      return written;
    });
    await inbox.announce(told);
    return told.length;
  }

  const message = (count: number, week: string) => ({
    kind: 'list_deals',
    type: 'promotion' as const,
    topic: 'promos' as const,
    ...listDealsTexts(count),
    link: '/layout/courses',
    payload: { count, week },
    // The inbox keeps one row per (shopper, key): once per shopper and ISO week.
    dedupe_key: `list-deals:${week}`,
  });

  const service = {
    /** The job's work for the hour `at` falls in: the shoppers of its weekday and hour. Returns how many were told. */
    async run(at: Date = clock.now()): Promise<{ checked: number; told: number }> {
      const p = tunisParts(at);
      const weekday = p.weekday === 0 ? 7 : p.weekday;
      const w = dealWindow(at);
      let after = 0;
      let checked = 0;
      let told = 0;
      for (;;) {
        const users = await repo.dueAfter(weekday, p.hour, w.isoWeek, after, LIST_DEALS_BATCH);
        if (users.length === 0) break;
        after = users.at(-1)!;
        checked += users.length;
        told += await tellBatch(users, w);
      }
      return { checked, told };
    },

    /** Queues the job of the hour `at` falls in (default now); an hour already queued queues nothing. */
    async schedule(at: Date = clock.now()): Promise<void> {
      const hour = hourStart(at);
      const key = `${LIST_DEALS_ALERTS_JOB}:${hour.toISOString()}`;
      await jobs.enqueue(repo.connection, [
        { kind: LIST_DEALS_ALERTS_JOB, payload: { hour: hour.toISOString() }, runAt: hour, dedupeKey: key },
      ]);
    },
  };

  // Each hour's job does its hour, then queues the next one; hours missed while the server was down
  // for long are skipped (the next job is the current hour's).
  jobs.handle(LIST_DEALS_ALERTS_JOB, async (payload) => {
    const hour = new Date(String(payload.hour));
    const now = clock.now();
    if (now.getTime() - hour.getTime() <= STALE_MS) {
      const done = await service.run(hour);
      if (done.told > 0) log.info({ hour: hour.toISOString(), ...done }, 'list deals told');
    }
    const next = new Date(Math.max(hour.getTime() + HOUR_MS, hourStart(now).getTime()));
    await service.schedule(next);
  });

  return service;
}

export type ListDealsAlerts = ReturnType<typeof createListDealsAlerts>;
