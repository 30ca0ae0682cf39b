import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { classifyDatabaseError, DatabaseUnavailableError, databaseUnavailable, type ConnectionState } from './unavailable.ts';

/** Where the pool reports what an on-call team wants in the log (the app's logger once it exists). */
export interface DatabaseLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: DatabaseLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface PoolGuardOptions {
  /** Queries waiting for a free connection at most; one more is refused at once (503). */
  queueMax: number;
  /**
   * A query with no answer after this many ms ends its connection and fails (503): the database
   * or the network is frozen. The statement timeout plus a grace; 0: never.
   */
  answerTimeoutMs: number;
  log: () => DatabaseLog;
  /** Told when no connection could be had (refused, busy): no query ran, so the log hook never sees it. */
  onConnectFailed?: (err: unknown) => void;
}

const LIFTS_TIMEOUT = /^\s*set\s+local\s+statement_timeout\s*=\s*0\s*;?\s*$/i;
const ENDS_TRANSACTION = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * The pool as Kysely sees it (docs/operations.md#database-outages): every connection's `error`
 * event is listened to (an unlistened one ends the process), a full queue answers at once, a query
 * without answer past `answerTimeoutMs` ends its connection, and the errors that mean "the database
 * cannot answer now" become DatabaseUnavailableError. Logs once when the database goes away and once
 * when it is back, with the outage's length.
 */
export function guardPool(pool: pg.Pool, options: PoolGuardOptions): PostgresPool & { available(): boolean } {
  let downSince: number | null = null;

  const failed = (err: unknown): unknown => {
    const unavailable = databaseUnavailable(err);
    if (unavailable?.reason === 'timeout')
      options.log().warn({ err: unavailable.message }, 'database: a statement or lock wait ran out of time');
    if (unavailable?.reason === 'unreachable' && downSince === null) {
      downSince = Date.now();
      options
        .log()
        .error(
          { reason: unavailable.reason, err: unavailable.message },
          'database unavailable: answering 503 DATABASE_UNAVAILABLE until it is back',
        );
    }
    return err;
  };
  const answered = () => {
    if (downSince === null) return;
    options.log().info({ outage_ms: Date.now() - downSince }, 'database back');
    downSince = null;
  };

  // An idle connection the server closed (restart, failover): pg-pool drops it and emits this.
  pool.on('error', (err) => {
    options.log().warn({ err: err.message }, 'database: an idle connection was lost (a new one is made when needed)');
  });
  // A connection handed out has no listener of pg-pool's: one of ours, for its whole life.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      options.log().warn({ err: err.message }, 'database: a connection in use was lost');
    });
  });

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let broken: Error | undefined;
    // Start-up work that lifts its statement timeout for its transaction (the demo seed, which also waits
    // on another copy's seed) is not held to the answer deadline either, until that transaction ends.
    let unbounded = false;
    const query = async <R>(text: string, params: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
      if (broken) throw failed(new DatabaseUnavailableError('the connection was lost', 'unreachable', { cause: broken }));
      if (LIFTS_TIMEOUT.test(text)) unbounded = true;
      else if (ENDS_TRANSACTION.test(text)) unbounded = false;
      let timer: NodeJS.Timeout | undefined;
      const late =
        options.answerTimeoutMs > 0 && !unbounded
          ? new Promise<never>((_, reject) => {
              timer = setTimeout(() => {
                // Frozen (no answer at all, not even the statement timeout's): as good as unreachable.
                broken = new DatabaseUnavailableError(`no answer from the database within ${options.answerTimeoutMs} ms`, 'unreachable');
                // The socket is destroyed (pg.Client.end with a query in flight): the pool drops it on release.
                void client.end().catch(() => {});
                reject(broken);
              }, options.answerTimeoutMs);
            })
          : null;
      try {
        const running = client.query(text, params as unknown[]) as unknown as Promise<PostgresQueryResult<R>>;
        const result = await (late ? Promise.race([running, late]) : running);
        answered();
        return result;
      } catch (err) {
        const classified = classifyDatabaseError(err, client as unknown as ConnectionState);
        if (databaseUnavailable(classified)) broken ??= classified as Error;
        throw failed(classified);
      } finally {
        clearTimeout(timer);
      }
    };
    return {
      query: query as PostgresPoolClient['query'],
      // A lost or timed-out connection is ended rather than handed back.
      release: () => client.release(broken),
    };
  };

  return {
    async connect() {
      if (pool.waitingCount >= options.queueMax && pool.totalCount >= (pool.options.max ?? 10) && pool.idleCount === 0) {
        const busy = new DatabaseUnavailableError(
          `every database connection is busy and ${pool.waitingCount} queries wait already`,
          'busy',
        );
        options.onConnectFailed?.(busy);
        throw busy;
      }
      try {
        return wrap(await pool.connect());
      } catch (err) {
        const classified = classifyDatabaseError(err);
        const unavailable = databaseUnavailable(classified)
          ? classified
          : new DatabaseUnavailableError(`no database connection (${(err as Error).message})`, 'unreachable', { cause: err });
        options.onConnectFailed?.(unavailable);
        throw failed(unavailable);
      }
    },
    end: () => pool.end(),
    available: () => downSince === null,
  };
}
