import type { TrackEvent } from '@qadhya/contracts';
import { appClock } from '../clock/app-clock.ts';
import { readLocalJson, writeLocalJson } from '../storage/local-store.ts';

type WithoutStamp<E> = E extends unknown ? Omit<E, 'id' | 'at' | 'store'> : never;
/** What a feature tells the tracker: the event's type and fields; id, time and store are added here. */
export type TrackInput = WithoutStamp<TrackEvent>;
/** An event stamped on the phone, before the queue decides what it may keep (docs/tracker.md#web). */
export type StampedEvent = TrackInput & { id: string; at: string };

/** Events told before the queue's module has loaded. */
const early: StampedEvent[] = [];
let queue: Promise<{ add(events: StampedEvent[]): void }> | null = null;
/** The queue's module loads this long after the first event at most, when the phone is idle sooner. */
export const TRACKER_LOAD_DELAY_MS = 3000;

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Leaving the page before the queue's module has loaded: what is still in memory is kept in
 * localStorage (`tracker_early`, as told, before consent is applied) for the next page's queue.
 */
function keepEarly(): void {
  if (early.length === 0) return;
  try {
    writeLocalJson('tracker_early', [...(readLocalJson<StampedEvent[]>('tracker_early') ?? []), ...early.splice(0)]);
  } catch {
    // Storage full or refused: those events are lost, never the page.
  }
}

function load(): void {
  if (queue) return;
  window.addEventListener('pagehide', keepEarly);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepEarly();
  });
  queue = new Promise((resolve) => {
    const go = () => resolve(import('./tracker-queue.ts').then((m) => m.trackerQueue()));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: TRACKER_LOAD_DELAY_MS });
    else setTimeout(go, TRACKER_LOAD_DELAY_MS);
  });
  queue.then(
    (q) => q.add(early.splice(0)),
    () => (queue = null),
  );
}

/**
 * Tells the first-party marketing tracker what happened (docs/tracker.md#web): a product click
 * (sku, place), a catalogue page, a search, a scan, a game play, a campaign view. Returns at once,
 * never throws; the queue (loaded lazily, after first paint) keeps and sends it.
 */
export function track(event: TrackInput): void {
  try {
    const stamped = { ...event, id: uuid(), at: appClock.now().toISOString() } as StampedEvent;
    early.push(stamped);
    load();
    void queue?.then((q) => q.add(early.splice(0)));
  } catch {
    // Measuring never breaks a tap.
  }
}

/**
 * At start-up, when an earlier page left events waiting (`trackerEventsWaiting`): the queue's module
 * loads as on a first event, once the page is idle, and sends them even if this page tells nothing
 * (docs/tracker.md#web).
 */
export const resumeTracker = (): void => load();
