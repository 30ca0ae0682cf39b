import { scanApi } from '@qadhya/contracts/routes';
import { ScanResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { sendReadyBody, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { SCAN_LOG_FLUSH_MS } from './scan.service.ts';

/** POST /scan. */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const scan = app.services.scan;
  const cache = app.responseCache;

  // Answered scans are counted in memory and written in batches (docs/scan.md#counting-scans).
  const flush = () => scan.flushScans().catch((err: unknown) => app.log.warn({ err }, 'could not write the scan log'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void flush(), SCAN_LOG_FLUSH_MS);
    timer.unref();
  });
  // preClose: the database is still open (it closes in onClose).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });

  app.route({
    ...routeOf(app, scanApi.scanBarcode),
    handler: async (req, reply) => {
      const { CODE_PRODUIT: code, MAGASIN_ID: magasin } = req.body;
      const lang = answerLang(req, reply);
      // Holds the stock there: kept a couple of seconds at most (CACHE_STOCK_MS), like GET /stock.
      const body = await cache.get({
        key: `scan|${lang}|${code}|${magasin}`,
        areas: ['catalogue', 'stores', 'last_chance'],
        ttlMs: app.config.cache.stockMs,
        load: async () => serialize(ScanResponse, await scan.scan(code, magasin, lang)),
      });
      // Counted for the back office's home (docs/back-office-content.md#dashboard): answered scans only, in memory until flushed.
      scan.record(code, magasin, app.clock.now());
      // Compressed once per cached answer (docs/cache.md#answers-on-the-wire).
      return sendReadyBody(req, reply, body, 'no-store');
    },
  });
};
