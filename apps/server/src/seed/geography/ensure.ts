import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { insertBatched } from '../insert.ts';
import { loadReferenceData } from '../reference.ts';
import { lockSeeding } from '../state.ts';
import { generateGeography } from './generate.ts';

/**
 * The real reference data every start needs, production included: Tunisia's 24 governorates and
 * their delegations (docs/reference-data.md). Added once, under the seeding lock; a start that
 * finds them all does nothing. Unlike the demo data (seed/index.ts), this is not sample data.
 */
export async function ensureGeography(database: Database, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const geo = generateGeography(loadReferenceData());
  const count = async () => {
    const row = await sql<{
      n: number;
    }>`select (select count(*) from governorates)::int + (select count(*) from delegations)::int as n`.execute(database.db);
    return row.rows[0]?.n ?? 0;
  };
  const expected = geo.governorates.length + geo.delegations.length;
  if ((await count()) >= expected) return;
  await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    await insertBatched(trx, 'governorates', geo.governorates, true);
    await insertBatched(
      trx,
      'delegations',
      geo.delegations.map(({ governorate: _g, localities: _l, ...d }) => d),
      true,
    );
  });
  log.info({ governorates: geo.governorates.length, delegations: geo.delegations.length }, 'reference geography loaded');
}
