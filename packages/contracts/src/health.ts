import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/live: the process is up and answers. */
export const LiveResponse = z.object({ status: z.literal('ok') }).meta({ id: 'LiveResponse' });
export type LiveResponse = z.infer<typeof LiveResponse>;

/**
 * One readiness check: `failed` (an error) or `timeout` (no answer in time) make the server unready;
 * `degraded` (Redis away: in-process layers and per-copy limits meanwhile) does not.
 */
export const ReadinessCheck = z
  .object({
    status: z.enum(['ok', 'degraded', 'failed', 'timeout']),
    duration_ms: z.number().int().nonnegative().optional().describe('How long the check took'),
    message: z.string().optional().describe('Why it failed (no connection details)'),
  })
  .meta({ id: 'ReadinessCheck' });
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

/**
 * GET /api/health/ready: 200 `ok` when every check passes, 200 `degraded` when only Redis is away
 * (the copy serves every request on its own layers), else 503 `unavailable` with the failing
 * checks (and the API's error fields, code SERVICE_UNAVAILABLE). While the server shuts down only
 * `draining` is reported.
 */
export const ReadyResponse = z
  .object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    code: z.literal('SERVICE_UNAVAILABLE').optional(),
    message: z.string().optional(),
    checked_at: z.string().describe("The app clock's instant of the checks (ISO 8601)"),
    checks: z.object({
      draining: ReadinessCheck.optional().describe('Failed once shutdown has begun'),
      database: ReadinessCheck.optional().describe('select 1'),
      migrations: ReadinessCheck.optional().describe('Every migration file is recorded as applied'),
      redis: ReadinessCheck.optional().describe('PING, when REDIS_URL is set: degraded, never failed, when it does not answer'),
    }),
  })
  .meta({ id: 'ReadyResponse' });
export type ReadyResponse = z.infer<typeof ReadyResponse>;
