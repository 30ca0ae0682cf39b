/**
 * The database's queries per repository in GET /metrics (docs/operations.md#metrics): their latency
 * by repository, and their failures by kind.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forRepository } from '../../src/db/query-observer.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** The value of one sample line of the Prometheus text, or 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('db_query_* metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RESPONSE_CACHE: 'off' } });
  });
  afterAll(async () => app?.close());

  const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

  it('times the queries under the repository that ran them, the rest under (other)', async () => {
    const before = await scrape();
    const res = await app.inject({ method: 'GET', url: '/api/v1/governorates' });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/health' });
    const after = await scrape();
    // The governorates and their delegations: two queries of the reference repository.
    const count = 'db_query_duration_seconds_count{repository="reference"}';
    expect(sample(after, count) - sample(before, count)).toBe(2);
    expect(sample(after, 'db_query_duration_seconds_bucket{le="+Inf",repository="reference"}')).toBe(sample(after, count));
    // GET /api/health reads schema_migrations itself, through no repository.
    const other = 'db_query_duration_seconds_count{repository="(other)"}';
    expect(sample(after, other)).toBeGreaterThan(sample(before, other));
  });

  it('counts a failed query by repository and kind', async () => {
    const line = 'db_query_errors_total{repository="reference",kind="error"}';
    const before = sample(await scrape(), line);
    // A query that fails on its own (not an outage), labelled as the reference repository's are.
    await expect(sql`select * from no_such_table`.execute(forRepository(app.database.db, 'reference'))).rejects.toThrow(/no_such_table/);
    expect(sample(await scrape(), line)).toBe(before + 1);
  });
});
