import type { Activity, Budget, Dashboard, Lang, TransactionPage, WalletHome } from '@qadhya/contracts';
import { parseTunisDateTime, tunisDateString } from '@qadhya/domain';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { displayName } from '../auth/user.mapper.ts';
import type { WalletDeps } from './points.service.ts';
import { tunisRange } from './tickets.service.ts';
import { belowGiven, budgetShort, firstName, iso, notFamily, num, pointsValue, toTier } from './wallet-mappers.ts';
import type { ActivityFilter, ActivityRow, Db } from './wallet.repository.ts';

/** Months as "YYYY-MM" (Tunis): `shift` months after `month`. */
export function shiftMonth(month: string, shift: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + shift;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
/** The instant a Tunis month starts. */
const monthStart = (month: string) => parseTunisDateTime(`${month}-01`)!;

const toActivity = (r: ActivityRow, lang: Lang): Activity => ({
  id: r.id,
  type: r.type,
  store: r.store,
  member: r.member_id == null ? null : firstName({ id: r.member_id, name: r.member_name, lastname: r.member_lastname }, lang),
  at: iso(r.at),
  amount: num(r.amount),
  ticket_id: r.ticket_id == null ? null : num(r.ticket_id),
});

/**
 * Transactions (receipts and budget entries as one list), the monthly budget and what family give
 * each other, the spending dashboard and the signed-in home (docs/wallet.md#transactions-budget-and-dashboard).
 */
export function createMoneyService({ repo, ledger, clock }: WalletDeps) {
  const db = repo.connection;
  const rules = ledger.rules;
  const thisMonth = () => tunisDateString(clock.now()).slice(0, 7);

  const budget = async (q: Db, userId: number): Promise<Budget> => {
    const month = thisMonth();
    const [own, { given, received }, spent] = await Promise.all([
      repo.ownBudget(q, userId, month),
      repo.allocations(q, userId, month),
      ledger.paidBetween(q, userId, monthStart(month), monthStart(shiftMonth(month, 1))),
    ]);
    const allocated = own - given + received;
    return { month, own, given, received, allocated, spent, remaining: allocated - spent };
  };

  /** Paid per month for `count` months from `first`, oldest first. */
  const monthly = async (userId: number, first: string, count: number) => {
    const paid = await repo.paidByMonth(userId, monthStart(first), monthStart(shiftMonth(first, count)));
    return Array.from({ length: count }, (_, i) => paid.get(shiftMonth(first, i)) ?? 0);
  };

  return {
    async transactions(
      userId: number,
      q: { type: ActivityFilter['type']; from?: string; to?: string; page: number; pageSize: number },
      lang: Lang,
    ): Promise<TransactionPage> {
      const filter: ActivityFilter = { type: q.type, ...tunisRange(q.from, q.to) };
      const { limit, offset } = pageWindow(q);
      const [rows, total] = await Promise.all([
        repo.activitiesPage(userId, lang, filter, limit, offset),
        repo.activitiesCount(userId, filter),
      ]);
      return pageOf(
        rows.map((r) => toActivity(r, lang)),
        q,
        total,
      );
    },

    budget: (userId: number) => budget(db, userId),

    /** This month's own budget; never below what was already given away (under the budget's lock). */
    async setBudget(userId: number, amount: number): Promise<Budget> {
      await repo.transaction(async (trx) => {
        await repo.lockBudget(trx, userId);
        const { given, received } = await repo.allocations(trx, userId, thisMonth());
        if (amount < given - received) throw belowGiven(given - received);
        await repo.setBudget(trx, userId, thisMonth(), amount, clock.now());
      });
      return budget(db, userId);
    },

    /**
     * Budget given to a family member for this month, once per request id, never more than the
     * giver has left (remaining = own − given + received − spent), checked and written under the
     * giver's lock so two allocations at once cannot both spend the same budget.
     */
    async allocate(userId: number, body: { to_user_id: number; amount: number; request_id: string }): Promise<Budget> {
      if (body.to_user_id === userId) throw notFamily();
      const peers = await ledger.peers(db, userId);
      if (!peers.some((p) => p.user_id === body.to_user_id)) throw notFamily();
      await repo.transaction(async (trx) => {
        await repo.lockBudget(trx, userId);
        if (await repo.allocationMade(trx, userId, body.request_id)) return;
        const { remaining } = await budget(trx, userId);
        if (body.amount > remaining) throw budgetShort(remaining);
        await repo.allocate(trx, {
          from_user_id: userId,
          to_user_id: body.to_user_id,
          month: thisMonth(),
          amount: body.amount,
          request_id: body.request_id,
          at: clock.now(),
        });
      });
      return budget(db, userId);
    },

    async dashboard(userId: number, year?: number): Promise<Dashboard> {
      const current = Number(thisMonth().slice(0, 4));
      const y = year ?? current;
      const [years, months, b, transactions] = await Promise.all([
        repo.receiptYears(userId),
        monthly(userId, `${y - 1}-01`, 24),
        budget(db, userId),
        repo.activitiesCount(userId, { type: 'all' }),
      ]);
      const previous = months.slice(0, 12);
      const these = months.slice(12);
      const sum = (list: number[]) => list.reduce((s, v) => s + v, 0);
      return {
        year: y,
        years: [...new Set([...years, current])].sort((a, b2) => b2 - a),
        months: these,
        previous_months: previous,
        total_year: sum(these),
        total_previous_year: sum(previous),
        budget: b,
        transactions,
      };
    },

    async home(userId: number, lang: Lang): Promise<WalletHome> {
      await ledger.ensureCard(db, userId);
      const now = thisMonth();
      const first = shiftMonth(now, -11);
      const [user, points, tier, recent, months] = await Promise.all([
        repo.userNames(db, userId),
        ledger.balance(db, userId),
        ledger.tierOf(db, userId),
        repo.activitiesPage(userId, lang, { type: 'all' }, 20, 0),
        monthly(userId, shiftMonth(first, -12), 24),
      ]);
      return {
        name: user ? displayName(user, lang) : '',
        tier: toTier(tier, lang),
        points,
        balance: pointsValue(points, rules),
        recent: recent.map((r) => toActivity(r, lang)),
        chart: {
          labels: Array.from({ length: 12 }, (_, i) => shiftMonth(first, i)),
          current: months.slice(12),
          previous: months.slice(0, 12),
        },
      };
    },
  };
}
