import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { decodeMessage, encodeMessage, listenerSet, type LiveBus, type LiveMessage } from './bus.ts';
import type { LiveNotifyRepository } from './live-notify.repository.ts';

/** NOTIFY refuses payloads of 8000 bytes or more; a message over this is sent in parts (fewer users each). */
export const NOTIFY_MAX_BYTES = 7900;

export interface PostgresBusOptions {
  /** The database's connection string: the listener's own connection, outside the pool. */
  url: string;
  /** Publishes go through the app's pool (pg_notify). */
  notify: LiveNotifyRepository;
  /** The NOTIFY channel (qadhya_live). */
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Waits between reconnection attempts: the first, doubled each time, at most the last (ms). */
  backoff?: { firstMs: number; maxMs: number };
}

/** The payloads of a message: one, or several with the users split when it would be too big. */
export function notifyPayloads(message: LiveMessage, maxBytes = NOTIFY_MAX_BYTES): string[] {
  const whole = encodeMessage(message);
  if (Buffer.byteLength(whole) <= maxBytes || message.users.length <= 1) return [whole];
  const half = Math.ceil(message.users.length / 2);
  return [
    ...notifyPayloads({ ...message, users: message.users.slice(0, half) }, maxBytes),
    ...notifyPayloads({ ...message, users: message.users.slice(half) }, maxBytes),
  ];
}

/**
 * Live events through PostgreSQL LISTEN/NOTIFY (docs/shopping-lists.md#live), for a deployment with
 * PostgreSQL and no Redis: a dedicated pg.Client LISTENs on the channel (a pooled connection would be
 * handed to others); `select pg_notify(channel, payload)` publishes through the pool. When the
 * listening connection drops it reconnects with a growing wait, and the gap listeners are told.
 */
export async function postgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { channel, log, notify } = options;
  const backoff = options.backoff ?? { firstMs: 250, maxMs: 10_000 };
  const messages = listenerSet<[LiveMessage]>();
  const gaps = listenerSet<[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let wait = backoff.firstMs;
  let everListened = false;

  const listen = async (): Promise<void> => {
    // Named after its channel, so an operator (or a test) can find it in pg_stat_activity.
    const c = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: `qadhya-live ${channel}`.slice(0, 63),
    });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      const message = decodeMessage(n.payload);
      if (message) messages.emit(message);
    });
    let dropped = false;
    const drop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => {});
      if (closed) return;
      log.warn({ err: err?.message }, 'live bus: PostgreSQL listener lost, reconnecting');
      schedule();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(err as Error);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    wait = backoff.firstMs;
    if (everListened) {
      log.info('live bus: PostgreSQL listener back');
      gaps.emit();
    }
    everListened = true;
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = wait;
    wait = Math.min(backoff.maxMs, wait * 2);
    timer = setTimeout(() => {
      timer = null;
      void listen();
    }, delay);
    timer.unref();
  };

  await listen();

  return {
    kind: 'postgres',
    async publish(message) {
      if (closed) return;
      try {
        for (const payload of notifyPayloads(message)) await notify.notify(channel, payload);
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'live bus: NOTIFY failed (the apps catch up by versions)');
      }
    },
    subscribe: (listener) => messages.add(listener),
    onGap: (listener) => gaps.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      messages.clear();
      gaps.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
