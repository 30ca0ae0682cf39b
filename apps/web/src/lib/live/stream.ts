import { ListEvent } from '@qadhya/contracts';
import { API_BASE } from '../api/build-url.ts';
import { currentLanguage } from '../i18n/current-language.ts';
import { readToken } from '../storage/session.ts';

/**
 * The app's one live stream (docs/shopping-lists.md#offline-and-live-in-the-app): GET /lists/events
 * as Server-Sent Events, read with fetch so the bearer token goes in a header (EventSource cannot
 * send one). Open while at least one part of the app listens (the lists' screens, the notifications
 * badge: docs/notifications.md#screen), reconnected with backoff, paused while offline. Each
 * listener gets every event; one that joins an open stream first gets a 'hello' made from the
 * versions the stream has seen, so it catches up like one that opened the stream.
 */

export const LIVE_RETRY_MIN_MS = 1000;
export const LIVE_RETRY_MAX_MS = 30_000;

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/** Splits a Server-Sent Events buffer into complete messages and the incomplete rest. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length) messages.push({ event, data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
  }
  return { messages, rest };
}

/** The event a message carries (its data is the JSON ListEvent), or null when it is not one. */
export function toListEvent(message: SseMessage): ListEvent | null {
  try {
    const parsed = ListEvent.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type LiveListener = (event: ListEvent) => void;

/** The lists' versions as this stream knows them (its 'hello', then each 'list'); null before a hello. */
export function trackVersions(known: Map<number, number> | null, event: ListEvent): Map<number, number> | null {
  if (event.type === 'hello') return new Map(event.lists.map((l) => [l.id, l.version]));
  if (event.type !== 'list' || !known) return known;
  const next = new Map(known);
  if (event.removed) next.delete(event.list_id);
  else next.set(event.list_id, Math.max(event.version, next.get(event.list_id) ?? 0));
  return next;
}

const listeners = new Set<LiveListener>();
let versions: Map<number, number> | null = null;
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function dispatch(event: ListEvent, to: Iterable<LiveListener> = [...listeners]): void {
  versions = trackVersions(versions, event);
  for (const listener of to) {
    try {
      listener(event);
    } catch (error) {
      console.warn('live: a listener failed', error);
    }
  }
}

function onOnline() {
  failures = 0;
  if (listeners.size > 0 && !controller) connect();
}

function onOffline() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  controller?.abort();
  controller = null;
  versions = null;
}

function scheduleReconnect() {
  if (listeners.size === 0 || retryTimer !== undefined) return;
  failures++;
  const wait = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MIN_MS * 2 ** Math.min(failures - 1, 5));
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    connect();
  }, wait);
}

function connect(): void {
  if (listeners.size === 0 || controller || !navigator.onLine) return;
  const token = readToken();
  if (!token) return;
  const abort = new AbortController();
  controller = abort;
  void (async () => {
    try {
      const response = await fetch(`${API_BASE}/lists/events`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'accept-language': currentLanguage() },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`live events: HTTP ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failures = 0;
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const message of parsed.messages) {
          const event = toListEvent(message);
          if (event) dispatch(event);
        }
      }
      throw new Error('live events: the stream ended');
    } catch (error) {
      if (abort.signal.aborted) return;
      console.warn('live: the stream stopped, reconnecting', error);
    } finally {
      if (controller === abort) {
        controller = null;
        versions = null;
      }
    }
    scheduleReconnect();
  })();
}

/** Listens to the app's live stream (opened with the first listener, closed after the last). */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  } else if (versions) {
    // Joining an open stream: the catch-up its own 'hello' would have given.
    dispatch({ type: 'hello', lists: [...versions].map(([id, version]) => ({ id, version })) }, [listener]);
  }
  connect();
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      onOffline();
    }
  };
}
