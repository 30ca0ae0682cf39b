import { promotionsApi } from '@qadhya/contracts/routes';
import { PromoPage } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /promos?oc_debut&oc_fin: the daily promos of a range, in the offers order. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotions = app.services.promotions;
  const cache = app.responseCache;

  app.route({
    ...routeOf(app, promotionsApi.listPromos),
    handler: async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      // Statuses and Super Friday depend on the Tunis day: it is part of the key.
      const today = tunisDateString(app.clock.now());
      const body = await cache.get({
        key: `promos|${lang}|${q.oc_debut}|${q.oc_fin}|${q.page}|${q.pageSize}|${today}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(PromoPage, await promotions.list(q, lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=60');
    },
  });
};
