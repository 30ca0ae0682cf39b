import { ensureGamesDemo } from './games/index.ts';
import { ensureMobileOfferDemo } from './mobile-offer/index.ts';
import { ensurePriceHistoryDemo, recordDemoPrices } from './price-history/index.ts';
import { DEFAULT_WALLET_RULES, tunisDateString, type Clock, type WalletRules } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect.ts';
import { fillArabic } from './arabic-fill.ts';
import { generateDemoData } from './demo-data.ts';
import { insertDemoData } from './insert.ts';
import { SEED_VERSION, lockSeeding, readSeedState, writeSeedState } from './state.ts';
import { topUp, topUpPlan } from './topup.ts';
import { ensureShoppingListsDemo } from './shopping-lists/index.ts';
import { ensureWalletDemo } from './wallet/index.ts';

/**
 * Generates the demo data on first start (one transaction), and on later starts adds what the
 * calendar needs (last, current and next week's catalogues and promos). Relative to the clock's
 * day in Tunis; deterministic for a given day.
 */
export async function ensureDemoData(
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  walletRules: WalletRules = DEFAULT_WALLET_RULES,
): Promise<void> {
  await ensureCatalogueData(database, clock, log);
  // The demo shoppers' wallet, also on a database seeded before they existed (docs/wallet.md#demo-data).
  await ensureWalletDemo(database, clock, log, walletRules);
  // Their two shopping lists (docs/shopping-lists.md#demo-data), once the accounts exist.
  await ensureShoppingListsDemo(database, clock, log);
  // The game campaigns (docs/games.md#demo-data), once.
  await ensureGamesDemo(database, clock, log);
  // The mobile offer's products (docs/mobile-offer.md#demo-data), once.
  await ensureMobileOfferDemo(database, clock, log);
  // Two years of price history for every product (docs/products.md#price-history), once, after every product is there.
  await ensurePriceHistoryDemo(database, clock, log);
}

async function ensureCatalogueData(database: Database, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const today = tunisDateString(clock.now());
  const known = await readSeedState(database.db);
  if (known && known.version === SEED_VERSION) {
    const plan = topUpPlan(today, known);
    if (plan.weeks.length === 0 && !plan.newCurrent) {
      // Nothing to add: only the Arabic forms a database seeded before migration 0013 lacks.
      const filled = await database.db.transaction().execute(async (trx) => {
        await lockSeeding(trx);
        return fillArabic(trx);
      });
      if (filled > 0) log.info({ rows: filled }, 'demo data: Arabic forms filled');
      return;
    }
  }
  await seedOrTopUp(database, clock, log, today);
}

/** The first seed or the calendar's top-up, each followed by the Arabic forms of what it added. */
async function seedOrTopUp(database: Database, clock: Clock, log: FastifyBaseLogger, today: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const state = await readSeedState(trx);
    if (!state) {
      const started = performance.now();
      const data = generateDemoData(today);
      const generatedMs = Math.round(performance.now() - started);
      await insertDemoData(trx, data);
      const arabicRows = await fillArabic(trx);
      await writeSeedState(
        trx,
        { version: SEED_VERSION, anchorDate: today, lastWeekStart: data.lastWeekStart, currentWeekStart: data.currentWeekStart },
        clock.now(),
      );
      log.info(
        {
          today,
          generatedMs,
          totalMs: Math.round(performance.now() - started),
          stores: data.stores.length,
          products: data.products.length,
          catalogues: data.catalogues.length,
          stock: data.stock.length,
          arabicRows,
        },
        'demo data generated',
      );
      return;
    }
    if (state.version !== SEED_VERSION) {
      log.warn(
        { seeded: state.version, current: SEED_VERSION },
        'demo data from another generator version: left as is (reset the data folder to regenerate)',
      );
      return;
    }
    const result = await topUp(trx, today, state);
    const arabicRows = await fillArabic(trx);
    if (!result) return;
    // The week's new prices and promos go to the price log (docs/products.md#price-history).
    const priceRows = await recordDemoPrices(trx, clock);
    await writeSeedState(trx, result.state, clock.now());
    log.info(
      { today, addedWeeks: result.addedWeeks, updatedProducts: result.updatedProducts, arabicRows, priceRows },
      'demo data topped up',
    );
  });
}
