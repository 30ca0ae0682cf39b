/** Locations and the browser history entries the router writes ({ usr, key, idx }, as React Router did). */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The state given to navigate(to, { state }). */
  state: unknown;
  key: string;
}

export interface HistoryEntry {
  usr: unknown;
  key: string;
  /** Position in this tab's history: 0 on the first page (the header's back arrow reads it). */
  idx: number;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

/** The URL of a link or navigation, resolved against the current page. */
export function resolveTo(to: string, base: string): URL {
  return new URL(to, base);
}

export const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

export function entryOf(state: unknown): Partial<HistoryEntry> {
  return state && typeof state === 'object' ? (state as Partial<HistoryEntry>) : {};
}

/** The browser's current location, with the state the router stored in its history entry. */
export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = entryOf(window.history.state);
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}
