import { PriceHistory } from '@qadhya/contracts';
import { priceHistoryApi } from '@qadhya/contracts/routes';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { routesWith } from '../../http/route.ts';

/** GET /products/sku/:sku/price-history (docs/products.md#price-history). */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const prices = app.services.priceHistory;
  const route = routesWith(app);

  route(priceHistoryApi.getProductPriceHistory, async (req, reply) => {
    const { sku } = req.params;
    const magasin = req.query.magasin ?? null;
    // Cached by the Tunis day (the window and what is in force move with it) and the data versions:
    // every price change appends to the log (prices); a product or store removed (catalogue, stores);
    // a product the log knows nothing of is read from its tables (catalogue, last chance).
    const body = await app.responseCache.get({
      key: `price-history|${sku}|${magasin ?? ''}|${tunisDateString(app.clock.now())}`,
      areas: ['prices', 'catalogue', 'last_chance', 'stores'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(PriceHistory, await prices.history(sku, magasin)),
    });
    return sendReady(req, reply, body, 'public, max-age=60');
  });
};
