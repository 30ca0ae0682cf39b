import { stockApi } from '@qadhya/contracts/routes';
import { STOCK_PAGE_DEFAULT, StockResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { badRequest } from '../../errors.ts';
import { answerLang } from '../../http/lang.ts';
import { foldPlace } from '../stores/near-index.ts';
import type { StockPageQuery } from './stock.service.ts';

/** Positions are rounded to 3 decimals (~110 m) so the cache keys stay bounded (docs/stock.md#api). */
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** GET /stock?sku=&stores= or ?sku=[&lat&lng][&current][&gouvernorat][&delegation][&limit][&cursor]. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.services.stock;
  const cache = app.responseCache;

  app.route({
    ...routeOf(app, stockApi.getStock),
    handler: async (req, reply) => {
      const { sku, stores: codes, lat, lng, current, gouvernorat, delegation, limit, cursor } = req.query;
      if ((lat === undefined) !== (lng === undefined)) throw badRequest('VALIDATION_FAILED', 'lat and lng go together');
      if (codes && [lat, current, gouvernorat, delegation, limit, cursor].some((v) => v !== undefined)) {
        throw badRequest(
          'VALIDATION_FAILED',
          'stores= answers exactly those stores: lat, lng, current, gouvernorat, delegation, limit and cursor go without it',
        );
      }
      const lang = answerLang(req, reply);
      const q: StockPageQuery = {
        position: lat !== undefined && lng !== undefined ? { lat: round3(lat), lng: round3(lng) } : undefined,
        current,
        gouvernorat: gouvernorat === undefined ? undefined : foldPlace(gouvernorat),
        delegation: delegation === undefined ? undefined : foldPlace(delegation),
        limit: limit ?? STOCK_PAGE_DEFAULT,
        offset: cursor === undefined ? 0 : Number(cursor),
      };
      const key = codes
        ? `stock|${lang}|${sku}|s:${[...codes].sort().join(',')}`
        : `stock|${lang}|${sku}|p:${q.position ? `${q.position.lat},${q.position.lng}` : '-'}|c:${current ?? ''}|g:${q.gouvernorat ?? ''}|d:${q.delegation ?? ''}|${q.limit}|${q.offset}`;
      // Real-time stock: no data version (stock changes all day); kept a couple of seconds at most.
      const body = await cache.get({
        key,
        areas: ['stores', 'catalogue'],
        ttlMs: app.config.cache.stockMs,
        // Cache off: the plain join and serializer (the reference the tests compare the fast path with).
        load: async () => {
          if (!cache.enabled) {
            return serialize(
              StockResponse,
              codes ? { items: await stock.forSku(sku, codes, lang), next: null } : await stock.forSkuPage(sku, q, lang),
            );
          }
          const version = await cache.versionKey(['stores']);
          return codes ? stock.forSkuJson(version, sku, codes, lang) : stock.forSkuPageJson(version, sku, q, lang);
        },
      });
      return sendReady(req, reply, body, 'no-cache');
    },
  });
};
