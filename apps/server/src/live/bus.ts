import type { ListEvent } from '@qadhya/contracts';

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
  close(): Promise<void>;
}

/** One process: delivers to its own listeners. */
export function memoryBus(): LiveBus {
  const listeners = new Set<(m: LiveMessage) => void>();
  return {
    kind: 'memory',
    async publish(message) {
      for (const l of listeners) l(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
