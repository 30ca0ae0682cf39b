import { TRACK_BATCH_MAX, type TrackBatch, type TrackEvent } from '@qadhya/contracts';
import { sanitizeBody } from '@qadhya/domain';
import { buildUrl, call, isApiError, ops } from '../api/index.ts';
import { deviceId } from '../device/device-registration.ts';
import { readLocalJson, removeLocal, writeLocalJson } from '../storage/local-store.ts';
import { readCurrentStore } from '../stores/current-store.ts';
import { readTrackingConsent } from './consent.ts';
import type { StampedEvent } from './track.ts';

/** At most this many events wait on the phone (the oldest go first). */
export const TRACKER_QUEUE_MAX = 500;
/** A batch is sent this long after the first event waiting, on an idle timer. */
export const TRACKER_SEND_DELAY_MS = 15_000;

/** The same words give the same hash here and on the server (docs/tracker.md#searches). */
export async function hashQuery(text: string): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
  const bytes = new TextEncoder().encode(text.trim().toLowerCase().replace(/\s+/g, ' '));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What may be kept of an event: without consent, a search's words become their hash. */
export async function keepable(event: StampedEvent, consent: boolean, store: string | null): Promise<TrackEvent> {
  const out = { ...event, ...(store ? { store } : {}) } as TrackEvent;
  if (out.type === 'search' && !consent && out.query !== undefined) {
    const { query, ...rest } = out;
    const hash = await hashQuery(query);
    return { ...rest, ...(hash ? { query_hash: hash } : {}) };
  }
  return out;
}

const read = (): TrackEvent[] => readLocalJson<TrackEvent[]>('tracker_queue') ?? [];
const save = (events: TrackEvent[]) => writeLocalJson('tracker_queue', events.slice(-TRACKER_QUEUE_MAX));
const drop = (ids: Set<string>) => save(read().filter((e) => !ids.has(e.id)));

function batchOf(events: TrackEvent[]): TrackBatch {
  const consent = readTrackingConsent();
  return { consent, ...(consent ? { device_id: deviceId() } : {}), events };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;

/** Sends what waits, a batch at a time, with the typed client (the session's token, when any). */
async function send(): Promise<void> {
  timer = undefined;
  if (sending || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  sending = true;
  try {
    for (let events = read().slice(0, TRACK_BATCH_MAX); events.length > 0; events = read().slice(0, TRACK_BATCH_MAX)) {
      try {
        await call(ops.sendTrackEvents, { body: batchOf(events) }, { silent: true, defaultHandler: false });
      } catch (err) {
        // A batch the server refuses (400) would be refused again: dropped. Else (offline, busy, 429): later.
        if (!(isApiError(err) && err.status === 400)) break;
      }
      drop(new Set(events.map((e) => e.id)));
    }
  } finally {
    sending = false;
    if (read().length > 0) schedule();
  }
}

function schedule(): void {
  timer ??= setTimeout(() => void send(), TRACKER_SEND_DELAY_MS);
}

/** Leaving the page: one batch by sendBeacon (no token: it names no account), kept if the browser refuses it. */
function beacon(): void {
  const events = read().slice(0, TRACK_BATCH_MAX);
  if (events.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify(sanitizeBody(batchOf(events)))], { type: 'application/json' });
  if (navigator.sendBeacon(buildUrl('/track'), body)) drop(new Set(events.map((e) => e.id)));
}

let made: { add(events: StampedEvent[]): void } | null = null;

/** The queue (docs/tracker.md#web): kept in localStorage, sent on an idle timer, on leaving, and when back online. */
export function trackerQueue() {
  if (made) return made;
  window.addEventListener('pagehide', beacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
  });
  window.addEventListener('online', () => void send());
  const keep = async (events: StampedEvent[]) => {
    const consent = readTrackingConsent();
    const store = readCurrentStore()?.magasin_code ?? null;
    const kept = await Promise.all(events.map((e) => keepable(e, consent, store)));
    save([...read(), ...kept]);
  };
  made = {
    add(events: StampedEvent[]) {
      if (events.length > 0) void keep(events).then(schedule);
    },
  };
  // What earlier pages left (told before their queue loaded, or not sent yet) has waited: sent now.
  const earlier = readLocalJson<StampedEvent[]>('tracker_early') ?? [];
  removeLocal('tracker_early');
  void keep(earlier).then(() => {
    if (read().length > 0) void send();
  });
  return made;
}
