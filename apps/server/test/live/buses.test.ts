/**
 * The live buses (docs/shopping-lists.md#live): what one copy publishes, every copy's subscribers
 * get, in order, once; a message that is not ours is dropped; a lost connection is reported as a
 * gap once it is back. Memory always; Redis on TEST_REDIS_URL; PostgreSQL on TEST_DATABASE_URL
 * (each skipped without its server, the way the other tests on real servers are).
 */
import crypto from 'node:crypto';
import type { ListEvent } from '@qadhya/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import { decodeMessage, encodeMessage, memoryBus, type LiveBus, type LiveMessage } from '../../src/live/bus.ts';
import { chooseBus } from '../../src/live/choose-bus.ts';
import { createLiveNotifyRepository } from '../../src/live/live-notify.repository.ts';
import { notifyPayloads, postgresBus } from '../../src/live/postgres-bus.ts';
import { redisBus } from '../../src/live/redis-bus.ts';
import { loadConfig } from '../../src/config.ts';
import { TEST_REDIS_URL } from '../helpers/redis.ts';
import { boostTexts } from '../../src/modules/shopping-lists/list-boost.service.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const quiet = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as Parameters<typeof chooseBus>[2];

const list = (list_id: number, version: number): ListEvent => ({ type: 'list', list_id, version });

/** A subscriber's inbox: `next()` resolves with the next message, in the order they came. */
function inbox(bus: LiveBus) {
  const got: LiveMessage[] = [];
  const waiting: ((m: LiveMessage) => void)[] = [];
  const unsubscribe = bus.subscribe((m) => {
    const w = waiting.shift();
    if (w) w(m);
    else got.push(m);
  });
  return {
    next: () => new Promise<LiveMessage>((resolve) => (got.length ? resolve(got.shift()!) : waiting.push(resolve))),
    unsubscribe,
  };
}

/** A gap listener's count, and a promise of the next gap. */
function gaps(bus: LiveBus) {
  let count = 0;
  let resolveNext: (() => void) | null = null;
  bus.onGap?.(() => {
    count++;
    resolveNext?.();
    resolveNext = null;
  });
  return {
    get count() {
      return count;
    },
    next: () => new Promise<void>((resolve) => (resolveNext = resolve)),
  };
}

/** Two copies (publisher side, listener side) of one kind of bus carry messages both ways, in order. */
async function crossCopies(a: LiveBus, b: LiveBus) {
  const onA = inbox(a);
  const onB = inbox(b);
  const users = [crypto.randomInt(1e6, 1e8), crypto.randomInt(1e6, 1e8)];
  await a.publish({ users, event: list(1, 2) });
  await a.publish({ users: [users[0]!], event: { type: 'boost', list_id: 1, notice: boostTexts('أمي', 'Courses du « samedi »') } });
  await b.publish({ users: [users[1]!], event: { type: 'list', list_id: 1, version: 3, removed: true } });
  for (const box of [onA, onB]) {
    expect(await box.next()).toEqual({ users, event: list(1, 2) });
    expect(await box.next()).toEqual({
      users: [users[0]],
      event: { type: 'boost', list_id: 1, notice: boostTexts('أمي', 'Courses du « samedi »') },
    });
    expect(await box.next()).toEqual({ users: [users[1]], event: { type: 'list', list_id: 1, version: 3, removed: true } });
  }
  // An unsubscribed listener gets nothing more; the other still does.
  onA.unsubscribe();
  await a.publish({ users, event: list(1, 4) });
  expect(await onB.next()).toEqual({ users, event: list(1, 4) });
}

describe('messages on the wire', () => {
  it('encode and decode back; anything else is dropped', () => {
    const m: LiveMessage = { users: [12345678], event: { type: 'hello', lists: [{ id: 1, version: 2 }] } };
    expect(decodeMessage(encodeMessage(m))).toEqual(m);
    for (const bad of [
      '',
      'not json',
      '{}',
      '{"users":[1.5],"event":{"type":"list","list_id":1,"version":1}}',
      '{"users":[1],"event":{"type":"nope"}}',
      '{"users":"1","event":{"type":"list","list_id":1,"version":1}}',
    ]) {
      expect(decodeMessage(bad)).toBeNull();
    }
  });

  it('a NOTIFY payload too big is split by users, every user kept once', () => {
    const users = Array.from({ length: 3000 }, (_, i) => 10_000_000 + i);
    const parts = notifyPayloads({ users, event: list(7, 8) });
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(7900);
    const back = parts.map((p) => decodeMessage(p)!);
    expect(back.flatMap((m) => m.users)).toEqual(users);
    for (const m of back) expect(m.event).toEqual(list(7, 8));
    expect(notifyPayloads({ users: [1, 2], event: list(1, 1) })).toHaveLength(1);
  });
});

describe('memory bus (PGlite: one process)', () => {
  it('delivers to its own listeners, in order; a listener that throws does not stop the others', async () => {
    const bus = memoryBus();
    bus.subscribe(() => {
      throw new Error('a broken listener');
    });
    const box = inbox(bus);
    await bus.publish({ users: [1], event: list(1, 1) });
    await bus.publish({ users: [1], event: list(1, 2) });
    expect(await box.next()).toEqual({ users: [1], event: list(1, 1) });
    expect(await box.next()).toEqual({ users: [1], event: list(1, 2) });
    await bus.close();
  });

  it('is the choice on PGlite', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', WEB_DIST: '/nonexistent' });
    const bus = await chooseBus(config, { kind: 'pglite' } as Parameters<typeof chooseBus>[1], quiet);
    expect(bus.kind).toBe('memory');
    await bus.close();
  });
});

describe('Redis bus, Redis away', () => {
  it('starts, publishes (the event is lost, nothing thrown) and closes without waiting for Redis', async () => {
    const bus = await redisBus({ url: 'redis://127.0.0.1:1', channel: 'qadhya-test:nowhere:live', log: quiet });
    expect(bus.kind).toBe('redis');
    await expect(bus.publish({ users: [1], event: list(1, 1) })).resolves.toBeUndefined();
    await bus.close();
  });
});

describe.skipIf(!TEST_REDIS_URL)('Redis bus (TEST_REDIS_URL)', () => {
  const channel = `qadhya-test:${process.pid}-${crypto.randomBytes(6).toString('hex')}:live`;
  let a: LiveBus;
  let b: LiveBus;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      redisBus({ url: TEST_REDIS_URL!, channel, log: quiet }),
      redisBus({ url: TEST_REDIS_URL!, channel, log: quiet }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('carries messages between two copies, in order, to every subscriber', async () => {
    expect(a.kind).toBe('redis');
    await crossCopies(a, b);
  });

  it('drops what is not a message of ours on the channel', async () => {
    const box = inbox(b);
    const { Redis } = await import('ioredis');
    const raw = new Redis(TEST_REDIS_URL!);
    try {
      await raw.publish(channel, 'junk');
      await raw.publish(channel, JSON.stringify({ users: [1], event: { type: 'nope' } }));
    } finally {
      await raw.quit();
    }
    await a.publish({ users: [5], event: list(5, 5) });
    expect(await box.next()).toEqual({ users: [5], event: list(5, 5) });
    box.unsubscribe();
  });

  it('a dropped subscription comes back by itself and is reported as a gap', async () => {
    const gap = gaps(b);
    const back = gap.next();
    const { Redis } = await import('ioredis');
    const admin = new Redis(TEST_REDIS_URL!);
    try {
      // Kill the two copies' subscribed connections (named after this run's channel), as a Redis
      // restart or a network cut would.
      const clients = String(await admin.client('LIST'));
      const ids = clients
        .split('\n')
        .filter((l) => l.includes(` name=live:${channel} `) && / sub=1 /.test(l))
        .map((l) => /\bid=(\d+)/.exec(l)![1]!);
      expect(ids).toHaveLength(2);
      for (const id of ids) await admin.client('KILL', 'ID', id);
    } finally {
      await admin.quit();
    }
    await back;
    expect(gap.count).toBeGreaterThanOrEqual(1);
    const box = inbox(b);
    await a.publish({ users: [6], event: list(6, 6) });
    expect(await box.next()).toEqual({ users: [6], event: list(6, 6) });
    box.unsubscribe();
  });

  it('is the choice when REDIS_URL is set, on the channel <CACHE_KEY_PREFIX>live', async () => {
    const prefix = `qadhya-test:${crypto.randomBytes(4).toString('hex')}:`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/x',
      WEB_DIST: '/nonexistent',
      REDIS_URL: TEST_REDIS_URL!,
      CACHE_KEY_PREFIX: prefix,
    });
    const bus = await chooseBus(config, { kind: 'pglite' } as Parameters<typeof chooseBus>[1], quiet);
    const other = await redisBus({ url: TEST_REDIS_URL!, channel: `${prefix}live`, log: quiet });
    try {
      expect(bus.kind).toBe('redis');
      const box = inbox(other);
      await bus.publish({ users: [7], event: list(7, 7) });
      expect(await box.next()).toEqual({ users: [7], event: list(7, 7) });
    } finally {
      await bus.close();
      await other.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL bus (TEST_DATABASE_URL)', () => {
  // A channel of this run's own: the API files share the test database (and its NOTIFY channels).
  const channel = `qadhya_live_test_${crypto.randomBytes(6).toString('hex')}`;
  let pool: pg.Pool;
  let db: Kysely<DB>;
  let a: LiveBus;
  let b: LiveBus;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 4 });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const options = {
      url: TEST_DATABASE_URL!,
      notify: createLiveNotifyRepository(db),
      channel,
      log: quiet,
      backoff: { firstMs: 20, maxMs: 200 },
    };
    [a, b] = await Promise.all([postgresBus(options), postgresBus(options)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.destroy();
  });

  it('carries messages between two copies, in order, to every subscriber', async () => {
    expect(a.kind).toBe('postgres');
    await crossCopies(a, b);
  });

  it('drops what is not a message of ours on the channel', async () => {
    const box = inbox(b);
    await pool.query('select pg_notify($1, $2)', [channel, 'junk']);
    await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ users: [1], event: { type: 'nope' } })]);
    await a.publish({ users: [5], event: list(5, 5) });
    expect(await box.next()).toEqual({ users: [5], event: list(5, 5) });
    box.unsubscribe();
  });

  it('a dropped listener reconnects with backoff and is reported as a gap; messages flow again', async () => {
    const gap = gaps(b);
    const back = gap.next();
    // Both copies' listeners are ended by the server (as a restart or a network cut would).
    const killed = await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      `qadhya-live ${channel}`.slice(0, 63),
    ]);
    expect(killed.rowCount).toBe(2);
    await back;
    expect(gap.count).toBe(1);
    // a's listener may still be reconnecting: b (back) hears what a publishes through the pool.
    const box = inbox(b);
    await a.publish({ users: [6], event: list(6, 6) });
    expect(await box.next()).toEqual({ users: [6], event: list(6, 6) });
    box.unsubscribe();
  });

  it('is the choice on PostgreSQL without Redis, on qadhya_live', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', WEB_DIST: '/nonexistent' });
    const bus = await chooseBus(config, { kind: 'postgres', url: TEST_DATABASE_URL!, db } as Parameters<typeof chooseBus>[1], quiet);
    try {
      expect(bus.kind).toBe('postgres');
      const listener = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await listener.connect();
      try {
        const users = [crypto.randomInt(1e6, 1e8)];
        // Other API files may publish on qadhya_live meanwhile: this run's user picks its message out.
        const heard = new Promise<LiveMessage | null>((resolve) =>
          listener.on('notification', (n) => {
            const m = decodeMessage(n.payload ?? '');
            if (n.channel === 'qadhya_live' && m?.users[0] === users[0]) resolve(m);
          }),
        );
        await listener.query('listen qadhya_live');
        await bus.publish({ users, event: list(8, 8) });
        expect(await heard).toEqual({ users, event: list(8, 8) });
      } finally {
        await listener.end();
      }
    } finally {
      await bus.close();
    }
  });
});
