/**
 * "The database cannot answer now": down, restarting, failing over, frozen, or every connection busy
 * with the queue full. The API answers it 503 DATABASE_UNAVAILABLE with Retry-After, never 500
 * (plugins/errors.ts, docs/operations.md#database-outages).
 */
export type UnavailableReason = 'unreachable' | 'timeout' | 'busy';

export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    public readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Seconds a client is told to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs that say "not now" rather than "wrong request": the server shutting down or starting
 * (57P01-57P03), too many connections (53300), out of memory or disk (53xxx), a statement or lock
 * wait cut by its timeout (57014, 55P03), and every connection exception (class 08).
 */
const TRANSIENT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53000', '53100', '53200', '53300', '57014', '55P03']);
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03']);

/** Socket errors of the path to the database (a refused, reset or unreachable connection). */
const NETWORK_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** What node-postgres says when a connection is lost or cannot be made (its errors carry no code). */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|connection timeout|Client was closed/i;

/** A connection that can no longer run queries (pg.Client's own flags). */
export interface ConnectionState {
  _queryable?: boolean;
  _ending?: boolean;
}

/**
 * The error as the API should see it: a DatabaseUnavailableError (its cause the driver's error)
 * when it says the database is out of reach or out of time, else the error itself (a constraint
 * violation, a syntax error… keep their SQLSTATE for the services that read it).
 */
export function classifyDatabaseError(err: unknown, connection?: ConnectionState): unknown {
  if (err instanceof DatabaseUnavailableError) return err;
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (TIMEOUT_SQLSTATES.has(code))
    return new DatabaseUnavailableError(`the database did not answer in time (${message})`, 'timeout', { cause: err });
  const lost =
    TRANSIENT_SQLSTATES.has(code) ||
    code.startsWith('08') ||
    NETWORK_ERRNOS.has(code) ||
    LOST_CONNECTION.test(message) ||
    (connection !== undefined && (connection._queryable === false || connection._ending === true));
  return lost ? new DatabaseUnavailableError(`the database is out of reach (${message || code})`, 'unreachable', { cause: err }) : err;
}

/** Whether `err` (or an error it was caused by) is a DatabaseUnavailableError. */
export function databaseUnavailable(err: unknown): DatabaseUnavailableError | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return e;
  }
  return null;
}
