import { mobileOfferApi } from '@qadhya/contracts/routes';
import { MobileOfferProductPage } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { actorOf } from '../content-admin/route-parts.ts';

/** The mobile offer (docs/mobile-offer.md): its products, the shoppers' SIM reservations, and support's handling of them. */
export const mobileOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const offer = app.services.mobileOffer;
  const simAdmin = app.services.simAdmin;
  const auth = { preHandler: app.requireUser };

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

  app.route({
    ...routeOf(app, mobileOfferApi.reserveSim),
    ...auth,
    handler: async (req, reply) => {
      const { created, reservation } = await offer.reserve(userIdOf(req), req.body);
      return reply.code(created ? 201 : 200).send(reservation);
    },
  });

  app.route({
    ...routeOf(app, mobileOfferApi.listMySimReservations),
    ...auth,
    handler: async (req) => offer.mine(userIdOf(req), req.query.page, req.query.pageSize),
  });

  app.route({
    ...routeOf(app, mobileOfferApi.getMySimReservation),
    ...auth,
    handler: async (req) => offer.one(userIdOf(req), req.params.id),
  });

  app.route({
    ...routeOf(app, mobileOfferApi.cancelMySimReservation),
    ...auth,
    handler: async (req) => offer.cancel(userIdOf(req), req.params.id),
  });

  // ——— Back office: support handles the reservations (docs/mobile-offer.md#back-office) ———
  const agents = { roles: ['admin', 'support'] as const };

  app.route({
    ...routeOf(app, mobileOfferApi.listAdminSimReservations),
    config: agents,
    handler: async (req) => simAdmin.list(req.query),
  });

  app.route({
    ...routeOf(app, mobileOfferApi.getAdminSimReservation),
    config: agents,
    handler: async (req) => simAdmin.detail(req.params.id),
  });

  app.route({
    ...routeOf(app, mobileOfferApi.revealSimIdNumber),
    config: agents,
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return simAdmin.idNumber(req.params.id, actorOf(req));
    },
  });

  app.route({
    ...routeOf(app, mobileOfferApi.setSimReservationStatus),
    config: agents,
    handler: async (req) => simAdmin.move(req.params.id, req.body, actorOf(req)),
  });
};
