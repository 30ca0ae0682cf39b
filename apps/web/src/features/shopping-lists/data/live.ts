import { ListEvent } from '@qadhya/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api/build-url.ts';
import { currentLanguage } from '../../../lib/i18n/current-language.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { showToast, TOAST_LIFE } from '../../../lib/notify/toast-store.ts';
import { readToken } from '../../../lib/storage/session.ts';
import '../i18n/register-texts.ts';
import { listsStore, type ListsStore } from './lists-store.ts';

/**
 * The lists' live stream (docs/shopping-lists.md#offline-and-live-in-the-app): GET /lists/events as
 * Server-Sent Events, read with fetch so the bearer token goes in a header (EventSource cannot send
 * one). 'hello' carries every visible list's version: the stored ones that are older (or unknown to
 * the server) are read again, so an event missed while disconnected is caught up; 'list' reads that
 * list again and refreshes the courses screens; 'boost' shows a toast. One stream for the whole app,
 * opened while at least one screen uses it, reconnected with backoff, paused while offline.
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

/** What an event asks of the device: the lists to read again, to drop, and whether the courses screens refresh. */
export function planFor(event: ListEvent, stored: (id: number) => number | null, storedIds: readonly number[]): { refresh: number[]; drop: number[]; invalidate: boolean } {
  switch (event.type) {
    case 'hello': {
      const server = new Map(event.lists.map((l) => [l.id, l.version]));
      const refresh = storedIds.filter((id) => {
        const version = server.get(id);
        const mine = stored(id);
        // Not among the server's lists: read again, which answers 404 and drops it if it is gone.
        return version === undefined || mine === null || mine < version;
      });
      return { refresh, drop: [], invalidate: true };
    }
    case 'list':
      if (event.removed) return { refresh: [], drop: storedIds.includes(event.list_id) ? [event.list_id] : [], invalidate: true };
      return { refresh: (stored(event.list_id) ?? -1) < event.version ? [event.list_id] : [], drop: [], invalidate: true };
    case 'boost':
      return { refresh: [], drop: [], invalidate: false };
  }
}

function handle(event: ListEvent, store: ListsStore, queryClient: QueryClient | null): void {
  const plan = planFor(event, (id) => store.get(id)?.snapshot?.version ?? null, store.storedIds());
  for (const id of plan.drop) store.drop(id);
  for (const id of plan.refresh) void store.refresh(id).catch((error: unknown) => console.warn('lists: live refresh failed', error));
  if (plan.invalidate) void queryClient?.invalidateQueries({ queryKey: ['lists'] });
  if (event.type === 'boost') {
    showToast({
      type: 'info',
      title: i18n.t('lists.live.boostTitle'),
      text: i18n.t('lists.live.boost', { from: event.from, title: event.title }),
      durationMs: TOAST_LIFE.long,
    });
  }
}

// ─── The one stream ────────────────────────────────────────────────────────────────────────────

let users = 0;
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let client: QueryClient | null = null;

function onOnline() {
  failures = 0;
  if (users > 0 && !controller) connect();
}

function onOffline() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  controller?.abort();
  controller = null;
}

function scheduleReconnect() {
  if (users === 0 || retryTimer !== undefined) return;
  failures++;
  const wait = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_MIN_MS * 2 ** Math.min(failures - 1, 5));
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    connect();
  }, wait);
}

function connect(): void {
  if (users === 0 || controller || !navigator.onLine) return;
  const token = readToken();
  if (!token) return;
  const abort = new AbortController();
  controller = abort;
  const store = listsStore();
  void (async () => {
    try {
      const response = await fetch(`${API_BASE}/lists/events`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'accept-language': currentLanguage() },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`lists events: HTTP ${response.status}`);
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
          if (event) handle(event, store, client);
        }
      }
      throw new Error('lists events: the stream ended');
    } catch (error) {
      if (abort.signal.aborted) return;
      console.warn('lists: the live stream stopped, reconnecting', error);
    } finally {
      if (controller === abort) controller = null;
    }
    scheduleReconnect();
  })();
}

/** Opens the app's live stream while the calling screen is mounted (reference-counted). */
export function useListsLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    client = queryClient;
    users++;
    if (users === 1) {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
    }
    connect();
    return () => {
      users--;
      if (users === 0) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        onOffline();
      }
    };
  }, [queryClient]);
}
