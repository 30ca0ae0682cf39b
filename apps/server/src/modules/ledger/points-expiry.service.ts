import {
  addDays,
  formatDate,
  formatNumber,
  lastLapsedEarningDay,
  parseTunisDateTime,
  pointsExpiryDay,
  tunisDateString,
  type Clock,
} from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/handles.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { Db, LedgerRepository, LotRow } from './ledger.repository.ts';

/** The daily job's kind (docs/wallet.md#points-expire). */
export const POINTS_EXPIRY_JOB = 'points-expiry';
/** The job of a day runs at 00:10 in Tunis (pushes wait for 08:00, docs/notifications.md#push-rules). */
const RUN_AFTER_MIDNIGHT_MS = 10 * 60_000;
/** Days before a lot expires when the shopper is warned: the first one a month ahead, then a week. */
export const EXPIRY_WARNINGS = [30, 7] as const;

/** Which accounts a run covers: all of them (the daily job), or some (support re-running one shopper, tests). */
export interface Scope {
  users?: number[];
}

const startOf = (day: string): Date => parseTunisDateTime(day)!;
/** The first instant after every lot earned up to `lastDay` (Tunis days). */
const after = (lastDay: string): Date => startOf(addDays(lastDay, 1));

/** « 120 points expirent le 30/12/2026 » in both languages, figures by the domain formats (docs/formats.md). */
export function expiryTexts(points: number, day: string) {
  const one = points === 1;
  return {
    title_fr: 'Vos points vont expirer',
    title_ar: 'نقاطك على وشك انتهاء الصلاحية',
    body_fr: `${formatNumber(points, 'fr')} ${one ? 'point expire' : 'points expirent'} le ${formatDate(day, 'fr')}. Utilisez-les avant cette date.`,
    body_ar: `${formatNumber(points, 'ar')} ${one ? 'نقطة تنتهي' : 'نقاط تنتهي'} صلاحيتها يوم ${formatDate(day, 'ar')}. استعملها قبل هذا التاريخ.`,
  };
}

/**
 * Points expire (docs/wallet.md#points-expire): a lot (a positive entry) lives the back office's
 * number of months from its Tunis day; what is taken consumes the oldest lots first, so what lapses
 * is what the oldest lots still hold. A daily job writes it as one `expired` entry per account and
 * day, and warns the shopper 30 and 7 days ahead through the inbox (and so push), topic prizes.
 */
export function createPointsExpiry(deps: {
  repo: LedgerRepository;
  clock: Clock;
  inbox: InboxWriter;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}) {
  const { repo, clock, inbox, jobs, log } = deps;
  const db = repo.connection;

  const lifeMonths = async (q: Db) => (await repo.settings(q)).points_life_months;
  const sumOf = (lots: LotRow[]) => lots.reduce((s, l) => s + l.remaining, 0);
  const byUser = (lots: LotRow[]) => {
    const map = new Map<number, LotRow[]>();
    for (const lot of lots) map.set(lot.user_id, [...(map.get(lot.user_id) ?? []), lot]);
    return map;
  };

  /** Writes one shopper's lapsed points for `day` (once: request_id expiry:<day>); what was written. */
  async function expireOne(trx: Tx, userId: number, day: string, cutoff: Date): Promise<number> {
    await repo.lockCards(trx, [userId]);
    const requestId = `expiry:${day}`;
    if (await repo.pointsEntryByRequest(trx, userId, 'expired', requestId)) return 0;
    const lapsed = sumOf(await repo.openLots(trx, { before: cutoff, userId }));
    // Never below 0, whatever an adjustment did.
    const points = Math.min(lapsed, await repo.balance(trx, userId));
    if (points <= 0) return 0;
    await repo.addPoints(trx, { user_id: userId, kind: 'expired', points: -points, at: clock.now(), request_id: requestId });
    return points;
  }

  const service = {
    /** The points' life in months (the back office's Fidélité settings). */
    lifeMonths: () => lifeMonths(db),

    /** GET /admin/wallet/settings. */
    async settings(): Promise<{ points_life_months: number }> {
      return { points_life_months: await lifeMonths(db) };
    },

    /** PUT /admin/wallet/settings: one audit line `loyalty_settings.update` with the before and after. */
    async saveSettings(body: { points_life_months: number }, actor: Actor): Promise<{ points_life_months: number }> {
      const now = clock.now();
      return repo.transaction(async (trx) => {
        const before = { points_life_months: await lifeMonths(trx) };
        await repo.updateSettings(trx, { points_life_months: body.points_life_months, updated_at: now, updated_by: actor.staffId });
        const after = { points_life_months: await lifeMonths(trx) };
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'loyalty_settings.update',
          entity: 'loyalty_settings',
          entityId: '1',
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** The next lot to expire for the card: its points (all lots ending that day) and its day; null when none. */
    async nextExpiry(q: Db, userId: number): Promise<{ points: number; day: string } | null> {
      const life = await lifeMonths(q);
      const today = tunisDateString(clock.now());
      const lots = await repo.openLots(q, { from: after(lastLapsedEarningDay(today, life)), userId });
      if (lots.length === 0) return null;
      const day = pointsExpiryDay(tunisDateString(lots[0]!.at), life);
      const points = sumOf(lots.filter((l) => pointsExpiryDay(tunisDateString(l.at), life) === day));
      return { points, day };
    },

    /**
     * The work of one Tunis day: the lapsed points written (an account at a time, its card locked),
     * then the warnings of lots ending within 30 days (after 7) and within 7 days. Running it again
     * the same day writes nothing more. Answers what it did.
     */
    async runDay(day: string, scope: Scope = {}): Promise<{ expired: number; accounts: number; warned: number }> {
      const life = await lifeMonths(db);
      const cutoff = after(lastLapsedEarningDay(day, life));
      let expired = 0;
      let accounts = 0;
      for (const userId of byUser(await repo.openLots(db, { before: cutoff, users: scope.users })).keys()) {
        const points = await repo.transaction((trx) => expireOne(trx, userId, day, cutoff));
        if (points > 0) {
          expired += points;
          accounts += 1;
        }
      }

      let warned = 0;
      for (const [i, days] of EXPIRY_WARNINGS.entries()) {
        const closer = EXPIRY_WARNINGS[i + 1] ?? 0;
        const lots = await repo.openLots(db, {
          from: after(lastLapsedEarningDay(addDays(day, closer), life)),
          before: after(lastLapsedEarningDay(addDays(day, days), life)),
          users: scope.users,
        });
        for (const [userId, own] of byUser(lots)) {
          const byDay = new Map<string, number>();
          for (const lot of own) {
            const ends = pointsExpiryDay(tunisDateString(lot.at), life);
            byDay.set(ends, (byDay.get(ends) ?? 0) + lot.remaining);
          }
          for (const [ends, points] of byDay) {
            const rows = await inbox.notify([userId], {
              kind: 'points_expiry',
              type: 'info',
              topic: 'prizes',
              ...expiryTexts(points, ends),
              link: '/layout/my-card',
              payload: { points, day: ends, days },
              // One warning per lot's day and threshold, however often the job runs.
              dedupe_key: `points-expiry:${ends}:${days}`,
            });
            warned += rows.length;
          }
        }
      }
      return { expired, accounts, warned };
    },

    /** Queues the job of `day` (default today) in the job runner; a day already queued queues nothing. */
    async schedule(day: string = tunisDateString(clock.now()), scope: Scope = {}): Promise<void> {
      const at = new Date(startOf(day).getTime() + RUN_AFTER_MIDNIGHT_MS);
      const key = `${POINTS_EXPIRY_JOB}:${day}${scope.users ? `:${scope.users.join(',')}` : ''}`;
      await jobs.enqueue(db, [{ kind: POINTS_EXPIRY_JOB, payload: { day, ...scope }, runAt: at, dedupeKey: key }]);
    },
  };

  // Each day's job does its day, then queues the next one: a server down for days catches up day by day.
  jobs.handle(POINTS_EXPIRY_JOB, async (payload) => {
    const day = String(payload.day);
    const scope: Scope = Array.isArray(payload.users) ? { users: payload.users.map(Number) } : {};
    const done = await service.runDay(day, scope);
    if (done.expired > 0 || done.warned > 0) log.info({ day, ...done }, 'points expiry');
    await service.schedule(addDays(day, 1), scope);
  });

  return service;
}

export type PointsExpiry = ReturnType<typeof createPointsExpiry>;
