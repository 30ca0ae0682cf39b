import { ListEvent } from '@qadhya/contracts';

/**
 * Live updates (docs/shopping-lists.md#live): an event for some accounts, published by the copy
 * that made the change and delivered by every copy to those accounts' open streams. The bus that
 * carries it between copies is Redis pub/sub or PostgreSQL LISTEN/NOTIFY (never only this
 * process's memory when there can be several copies); the in-memory bus serves PGlite, which is one
 * process by nature, and unit tests.
 */
export interface LiveMessage {
  /** Accounts to tell. */
  users: number[];
  event: ListEvent;
}

export interface LiveBus {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /** Sends to every copy (this one included). Never throws: a lost live event is caught up by versions. */
  publish(message: LiveMessage): Promise<void>;
  /** Called for every message published by any copy; returns the unsubscribe. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
  /**
   * Called when this copy may have missed messages (its connection to Redis or PostgreSQL was lost
   * and is back): the streams then send a fresh 'hello' so the apps catch up by versions.
   */
  onGap?(listener: () => void): () => void;
  close(): Promise<void>;
}

/** A message as it travels between copies: JSON, read back with checks (a bad one is dropped). */
export function encodeMessage(message: LiveMessage): string {
  return JSON.stringify(message);
}

export function decodeMessage(text: string): LiveMessage | null {
  try {
    const raw = JSON.parse(text) as { users?: unknown; event?: unknown };
    if (!Array.isArray(raw.users) || !raw.users.every((u) => Number.isSafeInteger(u))) return null;
    const event = ListEvent.safeParse(raw.event);
    return event.success ? { users: raw.users as number[], event: event.data } : null;
  } catch {
    return null;
  }
}

/** Listeners of a bus, each called in turn; one that throws never stops the others. */
export function listenerSet<T extends unknown[]>() {
  const listeners = new Set<(...args: T) => void>();
  return {
    add(listener: (...args: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args: T) {
      for (const l of listeners) {
        try {
          l(...args);
        } catch {
          // a stream's own failure is its own (it is dropped by its close handler)
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

/** One process: delivers to its own listeners. */
export function memoryBus(): LiveBus {
  const listeners = listenerSet<[LiveMessage]>();
  return {
    kind: 'memory',
    async publish(message) {
      listeners.emit(message);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      listeners.clear();
    },
  };
}
