import type { KyselyPlugin, LogEvent, QueryId } from 'kysely';
import { Kysely } from 'kysely';
import { databaseUnavailable } from './unavailable.ts';

/** The label of a query no repository ran (a service's own transaction, the readiness check, jobs). */
export const OTHER_QUERIES = '(other)';

/** One query done: which repository ran it, how long it took, how it ended (metrics, docs/operations.md#metrics). */
export interface QueryDone {
  repository: string;
  seconds: number;
  outcome: 'ok' | 'unavailable' | 'error';
}

const labels = new WeakMap<QueryId, string>();

/** Marks every query compiled through it with the repository's name. */
function labelPlugin(name: string): KyselyPlugin {
  return {
    transformQuery: (args) => {
      labels.set(args.queryId, name);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** `db` whose queries (and those of its transactions) count under `name` in the metrics. */
export function forRepository<DB>(db: Kysely<DB>, name: string): Kysely<DB> {
  return db.withPlugin(labelPlugin(name));
}

/**
 * Kysely's log hook (db/connect.ts): each query or failed query, told to the listeners with its
 * repository. Nothing is kept per query but the label (collected with the query).
 */
export function queryObserver() {
  const listeners = new Set<(done: QueryDone) => void>();
  const emit = (done: QueryDone) => {
    for (const listener of listeners) listener(done);
  };
  const failure = (error: unknown): QueryDone['outcome'] => (databaseUnavailable(error) ? 'unavailable' : 'error');
  const log = (event: LogEvent) => {
    if (listeners.size === 0) return;
    emit({
      repository: labels.get(event.query.queryId) ?? OTHER_QUERIES,
      seconds: event.queryDurationMillis / 1000,
      outcome: event.level === 'query' ? 'ok' : failure(event.error),
    });
  };
  /** A query that could not get a connection: no repository is known yet, so it counts as (other). */
  const connectFailed = (error: unknown) => emit({ repository: OTHER_QUERIES, seconds: 0, outcome: failure(error) });
  const observe = (listener: (done: QueryDone) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { log, observe, connectFailed };
}
