import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { decodeMessage, encodeMessage, listenerSet, type LiveBus, type LiveMessage } from './bus.ts';

export interface RedisBusOptions {
  url: string;
  /** The pub/sub channel: `<CACHE_KEY_PREFIX>live` (qadhya:live), so apps sharing a Redis stay apart. */
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Live events through Redis pub/sub (docs/shopping-lists.md#live): a publisher connection and a
 * duplicate() that SUBSCRIBEs to the channel (a subscribed connection can do nothing else). ioredis
 * reconnects both and subscribes again by itself; each time the subscriber comes back after a drop,
 * the gap listeners are told (the streams re-send 'hello', the apps catch up by versions).
 */
export async function redisBus(options: RedisBusOptions): Promise<LiveBus> {
  const { channel, log } = options;
  // Publishing never waits for a Redis that is away: it fails at once and the event is lost (the
  // versions catch it up).
  // Named after the channel, so an operator (or a test) finds them in CLIENT LIST.
  const publisher = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    connectionName: `live:${channel}`.replace(/\s/g, '_'),
  });
  const subscriber = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  const messages = listenerSet<[LiveMessage]>();
  const gaps = listenerSet<[]>();
  let warned = 0;
  const warn = (what: string, err: unknown) => {
    if (Date.now() - warned > 60_000) {
      warned = Date.now();
      log.warn({ err: err instanceof Error ? err.message : String(err) }, `live bus: ${what}`);
    }
  };
  publisher.on('error', (err: Error) => warn('Redis unavailable (publisher)', err));
  subscriber.on('error', (err: Error) => warn('Redis unavailable (subscriber)', err));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = decodeMessage(text);
    if (message) messages.emit(message);
  });
  let subscribedOnce = false;
  let lost = false;
  subscriber.on('close', () => {
    if (subscribedOnce) lost = true;
  });
  // ioredis subscribes again on reconnect (autoResubscribe) before 'ready'.
  subscriber.on('ready', () => {
    if (lost) {
      lost = false;
      log.info('live bus: Redis subscription back');
      gaps.emit();
    }
  });
  let closed = false;
  // Up to 2 s for the subscription at start (not longer: live is a comfort, the app starts anyway),
  // and not once the connection has failed (nothing listens there): it goes on trying meanwhile.
  let startTimer: NodeJS.Timeout | undefined;
  let startError: (() => void) | undefined;
  await Promise.race([
    subscriber.subscribe(channel).then(
      () => {
        subscribedOnce = true;
      },
      (err: unknown) => warn('cannot subscribe yet', err),
    ),
    new Promise<void>((resolve) => {
      startTimer = setTimeout(resolve, 2000);
      startError = () => resolve();
      subscriber.once('error', startError);
    }),
  ]);
  clearTimeout(startTimer);
  if (startError) subscriber.off('error', startError);
  if (!subscribedOnce) {
    // Still connecting: once it is, it subscribes from the offline queue.
    subscriber.once('ready', () => {
      subscribedOnce = true;
    });
  }
  return {
    kind: 'redis',
    async publish(message) {
      if (closed) return;
      try {
        await publisher.publish(channel, encodeMessage(message));
      } catch (err) {
        warn('publish failed (the apps catch up by versions)', err);
      }
    },
    subscribe: (listener) => messages.add(listener),
    onGap: (listener) => gaps.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      messages.clear();
      gaps.clear();
      // QUIT only on a live connection (queued on a dead one, it would wait for Redis forever).
      await Promise.all(
        [publisher, subscriber].map(async (r) => {
          if (r.status === 'ready') await r.quit().catch(() => r.disconnect());
          else r.disconnect();
        }),
      );
    },
  };
}
