/**
 * The open streams of a copy (src/live/streams.ts, docs/shopping-lists.md#live), on a bus of the
 * test's own: events published while a 'hello' is being read come after it; after a gap of the bus
 * every stream gets a fresh 'hello'; a reader that lets too much pile up is dropped; the heartbeat
 * timer exists only while streams are open.
 */
import type { ListEvent } from '@qadhya/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenerSet, memoryBus, type LiveBus, type LiveMessage } from '../../src/live/bus.ts';
import { HEARTBEAT_MS, LiveStreams, MAX_UNREAD_BYTES, STREAM_MAX_AGE_MS, type LiveStream } from '../../src/live/streams.ts';
import { boostTexts } from '../../src/modules/shopping-lists/list-boost.service.ts';

/** A memory bus whose gaps the test triggers. */
function busWithGaps(): LiveBus & { gap(): void } {
  const inner = memoryBus();
  const gaps = listenerSet<[]>();
  return { ...inner, onGap: (l) => gaps.add(l), gap: () => gaps.emit() };
}

/** Everything written on a stream so far, as text. */
function written(stream: LiveStream): string {
  const chunks: string[] = [];
  let chunk: Buffer | null;
  while ((chunk = stream.body.read() as Buffer | null) !== null) chunks.push(chunk.toString());
  return chunks.join('');
}

const frames = (text: string) =>
  text
    .split('\n\n')
    .filter((f) => f.startsWith('event:'))
    .map((f) => JSON.parse(f.split('\n')[1]!.slice('data: '.length)) as ListEvent);

afterEach(() => {
  vi.useRealTimers();
});

describe('the streams of a copy', () => {
  it('an event published while the hello is read comes after the hello, in order', async () => {
    const bus = busWithGaps();
    let release: () => void = () => {};
    const versions = [{ id: 1, version: 4 }];
    const streams = new LiveStreams({
      bus,
      perProcess: 10,
      hello: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { type: 'hello', lists: versions };
      },
    });
    const opening = streams.open(7);
    await bus.publish({ users: [7], event: { type: 'list', list_id: 1, version: 5 } });
    release();
    const stream = await opening;
    expect(frames(written(stream))).toEqual([
      { type: 'hello', lists: [{ id: 1, version: 4 }] },
      { type: 'list', list_id: 1, version: 5 },
    ]);
    streams.closeAll();
  });

  it('a stream ended for the account limit while its hello was read ends cleanly (nothing written after its end)', async () => {
    const bus = memoryBus();
    let release: () => void = () => {};
    let slow = true;
    const streams = new LiveStreams({
      bus,
      perProcess: 10,
      perAccount: 1,
      hello: async () => {
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return { type: 'hello', lists: [] };
      },
    });
    const opening = streams.open(8);
    slow = false;
    const newer = await streams.open(8);
    release();
    const older = await opening;
    expect(older.body.writableEnded).toBe(true);
    expect(written(older)).toBe('');
    expect(frames(written(newer))).toEqual([{ type: 'hello', lists: [] }]);
    expect(streams.size).toBe(1);
    streams.closeAll();
  });

  it('after a gap of the bus, each open stream gets a fresh hello (one read per account)', async () => {
    const bus = busWithGaps();
    const reads: number[] = [];
    let version = 1;
    const streams = new LiveStreams({
      bus,
      perProcess: 10,
      hello: async (userId) => {
        reads.push(userId);
        return { type: 'hello', lists: [{ id: userId, version }] };
      },
    });
    const [a1, a2, b] = [await streams.open(1), await streams.open(1), await streams.open(2)];
    for (const s of [a1, a2, b]) written(s);
    reads.length = 0;
    version = 9;
    bus.gap();
    await vi.waitFor(() => expect(reads.sort()).toEqual([1, 2]));
    await vi.waitFor(() => expect(b.body.readableLength).toBeGreaterThan(0));
    expect(frames(written(a1))).toEqual([{ type: 'hello', lists: [{ id: 1, version: 9 }] }]);
    expect(frames(written(a2))).toEqual([{ type: 'hello', lists: [{ id: 1, version: 9 }] }]);
    expect(frames(written(b))).toEqual([{ type: 'hello', lists: [{ id: 2, version: 9 }] }]);
    streams.closeAll();
    expect(streams.size).toBe(0);
    expect(streams.full).toBe(true);
  });

  it('a reader that lets more than MAX_UNREAD_BYTES pile up is dropped', async () => {
    const bus = memoryBus();
    const streams = new LiveStreams({ bus, perProcess: 10, hello: async () => ({ type: 'hello', lists: [] }) });
    const stream = await streams.open(3);
    const big: LiveMessage = { users: [3], event: { type: 'boost', list_id: 1, notice: boostTexts('y'.repeat(80), 'x'.repeat(70)) } };
    for (let i = 0; i * 200 < MAX_UNREAD_BYTES * 2; i++) await bus.publish(big);
    expect(streams.size).toBe(0);
    expect(stream.body.writableEnded).toBe(true);
  });

  it('writes a comment every HEARTBEAT_MS while streams are open, and no timer once they are all gone', async () => {
    vi.useFakeTimers();
    const streams = new LiveStreams({ bus: memoryBus(), perProcess: 10, hello: async () => ({ type: 'hello', lists: [] }) });
    const stream = await streams.open(4);
    written(stream);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(written(stream)).toBe(': ping\n\n');
    stream.body.destroy();
    await vi.waitFor(() => expect(streams.size).toBe(0));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stream ends at the first heartbeat after its age (STREAM_MAX_AGE_MS, up to a third more)', async () => {
    vi.useFakeTimers();
    const maxAgeMs = 6 * HEARTBEAT_MS;
    const streams = new LiveStreams({ bus: memoryBus(), perProcess: 10, maxAgeMs, hello: async () => ({ type: 'hello', lists: [] }) });
    const stream = await streams.open(5);
    written(stream);
    vi.advanceTimersByTime(maxAgeMs - HEARTBEAT_MS);
    expect(streams.size).toBe(1);
    vi.advanceTimersByTime(Math.ceil(maxAgeMs / 3) + 2 * HEARTBEAT_MS);
    expect(streams.size).toBe(0);
    expect(stream.body.writableEnded).toBe(true);
    expect(STREAM_MAX_AGE_MS).toBe(15 * 60_000);
  });
});
