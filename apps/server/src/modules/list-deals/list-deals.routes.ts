import { listDealsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';
import { routesWith } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/**
 * « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): a list's and the
 * favourites' items on a deal, and the weekly push's settings; the push's hourly job is queued here.
 */
export const listDealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deals = app.services.listDeals;

  // Where the job runner runs, the current hour's job is queued (once whatever the number of copies);
  // each hour's job queues the next one.
  app.addHook('onReady', async () => {
    if (app.config.push.jobsIntervalMs <= 0) return;
    await app.services.listDealsAlerts.schedule().catch((err: unknown) => app.log.warn({ err }, 'could not queue the list deals job'));
  });

  const route = routesWith(app, { preHandler: app.requireUser });

  route(listDealsApi.getListDeals, async (req, reply) => {
    answerLang(req, reply);
    return deals.forList(userIdOf(req), req.params.id, req.query);
  });

  route(listDealsApi.getListDealCounts, async (req, reply) => {
    answerLang(req, reply);
    return deals.counts(userIdOf(req), req.query);
  });

  route(listDealsApi.getFavouriteDeals, async (req, reply) => {
    answerLang(req, reply);
    return deals.forFavourites(userIdOf(req), req.query);
  });

  route(listDealsApi.getListDealsAlert, async (req) => deals.alert(userIdOf(req)));

  route(listDealsApi.setListDealsAlert, async (req) => deals.setAlert(userIdOf(req), req.body));
};
