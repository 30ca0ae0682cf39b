import { mobileOfferApi } from '@qadhya/contracts/routes';
import { MobileOfferProductPage } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf, routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** The mobile offer (docs/mobile-offer.md): its products, the shoppers' SIM reservations, and support's handling of them. */
export const mobileOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const offer = app.services.mobileOffer;
  const simAdmin = app.services.simAdmin;

  app.route({
    ...routeOf(app, mobileOfferApi.listMobileOfferProducts),
    handler: async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      const body = await app.responseCache.get({
        key: `mobile-offer|${lang}|${q.kind ?? ''}|${q.magasin_code ?? ''}|${q.page}|${q.pageSize}`,
        areas: ['catalogue', 'last_chance'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(MobileOfferProductPage, await offer.products(q, lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=30');
    },
  });

  const route = routesWith(app, { preHandler: app.requireUser });

  route(mobileOfferApi.reserveSim, async (req, reply) => {
    const { created, reservation } = await offer.reserve(userIdOf(req), req.body, answerLang(req, reply));
    return reply.code(created ? 201 : 200).send(reservation);
  });

  route(mobileOfferApi.listMySimReservations, async (req, reply) =>
    offer.mine(userIdOf(req), req.query.page, req.query.pageSize, answerLang(req, reply)),
  );

  route(mobileOfferApi.getMySimReservation, async (req, reply) => offer.one(userIdOf(req), req.params.id, answerLang(req, reply)));

  route(mobileOfferApi.cancelMySimReservation, async (req, reply) => offer.cancel(userIdOf(req), req.params.id, answerLang(req, reply)));

  // ——— Back office: support handles the reservations (docs/mobile-offer.md#back-office) ———
  const agents = { roles: ['admin', 'support'] as const };
  const agentsRoute = routesWith(app, { config: agents });

  agentsRoute(mobileOfferApi.listAdminSimReservations, async (req) => simAdmin.list(req.query));

  agentsRoute(mobileOfferApi.getAdminSimReservation, async (req) => simAdmin.detail(req.params.id));

  agentsRoute(mobileOfferApi.revealSimIdNumber, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return simAdmin.idNumber(req.params.id, actorOf(req));
  });

  agentsRoute(mobileOfferApi.setSimReservationStatus, async (req) => simAdmin.move(req.params.id, req.body, actorOf(req)));

  // ——— Back office: the offer's products (docs/mobile-offer.md#back-office-products) ———
  const offerAdmin = app.services.offerAdmin;
  const contentRoute = routesWith(app, { config: { roles: CONTENT_ROLES } });

  contentRoute(mobileOfferApi.listAdminOfferProducts, async (req) => offerAdmin.list(req.query));

  contentRoute(mobileOfferApi.getAdminOfferProduct, async (req) => offerAdmin.get(req.params.sku));

  contentRoute(mobileOfferApi.createAdminOfferProduct, async (req, reply) =>
    reply.code(201).send(await offerAdmin.create(req.body, actorOf(req))),
  );

  contentRoute(mobileOfferApi.updateAdminOfferProduct, async (req) => offerAdmin.update(req.params.sku, req.body, actorOf(req)));

  contentRoute(mobileOfferApi.archiveAdminOfferProduct, async (req) => offerAdmin.archive(req.params.sku, req.body.archived, actorOf(req)));
};
