import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** SQL only: the PostgreSQL bus's publish (postgres-bus.ts), through the app's pool. */
export function createLiveNotifyRepository(db: Kysely<DB>) {
  return {
    /** `select pg_notify(channel, payload)`. */
    async notify(channel: string, payload: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
  };
}

export type LiveNotifyRepository = ReturnType<typeof createLiveNotifyRepository>;
