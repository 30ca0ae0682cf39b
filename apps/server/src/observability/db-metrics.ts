import { Counter, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/connect.ts';

/**
 * The database's queries per repository (docs/operations.md#metrics): how long they took, and the
 * ones that failed, as `unavailable` (the database down, frozen or full: 503s) or `error` (the
 * query's own). Fed by Kysely's log hook (db/query-observer.ts); stops with the app.
 */
export function databaseMetrics(registry: Registry, database: Database): () => void {
  const registers = [registry];
  const durations = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database queries, by repository ((other): services\u2019 own transactions, readiness, jobs), from sent to answered or failed',
    labelNames: ['repository'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const errors = new Counter({
    name: 'db_query_errors_total',
    help: 'Database queries that failed, by repository and kind (unavailable: down, frozen, timed out or full; error: the query\u2019s own)',
    labelNames: ['repository', 'kind'],
    registers,
  });
  return (
    database.observeQueries?.((done) => {
      durations.observe({ repository: done.repository }, done.seconds);
      if (done.outcome !== 'ok') errors.inc({ repository: done.repository, kind: done.outcome });
    }) ?? (() => {})
  );
}
