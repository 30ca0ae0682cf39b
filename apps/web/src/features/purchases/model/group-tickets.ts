import type { TicketPage } from '@qadhya/contracts';
import { addDays, isoWeek, weekdayOf } from '@qadhya/domain';
import { tunisDate } from '../../../lib/wallet/format.ts';

export type Ticket = TicketPage['items'][number];
export type Grouping = 'week' | 'month';

export interface TicketGroup {
  /** "2026-W48" or "2026-11". */
  key: string;
  kind: Grouping;
  /** ISO week number (week groups). */
  week: number;
  /** First and last Tunis day of the period (Monday–Sunday, or the month's first and last day). */
  from: string;
  to: string;
  /** Paid over the group's tickets (returns deduct), millimes. */
  total: number;
  tickets: Ticket[];
}

function monthEnd(ym: string): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * The tickets of 'Par semaine' / 'Par mois' (docs/wallet.md#purchases-screens): grouped by the
 * ISO week or the month of their Tunis day, in the order they come (newest first), each group with
 * the sum of what was paid.
 */
export function groupTickets(tickets: readonly Ticket[], kind: Grouping): TicketGroup[] {
  const groups = new Map<string, TicketGroup>();
  for (const ticket of tickets) {
    const day = tunisDate(ticket.purchased_at);
    let key: string;
    let from: string;
    let to: string;
    let week = 0;
    if (kind === 'week') {
      const w = isoWeek(day);
      week = w.week;
      key = `${w.year}-W${String(w.week).padStart(2, '0')}`;
      from = addDays(day, -((weekdayOf(day) + 6) % 7));
      to = addDays(from, 6);
    } else {
      key = day.slice(0, 7);
      from = `${key}-01`;
      to = monthEnd(key);
    }
    let group = groups.get(key);
    if (!group) {
      group = { key, kind, week, from, to, total: 0, tickets: [] };
      groups.set(key, group);
    }
    group.total += ticket.paid;
    group.tickets.push(ticket);
  }
  return [...groups.values()];
}
