import type { BoostNotice, ListEvent } from '@qadhya/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage, type Language } from '../../../lib/i18n/index.ts';
import { subscribeLive } from '../../../lib/live/stream.ts';
import { showToast, TOAST_LIFE } from '../../../lib/notify/toast-store.ts';
import { listsStore, type ListsStore } from '../../../lib/lists/lists-store.ts';

/**
 * The lists on the app's live stream (docs/shopping-lists.md#offline-and-live-in-the-app; the
 * stream itself is lib/live/stream.ts, shared with the notifications badge). 'hello' carries every
 * visible list's version: the stored ones that are older (or unknown to the server) are read again,
 * so an event missed while disconnected is caught up; 'list' reads that list again and refreshes
 * the courses screens; 'boost' shows a toast.
 */

export { parseSse, toListEvent, type SseMessage } from '../../../lib/live/stream.ts';

/** What an event asks of the device: the lists to read again, to drop, and whether the courses screens refresh. */
export function planFor(
  event: ListEvent,
  stored: (id: number) => number | null,
  storedIds: readonly number[],
): { refresh: number[]; drop: number[]; invalidate: boolean } {
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
    case 'inbox':
      return { refresh: [], drop: [], invalidate: false };
  }
}

/**
 * The boost's toast: the server's words for it, those of the recipient's inbox row, in the app's
 * language (docs/shopping-lists.md#booster-les-membres). Who and which list are already isolated in
 * the Arabic sentence, so a Latin name or title keeps its order there.
 */
export function boostToast(notice: BoostNotice, lang: Language): { title: string; text: string } {
  return lang === 'ar' ? { title: notice.title_ar, text: notice.body_ar } : { title: notice.title_fr, text: notice.body_fr };
}

function handle(event: ListEvent, store: ListsStore, queryClient: QueryClient | null): void {
  const plan = planFor(event, (id) => store.get(id)?.snapshot?.version ?? null, store.storedIds());
  for (const id of plan.drop) store.drop(id);
  for (const id of plan.refresh) void store.refresh(id).catch((error: unknown) => console.warn('lists: live refresh failed', error));
  if (plan.invalidate) void queryClient?.invalidateQueries({ queryKey: ['lists'] });
  if (event.type === 'boost') {
    showToast({ type: 'info', ...boostToast(event.notice, currentLanguage()), durationMs: TOAST_LIFE.long });
  }
}

/** Listens to the app's live stream while the calling screen is mounted. */
export function useListsLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = listsStore();
    return subscribeLive((event) => handle(event, store, queryClient));
  }, [queryClient]);
}
