import { ApiError, LangQuery, ScanRequest, ScanResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** POST /scan. */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const scan = app.services.scan;
  const cache = app.responseCache;

  app.post(
    '/scan',
    {
      schema: {
        tags: ['scan'],
        summary: 'A scanned barcode in a store → the product, its price there (last-chance price if any) and its stock there',
        body: ScanRequest,
        querystring: LangQuery,
        response: { 200: ScanResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const { CODE_PRODUIT: code, MAGASIN_ID: magasin } = req.body;
      const lang = answerLang(req, reply);
      // Holds the stock there: kept a couple of seconds at most (CACHE_STOCK_MS), like GET /stock.
      const body = await cache.get({
        key: `scan|${lang}|${code}|${magasin}`,
        areas: ['catalogue', 'stores', 'last_chance'],
        ttlMs: app.config.cache.stockMs,
        load: async () => serialize(ScanResponse, await scan.scan(code, magasin, lang)),
      });
      // Counted for the back office's home (docs/back-office-content.md#dashboard): answered scans only.
      await scan.record(code, magasin, app.clock.now());
      return sendJsonText(reply, body.bytes, 'no-store');
    },
  );
};
