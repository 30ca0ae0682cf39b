import { addDays, catalogueWeek, tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/schema.ts';
import { createPriceHistoryRepository } from '../../modules/price-history/price-history.repository.ts';
import { createPriceHistoryService } from '../../modules/price-history/price-history.service.ts';
import { WEEKS_BACK } from '../catalogues/weeks.ts';
import { generateProducts } from '../products/generate.ts';
import { loadReferenceData } from '../reference.ts';
import { lockSeeding } from '../state.ts';
import { generatePriceHistory } from './generate.ts';

/** The recorder over the seed's transaction: appends what the tables say from now on, as the demo data's. */
export async function recordDemoPrices(trx: Transaction<DB>, clock: Clock): Promise<number> {
  const prices = createPriceHistoryService({ repo: createPriceHistoryRepository(trx), clock });
  const skus = (await trx.selectFrom('products').select('sku').orderBy('sku').execute()).map((p) => p.sku);
  return prices.record(trx, skus, 'seed');
}

/**
 * Two years of price history for every product (docs/products.md#price-history), once: on a
 * database whose log has none yet (a first start, or one seeded before the log existed). Then the
 * recorder checks the log's last rows against the tables (it finds nothing to add when the
 * generator agrees with them, which the demo-data tests check).
 */
export async function ensurePriceHistoryDemo(database: Database, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const done = await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const now = clock.now();
    const today = tunisDateString(now);
    const monthAgo = addDays(today, -30);
    const known = await trx
      .selectFrom('price_log')
      .select('id')
      .where('at', '<', sql<Date>`${monthAgo}::date`)
      .limit(1)
      .executeTakeFirst();
    if (known) return null;
    const started = performance.now();
    const repo = createPriceHistoryRepository(trx);
    const currentWeek = catalogueWeek(today).start;
    // The seeded weeks: from the oldest seeded catalogue week (8 back) on, the tables say what was.
    const oldest = addDays(currentWeek, -7 * WEEKS_BACK);
    const first = await sql<{ first: string | null }>`select to_char(least(
        (select min(promo_date) from promos where promo_date >= ${oldest}::date),
        (select min(oc_debut)::date from catalogues where published_at is not null and oc_fin >= ${oldest}::date)), 'YYYY-MM-DD') as first`.execute(
      trx,
    );
    const realStart = first.rows[0]?.first ?? today;
    const skus = (await trx.selectFrom('products').select('sku').orderBy('sku').execute()).map((p) => p.sku);
    const sources = await repo.sources(trx, skus, realStart);
    const stores = (await trx.selectFrom('stores').select('magasin_code').orderBy('magasin_code').execute()).map((s) => s.magasin_code);
    const promotable = new Set(
      generateProducts(loadReferenceData())
        .filter((p) => !p.noPromo)
        .map((p) => p.sku),
    );
    const rows = generatePriceHistory({ today, sources, realStart, standingSince: currentWeek, promotable, stores });
    const generatedMs = Math.round(performance.now() - started);
    await repo.append(trx, rows);
    const corrected = await recordDemoPrices(trx, clock);
    return { rows: rows.length, corrected, generatedMs, totalMs: Math.round(performance.now() - started) };
  });
  if (done) log.info(done, 'demo data: price history generated');
}
