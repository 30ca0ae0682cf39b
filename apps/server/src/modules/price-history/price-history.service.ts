import type { PriceHistory } from '@qadhya/contracts';
import { tunisDateString, type Clock } from '@qadhya/domain';
import type { Queryable } from '../../db/handles.ts';
import type { PriceLogSource } from '../../db/tables/price-log.ts';
import { notFound } from '../../errors.ts';
import { addMonths, priceHistory, tunisMidnight, WINDOW_MONTHS, type CurrentPrices } from './price-history.ts';
import { corrections, lastChanceOf, promoOn } from './price-log.ts';
import type { PriceHistoryRepository } from './price-history.repository.ts';

/** How far before the window the history reads the log (« lowest since N months » looks 24 months back). */
export const READ_MONTHS_BEFORE_WINDOW = 13;

/**
 * A product's price history (docs/products.md#price-history): the answer of the route, and the
 * recorder every writer of prices calls in its own transaction (`record`).
 */
export function createPriceHistoryService({ repo, clock }: { repo: PriceHistoryRepository; clock: Clock }) {
  return {
    /** GET /products/sku/:sku/price-history. */
    async history(sku: string, magasin: string | null): Promise<PriceHistory> {
      const now = clock.now();
      const today = tunisDateString(now);
      const found = await repo.lookup(sku, magasin);
      if (found.base_price === undefined) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}.`);
      if (found.store === false) throw notFound('STORE_NOT_FOUND', `No store has the code ${magasin}.`);
      const since = new Date(tunisMidnight(addMonths(today, -(WINDOW_MONTHS + READ_MONTHS_BEFORE_WINDOW))));
      const events = await repo.events(sku, magasin, since);
      let current: CurrentPrices = { regular: found.base_price, promo: null, last_chance: null };
      if (events.length === 0) {
        // Nothing logged yet (a database older than the log): today's prices from the product's tables.
        const [src] = await repo.sources(repo.connection, [sku], today);
        if (src)
          current = { regular: src.base_price, promo: promoOn(src, today), last_chance: magasin ? lastChanceOf(src, magasin) : null };
      }
      return priceHistory({ sku, magasin, now, events, current });
    },

    /**
     * Brings the log of these skus in line with their tables, from now on, in the caller's
     * transaction (after its change): answers how many rows it appended.
     */
    async record(q: Queryable, skus: readonly string[], source: PriceLogSource): Promise<number> {
      if (skus.length === 0) return 0;
      const now = clock.now();
      const sources = await repo.sources(q, skus, tunisDateString(now));
      const logged = await repo.logged(q, skus, now);
      const rows = corrections({ sources, logged, now, source });
      await repo.append(q, rows);
      return rows.length;
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
/** What a writer of prices needs: the recorder alone. */
export type PriceRecorder = Pick<PriceHistoryService, 'record'>;
