import { storesApi } from '@qadhya/contracts/routes';
import { StoresResponse } from '@qadhya/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { nearAnswersOf, roundedPosition } from './near-answers.ts';

/** GET /stores, /stores/near, /stores/at, /stores/:code, /governorates/:name/delegations, /delegations/:name/stores. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.stores;
  const cache = app.responseCache;
  const ttlMs = app.config.cache.ttlMs;
  const route = routesWith(app);

  route(storesApi.listStores, async (req, reply) => {
    const lang = answerLang(req, reply);
    const body = await cache.get({
      key: `stores|${lang}`,
      areas: ['stores'],
      ttlMs,
      load: async () => serialize(StoresResponse, { items: await stores.list(lang) }),
    });
    return sendReady(req, reply, body, 'public, max-age=300');
  });

  route(storesApi.listStoresNear, async (req, reply) => {
    const { lat, lng, radius, limit } = req.query;
    const lang = answerLang(req, reply);
    // The store list in memory, one per language (rebuilt when the stores' data version moves).
    const index = await stores.nearIndex(await cache.versionKey(['stores']), lang);
    if (!cache.enabled) {
      // The same answer as with the cache on, from the rounded position: the nearest stores chosen in SQL.
      const at = roundedPosition(lat, lng, radius);
      const bytes = await stores.nearBytes(index, at.lat, at.lng, radius, limit);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(bytes);
    }
    // Nearest in JS; answers kept per rounded position with their compressed copies (docs/cache.md#stores-near).
    return sendReady(req, reply, nearAnswersOf(index).get(lat, lng, radius, limit), 'public, max-age=300');
  });

  route(storesApi.getStoreAt, async (req, reply) => ({
    store: await stores.at(req.query.lat, req.query.lng, req.query.radius, answerLang(req, reply)),
  }));

  route(storesApi.getStoreByCode, async (req, reply) => {
    const lang = answerLang(req, reply);
    const store = await stores.byCode(req.params.code, lang);
    reply.header('cache-control', 'public, max-age=300');
    return { store };
  });

  route(storesApi.listGovernorateDelegations, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { region1: await stores.delegationNames(req.params.name, answerLang(req, reply)) };
  });

  route(storesApi.listDelegationStores, async (req, reply) => ({
    items: await stores.delegationStores(req.params.name, req.query.gouvernorat, answerLang(req, reply)),
  }));
};
