import type { Store } from '@qadhya/contracts';
import { tunisParts } from '@qadhya/domain';

/**
 * Whether a store is open at an instant, by its hours in Tunis (docs/stores.md#store-page):
 * open until `closes`, or closed and when it opens next (today, tomorrow, or a weekday: `inDays`
 * from today, `weekday` Monday = 0). A temporary closing wins; a store saved without hours gives null.
 */
export type OpenNow =
  | { state: 'closed_temporarily' }
  | { state: 'open'; closes: string }
  | { state: 'closed'; next: { opens: string; inDays: number; weekday: number } | null };

const minutes = (hm: string): number => {
  const [h, m] = hm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export function openNow(store: Partial<Pick<Store, 'opening_hours' | 'temporarily_closed'>>, at: Date): OpenNow | null {
  if (store.temporarily_closed) return { state: 'closed_temporarily' };
  const week = store.opening_hours;
  if (!Array.isArray(week) || week.length !== 7) return null;
  const p = tunisParts(at);
  const today = (p.weekday + 6) % 7; // Monday first
  const now = p.hour * 60 + p.minute;
  const day = week[today];
  if (day) {
    const opens = minutes(day.opens);
    // A closing at or before the opening is past midnight: open until the end of the day here.
    const closes = minutes(day.closes) <= opens ? 24 * 60 : minutes(day.closes);
    if (now >= opens && now < closes) return { state: 'open', closes: day.closes };
    if (now < opens) return { state: 'closed', next: { opens: day.opens, inDays: 0, weekday: today } };
  }
  for (let inDays = 1; inDays <= 7; inDays++) {
    const weekday = (today + inDays) % 7;
    const next = week[weekday];
    if (next) return { state: 'closed', next: { opens: next.opens, inDays, weekday } };
  }
  return { state: 'closed', next: null };
}

/** Monday-first index (0–6) of today in Tunis at `at`: the row to highlight in the week's hours. */
export function tunisWeekdayMondayFirst(at: Date): number {
  return (tunisParts(at).weekday + 6) % 7;
}
