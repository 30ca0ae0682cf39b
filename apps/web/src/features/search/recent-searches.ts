import { useSyncExternalStore } from 'react';
import { readLocal, subscribeLocal, writeLocalJson } from '../../lib/storage/local-store.ts';
import { queryWords } from './highlight.ts';

/** How many recent searches the device keeps (docs/products.md#search-screen). */
export const RECENT_MAX = 8;

/** The same search, whatever its case, accents or spaces (« Lait », « lait  », « LAÏT »). */
const sameSearch = (a: string, b: string) => queryWords(a).join(' ') === queryWords(b).join(' ');

/** The list with `query` first (an earlier copy of it removed), at most RECENT_MAX. */
export function pushRecent(list: readonly string[], query: string, max = RECENT_MAX): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q || queryWords(q).length === 0) return [...list];
  return [q, ...list.filter((item) => !sameSearch(item, q))].slice(0, max);
}

/** The list without `query`. */
export function dropRecent(list: readonly string[], query: string): string[] {
  return list.filter((item) => item !== query);
}

function parse(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

let cachedRaw: string | null = null;
let cachedList: string[] = [];

/** The recent searches kept on the device (local key recent_searches), newest first. */
export function readRecent(): string[] {
  const raw = readLocal('recent_searches');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parse(raw);
  }
  return cachedList;
}

export const addRecent = (query: string) => writeLocalJson('recent_searches', pushRecent(readRecent(), query));
export const removeRecent = (query: string) => writeLocalJson('recent_searches', dropRecent(readRecent(), query));
export const clearRecent = () => writeLocalJson('recent_searches', []);

const EMPTY: string[] = [];

/** The recent searches, kept in sync with local storage. */
export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribeLocal, readRecent, () => EMPTY);
}
