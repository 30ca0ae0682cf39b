import { PassThrough } from 'node:stream';
import type { ListEvent } from '@qadhya/contracts';
import type { LiveBus, LiveMessage } from './bus.ts';
import { HEARTBEAT_MS, STREAMS_PER_ACCOUNT } from '@qadhya/contracts/routes';

/**
 * The open live streams of this copy (GET /api/v1/lists/events, docs/shopping-lists.md#live): one
 * subscription to the bus for all of them, each message written to the streams of the accounts it
 * names. Also the limits (streams per account, per process), the heartbeat and the re-sent 'hello'
 * after a gap of the bus.
 */

// The heartbeat (a comment line this often keeps proxies and phones from closing an idle stream)
// and the open streams per account (a new one beyond ends the account's oldest, a dead phone's
// often) are in the route table: its description of GET /lists/events quotes them.
export { HEARTBEAT_MS, STREAMS_PER_ACCOUNT };
/**
 * A stream ends after about this long (plus up to a third more, so that streams opened together do
 * not all reconnect together): the app reconnects at once, signed in again, so a session signed out
 * elsewhere stops hearing events within this, and streams spread again over the copies.
 */
export const STREAM_MAX_AGE_MS = 15 * 60_000;
/** A client that lets this much pile up unread is dropped (it reconnects and catches up by versions). */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** One Server-Sent Events frame. */
export function sseFrame(event: ListEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export interface LiveStream {
  readonly userId: number;
  /** What the route sends as the answer's body. */
  readonly body: PassThrough;
}

interface Entry extends LiveStream {
  /** Events that came while its 'hello' was being read: written after it. */
  pending: ListEvent[] | null;
  /** Ended at the first heartbeat after this instant (ms, real time). */
  endsAt: number;
  closed: boolean;
}

export interface LiveStreamsOptions {
  bus: LiveBus;
  /** The 'hello' of an account: every list it sees with its version (list-events.repository.ts). */
  hello: (userId: number) => Promise<ListEvent>;
  perAccount?: number;
  perProcess: number;
  heartbeatMs?: number;
  maxAgeMs?: number;
  onError?: (err: unknown) => void;
}

export class LiveStreams {
  private readonly byUser = new Map<number, Entry[]>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;
  private closing = false;

  constructor(private readonly options: LiveStreamsOptions) {
    this.unsubscribe = options.bus.subscribe((m) => this.deliver(m));
    this.unsubscribeGap = options.bus.onGap?.(() => void this.resendHello()) ?? (() => {});
  }

  /** Open streams on this copy. */
  get size(): number {
    return this.count;
  }

  /** Whether this copy takes one more stream. */
  get full(): boolean {
    return this.closing || this.count >= this.options.perProcess;
  }

  /**
   * A new stream for `userId`, subscribed before its 'hello' is read (nothing published meanwhile is
   * missed); the 'hello' is its first event. Throws (and keeps nothing) when the hello cannot be read.
   */
  async open(userId: number): Promise<LiveStream> {
    const maxAge = this.options.maxAgeMs ?? STREAM_MAX_AGE_MS;
    const entry: Entry = {
      userId,
      body: new PassThrough(),
      pending: [],
      closed: false,
      endsAt: Date.now() + maxAge + Math.floor(Math.random() * (maxAge / 3)),
    };
    const list = this.byUser.get(userId) ?? [];
    list.push(entry);
    this.byUser.set(userId, list);
    this.count++;
    entry.body.once('close', () => this.remove(entry));
    entry.body.on('error', () => this.remove(entry));
    // The oldest beyond the account's limit ends (the client reconnects if it still lives).
    const perAccount = this.options.perAccount ?? STREAMS_PER_ACCOUNT;
    while (list.length > perAccount) this.end(list[0]!);
    this.startHeartbeat();
    let hello: ListEvent;
    try {
      hello = await this.options.hello(userId);
    } catch (err) {
      this.remove(entry);
      entry.body.destroy();
      throw err;
    }
    // How a browser's EventSource would wait before reconnecting (the web app has its own backoff).
    this.writeRaw(entry, 'retry: 3000\n\n');
    this.write(entry, hello);
    const pending = entry.pending ?? [];
    entry.pending = null;
    for (const event of pending) this.write(entry, event);
    return entry;
  }

  /** Ends every stream and leaves the bus (the app is closing: clients reconnect to another copy). */
  closeAll(): void {
    this.closing = true;
    for (const list of [...this.byUser.values()]) for (const entry of [...list]) this.end(entry);
    this.unsubscribe();
    this.unsubscribeGap();
    this.stopHeartbeat();
  }

  private deliver(message: LiveMessage): void {
    for (const userId of new Set(message.users)) {
      for (const entry of this.byUser.get(userId) ?? []) {
        if (entry.pending) entry.pending.push(message.event);
        else this.write(entry, message.event);
      }
    }
  }

  /** After a gap of the bus: each account's streams get a fresh 'hello' (one read per account). */
  private async resendHello(): Promise<void> {
    for (const [userId, list] of [...this.byUser.entries()]) {
      try {
        const hello = await this.options.hello(userId);
        for (const entry of list) if (!entry.pending) this.write(entry, hello);
      } catch (err) {
        this.options.onError?.(err);
      }
    }
  }

  private write(entry: Entry, event: ListEvent): void {
    this.writeRaw(entry, sseFrame(event));
  }

  private writeRaw(entry: Entry, text: string): void {
    if (entry.closed) return;
    if (entry.body.writableLength > MAX_UNREAD_BYTES) {
      this.end(entry);
      return;
    }
    entry.body.write(text);
  }

  private end(entry: Entry): void {
    this.remove(entry);
    if (!entry.body.writableEnded) entry.body.end();
  }

  private remove(entry: Entry): void {
    if (entry.closed) return;
    entry.closed = true;
    this.count--;
    const list = this.byUser.get(entry.userId);
    if (list) {
      const i = list.indexOf(entry);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.byUser.delete(entry.userId);
    }
    if (this.count === 0) this.stopHeartbeat();
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      const now = Date.now();
      for (const list of [...this.byUser.values()]) {
        for (const entry of [...list]) {
          if (now >= entry.endsAt) this.end(entry);
          else this.writeRaw(entry, ': ping\n\n');
        }
      }
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
