import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** SQL only: the readiness check's question to the database (readiness.ts). */
export function createReadinessRepository(db: Kysely<DB>) {
  return {
    /** `select 1`: the database answers. */
    async selectOne(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
