/**
 * The pool's guard (docs/operations.md#database-outages): a connection's error event never ends the
 * process, a full queue is refused at once, a query without answer ends its connection, and the
 * driver's "not now" errors become DatabaseUnavailableError. On a pg.Pool of fake clients: no database.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardPool, type DatabaseLog } from '../../src/db/pool-guard.ts';
import { classifyDatabaseError, DatabaseUnavailableError, databaseUnavailable } from '../../src/db/unavailable.ts';

/** What pg-pool needs of a client: connects at once; its queries answer when the test says. */
class FakeClient extends EventEmitter {
  static made: FakeClient[] = [];
  _queryable = true;
  _ending = false;
  ended = false;
  answer: () => Promise<unknown> = async () => ({ command: 'SELECT', rowCount: 1, rows: [{ one: 1 }] });
  constructor() {
    super();
    FakeClient.made.push(this);
  }
  connect(cb: (err?: Error) => void) {
    setImmediate(() => cb());
  }
  query() {
    return this.answer();
  }
  end() {
    this.ended = true;
    this._ending = true;
    this._queryable = false;
    return Promise.resolve();
  }
}

function setup(options: { max: number; queueMax: number; answerTimeoutMs?: number }) {
  FakeClient.made = [];
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: object, msg: string) => lines.push({ level, msg });
  const log: DatabaseLog = { info: at('info'), warn: at('warn'), error: at('error') };
  const pool = new pg.Pool({ max: options.max, Client: FakeClient as unknown as typeof pg.Client });
  const guarded = guardPool(pool, { queueMax: options.queueMax, answerTimeoutMs: options.answerTimeoutMs ?? 0, log: () => log });
  return { pool, guarded, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a connection error event', () => {
  it('on an idle connection (the server restarted) is logged and the connection dropped, not thrown', async () => {
    const { pool, guarded, lines } = setup({ max: 2, queueMax: 10 });
    const client = await guarded.connect();
    client.release();
    expect(pool.idleCount).toBe(1);
    const fake = FakeClient.made[0]!;
    // pg-pool re-emits it on the pool: without a listener there, EventEmitter throws (the process ends).
    expect(() => fake.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    expect(pool.totalCount).toBe(0);
    expect(lines.some((l) => l.level === 'warn' && /idle connection was lost/.test(l.msg))).toBe(true);
  });

  it('on a connection in use (held between two queries of a transaction) is logged, not thrown', async () => {
    const { guarded, lines } = setup({ max: 2, queueMax: 10 });
    const client = await guarded.connect();
    const fake = FakeClient.made[0]!;
    fake._queryable = false;
    expect(() => fake.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    expect(lines.some((l) => /connection in use was lost/.test(l.msg))).toBe(true);
    // Its next query fails as "unavailable", and it is not handed back to the pool.
    fake.answer = () => Promise.reject(new Error('Client has encountered a connection error and is not queryable'));
    await expect(client.query('select 1', [])).rejects.toBeInstanceOf(DatabaseUnavailableError);
    client.release();
  });
});

describe('the bounded queue', () => {
  it('refuses at once past DATABASE_POOL_QUEUE_MAX, and the waiting ones get their connection in turn', async () => {
    const { pool, guarded } = setup({ max: 1, queueMax: 1 });
    const first = await guarded.connect();
    const second = guarded.connect();
    expect(pool.waitingCount).toBe(1);
    const refused = await guarded.connect().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    expect((refused as DatabaseUnavailableError).reason).toBe('busy');
    first.release();
    const next = await second;
    await expect(next.query('select 1', [])).resolves.toMatchObject({ rows: [{ one: 1 }] });
    next.release();
  });
});

describe('a query without answer (a frozen database)', () => {
  it('is not held to the deadline inside a transaction that lifted its statement timeout (the seed), until it ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { guarded } = setup({ max: 1, queueMax: 10, answerTimeoutMs: 1500 });
    const client = await guarded.connect();
    const fake = FakeClient.made[0]!;
    await client.query('begin', []);
    await client.query('set local statement_timeout = 0', []);
    // Waiting on another copy's seed lock: long, but an answer comes.
    let answer!: (value: unknown) => void;
    fake.answer = () => new Promise((resolve) => (answer = resolve));
    const waiting = client.query("select pg_advisory_xact_lock(hashtext('qadhya-demo-seed'))", []);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.ended).toBe(false);
    answer({ command: 'SELECT', rowCount: 1, rows: [] });
    await waiting;
    fake.answer = async () => ({ command: 'COMMIT', rowCount: 0, rows: [] });
    await client.query('commit', []);
    // After the transaction the deadline is back.
    fake.answer = () => new Promise(() => {});
    const late = client.query('select 1', []).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await late).toBeInstanceOf(DatabaseUnavailableError);
    client.release();
  });

  it('fails as unavailable after answerTimeoutMs, ends its connection, and the pool makes a new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { pool, guarded, lines } = setup({ max: 1, queueMax: 10, answerTimeoutMs: 1500 });
    const client = await guarded.connect();
    const fake = FakeClient.made[0]!;
    fake.answer = () => new Promise(() => {});
    const query = client.query('select 1', []).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fake.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await query;
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect((err as Error).message).toMatch(/no answer from the database within 1500 ms/);
    expect(fake.ended).toBe(true);
    expect(lines.some((l) => l.level === 'error' && /database unavailable/.test(l.msg))).toBe(true);
    client.release();
    expect(pool.totalCount).toBe(0);
    // Once a query answers again: logged as back.
    const again = await guarded.connect();
    await again.query('select 1', []);
    again.release();
    expect(FakeClient.made).toHaveLength(2);
    expect(lines.some((l) => l.level === 'info' && /database back/.test(l.msg))).toBe(true);
    expect(guarded.available()).toBe(true);
  });
});

describe('classifyDatabaseError', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('turns "not now" into DatabaseUnavailableError and leaves the request\u2019s own errors alone', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(classifyDatabaseError(pgError(code)), code).toMatchObject({ reason: 'unreachable' });
    }
    for (const code of ['57014', '55P03']) expect(classifyDatabaseError(pgError(code)), code).toMatchObject({ reason: 'timeout' });
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(DatabaseUnavailableError);
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBeInstanceOf(DatabaseUnavailableError);
    const unique = pgError('23505', 'duplicate key');
    expect(classifyDatabaseError(unique)).toBe(unique);
    const syntax = pgError('42601', 'syntax error');
    expect(classifyDatabaseError(syntax)).toBe(syntax);
    // Any error on a connection that can no longer run queries.
    expect(classifyDatabaseError(new Error('odd'), { _queryable: false })).toBeInstanceOf(DatabaseUnavailableError);
    // Found through a cause chain (a service that wraps it).
    const wrapped = new Error('could not save', { cause: classifyDatabaseError(pgError('57P01')) });
    expect(databaseUnavailable(wrapped)).toBeInstanceOf(DatabaseUnavailableError);
    expect(databaseUnavailable(unique)).toBeNull();
  });
});
