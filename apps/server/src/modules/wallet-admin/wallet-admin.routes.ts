import { walletAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { actorOf } from '../content-admin/route-parts.ts';

/** Offers one staff member may issue a day, counted per staff id (docs/wallet.md#back-office-fidelite). */
export const STAFF_OFFER_LIMIT = {
  name: 'staff-offer',
  max: 300,
  windowMs: 86_400_000,
  message: 'Too many offers issued today: try again tomorrow.',
};
export const staffOfferSubject = (staffId: number) => `s${staffId}`;

/** « Fidélité »: staff find a shopper's wallet and issue coupons or vouchers (docs/wallet.md#back-office-fidelite). */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.walletAdmin;
  const readers = { roles: ['admin', 'marketing', 'support'] as const };
  const issuers = { roles: ['admin', 'marketing'] as const };
  const route = routesWith(app, { config: readers });

  route(walletAdminApi.searchAdminShoppers, async (req) => wallet.search(req.query));

  route(walletAdminApi.getAdminShopper, async (req) => wallet.detail(req.params.id));

  route(
    walletAdminApi.issueAdminOffer,
    async (req, reply) => {
      const { created, offer } = await wallet.issue(req.body, actorOf(req));
      return reply.code(created ? 201 : 200).send(offer);
    },
    { config: issuers, preHandler: async (req) => app.limits.hit(STAFF_OFFER_LIMIT, staffOfferSubject(actorOf(req).staffId)) },
  );

  // The points' life (docs/wallet.md#points-expire): read by the three roles, changed by admin and marketing, audited.
  route(walletAdminApi.getLoyaltySettings, async () => app.services.pointsExpiry.settings());

  route(walletAdminApi.setLoyaltySettings, async (req) => app.services.pointsExpiry.saveSettings(req.body, actorOf(req)), {
    config: issuers,
  });
};
