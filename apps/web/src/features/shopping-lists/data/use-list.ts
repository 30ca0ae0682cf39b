import type { ListPerson } from '@qadhya/contracts';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useOnline } from '../../../lib/device/online.ts';
import { readCurrentUser } from '../../../lib/storage/session.ts';
import { listsStore } from '../../../lib/lists/lists-store.ts';
import { listView, pendingCount, type ItemHint, type ListView } from '../../../lib/lists/sync-core.ts';

/**
 * One shopping list on the device (docs/shopping-lists.md#offline-and-live-in-the-app): the server's
 * snapshot with the changes made here merged on top, read from the server when online, and the
 * edits, which work with no signal (queued and sent by lists-store.ts).
 */
export interface UseList {
  /** The merged view (pending changes included); null until a snapshot is known. */
  list: ListView | null;
  /** Changes made here not yet acknowledged by the server. */
  pending: number;
  offline: boolean;
  /** 'gone': deleted or no longer shared; 'load': the first read failed and nothing is stored. */
  error: 'gone' | 'load' | null;
  loading: boolean;
  actions: {
    add(items: { sku?: string; text?: string; quantity: number; hint?: ItemHint }[]): void;
    setQuantity(key: string, quantity: number): void;
    remove(key: string): void;
    toggle(key: string): void;
    /** Reads the list again from the server. */
    reload(): void;
  };
}

function me(): ListPerson | undefined {
  const user = readCurrentUser();
  const id = Number(user?.ID);
  if (!user || !Number.isInteger(id)) return undefined;
  return { user_id: id, name: String(user.NAME ?? ''), avatar: typeof user.AVATAR === 'string' ? user.AVATAR : null };
}

export function useList(id: number): UseList {
  const store = listsStore();
  const online = useOnline();
  const subscribe = useCallback((fn: () => void) => store.subscribe(id, fn), [store, id]);
  const state = useSyncExternalStore(subscribe, () => store.get(id));
  const [loadError, setLoadError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online || !Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    store
      .refresh(id, controller.signal)
      .then(() => {
        setLoadError(false);
        return store.flush(id);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The stored snapshot (if any) stays on screen.
        console.warn('lists: the list could not be read', error);
        setLoadError(true);
      });
    return () => controller.abort();
  }, [store, id, online, attempt]);

  const view = useMemo(() => (state ? listView(state, me()) : null), [state]);
  const actions = useMemo<UseList['actions']>(
    () => ({
      add: (items) => store.edit(id, { kind: 'add', items }),
      setQuantity: (key, quantity) => store.edit(id, { kind: 'quantity', key, quantity }),
      remove: (key) => store.edit(id, { kind: 'remove', key }),
      toggle: (key) => store.edit(id, { kind: 'toggle', key }),
      reload: () => setAttempt((n) => n + 1),
    }),
    [store, id],
  );
  const error = state?.gone ? 'gone' : !view && loadError ? 'load' : null;
  return {
    list: state?.gone ? null : view,
    pending: state ? pendingCount(state) : 0,
    offline: !online,
    error,
    loading: !view && !error && online,
    actions,
  };
}
