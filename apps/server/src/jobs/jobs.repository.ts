import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Queryable } from '../db/handles.ts';

/** A job to insert: its payload already JSON. */
export interface JobInsert {
  kind: string;
  payload: string;
  run_at: Date;
  dedupe_key: string | null;
  created_at: Date;
}

/** SQL only: the `jobs` table as a queue (job-runner.ts, docs/notifications.md#jobs). */
export function createJobsRepository(db: Kysely<DB>) {
  return {
    /**
     * Claims up to `limit` due jobs in one transaction of its own: not done, due at `now`, not
     * leased (or the lease past), oldest first, FOR UPDATE SKIP LOCKED so several copies never take
     * the same one; each gets the lease `leaseUntil` and one more try. Answers the rows as read.
     */
    claim: (now: Date, limit: number, leaseUntil: Date) =>
      db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('jobs')
          .select(['id', 'kind', 'payload', 'attempts'])
          .where('done_at', 'is', null)
          .where('run_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return [];
        await trx
          .updateTable('jobs')
          .set({ locked_until: leaseUntil, attempts: sql<number>`attempts + 1` })
          .where(
            'id',
            'in',
            due.map((d) => d.id),
          )
          .execute();
        return due;
      }),

    /** Sets a job's run time, lease, tries, end or last error. */
    async update(
      id: number,
      set: { run_at?: Date; locked_until?: Date | null; attempts?: number; done_at?: Date; last_error?: string | null },
    ): Promise<void> {
      await db.updateTable('jobs').set(set).where('id', '=', id).execute();
    },

    /** Inserts jobs in `q` (the caller's transaction when given); a known dedupe key inserts nothing. */
    async insert(q: Queryable, rows: JobInsert[]): Promise<void> {
      await q
        .insertInto('jobs')
        .values(rows)
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
