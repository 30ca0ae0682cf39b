import { describe, expect, it } from 'vitest';
import { TicketAttachRequest } from '@qadhya/contracts';
import { dinarsText, newRequestId, parseDinars } from './budget-input.ts';
import { groupTickets, type Ticket } from './group-tickets.ts';
import { NO_FILTERS, datesValid, transactionQuery, visibleActivities } from './transactions-filter.ts';

const ticket = (id: number, at: string, paid: number): Ticket => ({
  id,
  store: 'Magasin',
  magasin_code: 'M1',
  purchased_at: at,
  kind: paid < 0 ? 'return' : 'sale',
  items: 1,
  paid,
  points_earned: 0,
});

describe('groupTickets', () => {
  // Tue 24/11/2026 and Mon 23/11 (week 48), Sun 22/11 (week 47), Sat 31/10 23:30 UTC = Sun 1/11 00:30 in Tunis.
  const tickets = [
    ticket(4, '2026-11-24T10:00:00Z', 12_500),
    ticket(3, '2026-11-23T08:00:00Z', -2_000),
    ticket(2, '2026-11-22T20:00:00Z', 7_000),
    ticket(1, '2026-10-31T23:30:00Z', 1_000),
  ];

  it('groups by ISO week of the Tunis day, Monday to Sunday, with the paid total (returns deduct)', () => {
    const groups = groupTickets(tickets, 'week');
    expect(groups.map((g) => [g.key, g.from, g.to, g.total, g.tickets.map((t) => t.id)])).toEqual([
      ['2026-W48', '2026-11-23', '2026-11-29', 10_500, [4, 3]],
      ['2026-W47', '2026-11-16', '2026-11-22', 7_000, [2]],
      ['2026-W44', '2026-10-26', '2026-11-01', 1_000, [1]],
    ]);
  });

  it('groups by month of the Tunis day (a Saturday night UTC is already November in Tunis)', () => {
    const groups = groupTickets(tickets, 'month');
    expect(groups.map((g) => [g.key, g.from, g.to, g.total, g.tickets.length])).toEqual([
      ['2026-11', '2026-11-01', '2026-11-30', 18_500, 4],
    ]);
    expect(groupTickets([ticket(9, '2024-02-10T10:00:00Z', 1)], 'month')[0]?.to).toBe('2024-02-29');
    expect(groupTickets([ticket(9, '2026-12-10T10:00:00Z', 1)], 'month')[0]?.to).toBe('2026-12-31');
  });
});

describe('transaction filters', () => {
  it('combine type and inclusive dates in the query, leaving empty dates out', () => {
    expect(transactionQuery(NO_FILTERS)).toEqual({ type: 'all' });
    expect(transactionQuery({ type: 'budget', from: '2026-11-01', to: '2026-11-24' })).toEqual({
      type: 'budget',
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });
  it('refuse an end before the start, accept the same day', () => {
    expect(datesValid({ type: 'all', from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesValid({ type: 'all', from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(datesValid({ type: 'all', from: '', to: '2026-11-01' })).toBe(true);
  });
  it('show 6 first, then all loaded; the control stays while more pages exist', () => {
    const items = Array.from({ length: 9 }, (_, i) => i);
    expect(visibleActivities(items, false, false)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: true });
    expect(visibleActivities(items, true, false)).toEqual({ shown: items, more: false });
    expect(visibleActivities(items, true, true).more).toBe(true);
    expect(visibleActivities([1, 2], false, false)).toEqual({ shown: [1, 2], more: false });
  });
});

describe('budget and codes', () => {
  it('parse dinars into millimes', () => {
    expect(parseDinars('250')).toBe(250_000);
    expect(parseDinars('250,5')).toBe(250_500);
    expect(parseDinars('1 250.750')).toBe(1_250_750);
    expect(parseDinars('1,2345')).toBeNull();
    expect(parseDinars('-3')).toBeNull();
    expect(parseDinars('')).toBeNull();
    expect(dinarsText(250_500)).toBe('250,500');
    expect(dinarsText(300_000)).toBe('300');
  });
  it("accept 12 digits with spaces or dashes only (the contract's code, which the attach sheet checks)", () => {
    expect(TicketAttachRequest.parse({ code: '1234 5678-9012' }).code).toBe('123456789012');
    expect(TicketAttachRequest.safeParse({ code: '12345678901' }).success).toBe(false);
    expect(TicketAttachRequest.safeParse({ code: '12345678901a' }).success).toBe(false);
  });
  it('make request ids the API accepts, different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
