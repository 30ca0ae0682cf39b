import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/handles.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import type { JobsRepository } from './jobs.repository.ts';

/** What a handler may answer: nothing (done), or a later time to run again (not a failure). */
export type JobOutcome = void | { deferUntil: Date };
export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<JobOutcome>;

export interface EnqueueJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Default: now. */
  runAt?: Date;
  /** The same key twice queues the job once. */
  dedupeKey?: string;
}

/** A claimed job is another copy's to run for this long; past it, it is claimed again. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Tries before a job is given up (its last error kept). */
export const JOB_MAX_ATTEMPTS = 5;
/** A job that met the database unavailable runs again after this (no try counted). */
export const JOB_DATABASE_RETRY_MS = 30_000;
/** Wait before try n+1: 30 s, 2 min, 8 min, 32 min. */
export const jobBackoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

/**
 * The `jobs` table as a queue (docs/notifications.md#jobs): enqueue in the caller's transaction
 * (with a dedupe key), claim due jobs with FOR UPDATE SKIP LOCKED so several server copies never
 * run the same one, a lease so a crashed copy's job comes back, retries with backoff. `runDue` is
 * what the interval calls and what tests call with their clock.
 */
export function createJobRunner(deps: { repo: JobsRepository; clock: Clock; log: FastifyBaseLogger }) {
  const { repo, clock, log } = deps;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const claim = async (limit: number) => {
    const now = clock.now();
    const due = await repo.claim(now, limit, new Date(now.getTime() + JOB_LEASE_MS));
    return due.map((d) => ({ ...d, id: Number(d.id), attempts: d.attempts + 1 }));
  };

  const runOne = async (job: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }) => {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const outcome = await handler(typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload, job);
      if (outcome && 'deferUntil' in outcome) {
        // Waiting (quiet hours, the next batch) is not a failed try.
        await repo.update(job.id, { run_at: outcome.deferUntil, locked_until: null, attempts: job.attempts - 1 });
      } else {
        await repo.update(job.id, { done_at: clock.now(), locked_until: null, last_error: null });
      }
    } catch (err) {
      if (databaseUnavailable(err)) {
        // Not the job's fault: no try counted, it runs again soon (if even this write fails, its lease brings it back).
        log.warn({ job: job.id, kind: job.kind }, 'a job met the database unavailable: it will run again');
        await repo.update(job.id, {
          locked_until: null,
          attempts: job.attempts - 1,
          run_at: new Date(clock.now().getTime() + JOB_DATABASE_RETRY_MS),
        });
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= JOB_MAX_ATTEMPTS;
      log.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts, giveUp }, 'a job failed');
      const now = clock.now();
      await repo.update(job.id, {
        last_error: message.slice(0, 500),
        locked_until: null,
        ...(giveUp ? { done_at: now } : { run_at: new Date(now.getTime() + jobBackoffMs(job.attempts)) }),
      });
    }
  };

  const runner = {
    /** Registers the handler of a job kind (once per kind). */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },

    /** Queues a job (in `q`'s transaction when given); a known dedupe key queues nothing. */
    async enqueue(q: Queryable, jobs: EnqueueJob[]): Promise<void> {
      if (jobs.length === 0) return;
      const now = clock.now();
      await repo.insert(
        q,
        jobs.map((j) => ({
          kind: j.kind,
          payload: JSON.stringify(j.payload),
          run_at: j.runAt ?? now,
          dedupe_key: j.dedupeKey ?? null,
          created_at: now,
        })),
      );
    },

    /**
     * Runs the jobs due now, one claim of `batch` at a time, until none is due or `maxJobs` ran.
     * Returns how many ran. One run at a time per process (a second call waits for the first).
     */
    async runDue(options: { batch?: number; maxJobs?: number } = {}): Promise<number> {
      if (running) await running.catch(() => 0);
      const work = (async () => {
        const batch = options.batch ?? 20;
        const maxJobs = options.maxJobs ?? 200;
        let ran = 0;
        while (ran < maxJobs) {
          const jobs = await claim(Math.min(batch, maxJobs - ran));
          if (jobs.length === 0) break;
          for (const job of jobs) await runOne(job);
          ran += jobs.length;
        }
        return ran;
      })();
      running = work;
      try {
        return await work;
      } finally {
        if (running === work) running = null;
      }
    },

    /** Looks for due jobs every `intervalMs` (0: never) until `stop`. */
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      // The database away: one warning, and the runner looks again at each tick (docs/operations.md#database-outages).
      let waiting = false;
      timer = setInterval(() => {
        if (running) return;
        runner.runDue().then(
          () => {
            if (waiting) log.info('the job runner reaches the database again');
            waiting = false;
          },
          (err) => {
            if (!databaseUnavailable(err)) log.error({ err }, 'the job runner failed');
            else if (!waiting) log.warn({ err: (err as Error).message }, 'the job runner waits for the database');
            waiting = databaseUnavailable(err) !== null;
          },
        );
      }, intervalMs);
      timer.unref();
    },

    /** Stops the interval and waits for the run in flight. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running.catch(() => 0);
    },
  };
  return runner;
}

export type JobRunner = ReturnType<typeof createJobRunner>;
