import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Bump when the generator changes in a way that needs a fresh database (a warning is logged). */
export const SEED_VERSION = 1;
export const STATE_ID = 'demo';

export interface SeedState {
  version: number;
  anchorDate: string;
  lastWeekStart: string;
  currentWeekStart: string;
}

type Tx = Transaction<DB> | Kysely<DB>;

/**
 * Serialises seeding between server copies sharing one PostgreSQL (no-op cost on PGlite). Seeding is
 * start-up work, not a request: its transaction waits on the other copy's seed and may take longer
 * than a request's statement_timeout (docs/operations.md#bounded-waiting), so the limit is lifted for it.
 */
export async function lockSeeding(trx: Transaction<DB>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext('qadhya-demo-seed'))`.execute(trx);
}

export async function readSeedState(db: Tx): Promise<SeedState | null> {
  const row = await db
    .selectFrom('seed_state')
    .select([
      'version',
      sql<string>`to_char(anchor_date, 'YYYY-MM-DD')`.as('anchor'),
      sql<string>`to_char(last_week_start, 'YYYY-MM-DD')`.as('last'),
      sql<string>`to_char(current_week_start, 'YYYY-MM-DD')`.as('current'),
    ])
    .where('id', '=', STATE_ID)
    .executeTakeFirst();
  return row ? { version: row.version, anchorDate: row.anchor, lastWeekStart: row.last, currentWeekStart: row.current } : null;
}

export async function writeSeedState(db: Tx, state: SeedState, now: Date): Promise<void> {
  const values = {
    version: state.version,
    anchor_date: state.anchorDate,
    last_week_start: state.lastWeekStart,
    current_week_start: state.currentWeekStart,
    updated_at: now,
  };
  await db
    .insertInto('seed_state')
    .values({ id: STATE_ID, ...values, seeded_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
