import { appClock } from '../clock/app-clock.ts';
import { isApiError } from '../api/api-error.ts';
import { whenSettled } from '../pwa/index.ts';
import type { OfflineDbs } from './db.ts';

/** Set on an answer read back from the device: when it was last saved from the network. */
export interface OfflineMark {
  offline?: true;
  /** ISO time of the last successful sync of that data. */
  savedAt?: string;
}

/** How one kind of answer is written to and read back from the offline databases. */
export interface OfflineIO<T> {
  save: (dbs: OfflineDbs, data: T) => Promise<void>;
  load: (dbs: OfflineDbs) => Promise<T | undefined>;
}

let dbModule: Promise<typeof import('./db.ts')> | null = null;

/** The databases, through a dynamic import so Dexie is not in the first load. */
export async function loadOfflineDbs(): Promise<OfflineDbs> {
  dbModule ??= import('./db.ts');
  try {
    return (await dbModule).offlineDbs();
  } catch (error) {
    dbModule = null;
    throw error;
  }
}

const pending = new Set<Promise<void>>();

// The first saves wait until the page has settled: opening IndexedDB and writing the first answers
// is one of the longest tasks of a start (docs/favourites-offline.md#offline-data). They start at
// once when the device goes offline or the page is hidden, and before anything is read back.
let savesOpen = false;
let openSaves: () => void = () => undefined;
const savesMayStart = new Promise<void>((resolve) => (openSaves = resolve));
/** The writer waiting for each key: a newer answer for the same key replaces it. */
const waiting = new Map<string, () => Promise<void>>();

/** Lets the saves waiting for the page to settle start now (idempotent). */
export function startOfflineSaves(): void {
  if (savesOpen) return;
  savesOpen = true;
  openSaves();
}

if (typeof window !== 'undefined') {
  whenSettled(startOfflineSaves);
  window.addEventListener('offline', startOfflineSaves, { once: true });
  window.addEventListener('pagehide', startOfflineSaves, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') startOfflineSaves();
  });
}

/** Resolves once every background save started so far is done (tests, and before a read back). */
export async function flushOfflineSaves(): Promise<void> {
  startOfflineSaves();
  while (pending.size) await Promise.allSettled([...pending]);
}

export const syncKey = (key: string) => `sync:${key}`;
/** meta key of the last successful save of anything. */
export const LAST_SYNC = 'sync:last';

/** A failure worth falling back on: the network failed (status 0) or the device says it is offline. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (isApiError(error) && error.status === 0) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function track(job: Promise<void>): void {
  const tracked = job
    .catch(() => undefined) // no IndexedDB (private mode, tests): the screen does not care
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

function saveInBackground<T>(key: string, data: T, io: OfflineIO<T>): void {
  const write = async () => {
    const dbs = await loadOfflineDbs();
    await io.save(dbs, data);
    const now = appClock.now().toISOString();
    await dbs.products.meta.bulkPut([
      { key: syncKey(key), value: now },
      { key: LAST_SYNC, value: now },
    ]);
  };
  if (savesOpen) return track(write());
  const queued = waiting.has(key);
  waiting.set(key, write);
  if (queued) return;
  track(
    savesMayStart.then(() => {
      const latest = waiting.get(key)!;
      waiting.delete(key);
      return latest();
    }),
  );
}

/**
 * Calls the network; on success the answer is saved on the device in the background (never
 * blocking the screen) with its sync time. When the network fails, the saved answer comes back
 * marked { offline: true, savedAt }; with nothing saved, the network error is rethrown.
 */
export async function withOfflineFallback<T extends object>(
  key: string,
  fetcher: (quiet: boolean) => Promise<T>,
  io: OfflineIO<T>,
): Promise<T & OfflineMark> {
  let data: T;
  try {
    // quiet: the device is offline (the banner says so), no error toast for a call that may fall back.
    data = await fetcher(typeof navigator !== 'undefined' && navigator.onLine === false);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const saved = await readSaved(key, io).catch(() => undefined);
    if (!saved) throw error;
    return { ...saved.data, offline: true, savedAt: saved.savedAt };
  }
  saveInBackground(key, data, io);
  return data;
}

async function readSaved<T>(key: string, io: OfflineIO<T>): Promise<{ data: T; savedAt: string } | undefined> {
  await flushOfflineSaves(); // what is waiting to be saved is what is read back
  const dbs = await loadOfflineDbs();
  const data = await io.load(dbs);
  if (data === undefined) return undefined;
  // Data saved by another load (a product seen in a catalogue page) takes the last sync time.
  const [own, last] = await dbs.products.meta.bulkGet([syncKey(key), LAST_SYNC]);
  const savedAt = [own?.value, last?.value].find((v): v is string => typeof v === 'string');
  return { data, savedAt: savedAt ?? new Date(0).toISOString() };
}

/**
 * Query options for a query that falls back on the device: it must run even while the browser
 * says it is offline (TanStack Query would otherwise pause it and never reach the saved data).
 */
export const OFFLINE_QUERY = { networkMode: 'always' } as const;
