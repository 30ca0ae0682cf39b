import { AdminShopperDetail, AdminShopperPage, AdminShopperParams, AdminShopperQuery, AdminWalletOffer, ApiError, StaffOfferRequest } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, guarded, staffAuth } from '../content-admin/route-parts.ts';

/** Offers one staff member may issue a day, counted per staff id (docs/wallet.md#back-office-fidelite). */
export const STAFF_OFFER_LIMIT = { name: 'staff-offer', max: 300, windowMs: 86_400_000, message: 'Too many offers issued today: try again tomorrow.' };
export const staffOfferSubject = (staffId: number) => `s${staffId}`;

/** « Fidélité »: staff find a shopper's wallet and issue coupons or vouchers (docs/wallet.md#back-office-fidelite). */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.walletAdmin;
  const readers = { roles: ['admin', 'marketing', 'support'] as const };
  const issuers = { roles: ['admin', 'marketing'] as const };

  app.get(
    '/admin/wallet/shoppers',
    {
      config: readers,
      schema: {
        tags: ['admin'],
        summary: 'Shoppers by exact phone or UID (8 digits), card number (13 digits), or the start of a name (admin, marketing, support)',
        security: staffAuth,
        querystring: AdminShopperQuery,
        response: { 200: AdminShopperPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => wallet.search(req.query),
  );

  app.get(
    '/admin/wallet/shoppers/:id',
    {
      config: readers,
      schema: {
        tags: ['admin'],
        summary: 'One shopper’s wallet: card, points, tier, latest offers and receipts (admin, marketing, support)',
        security: staffAuth,
        params: AdminShopperParams,
        response: { 200: AdminShopperDetail, 400: ApiError, ...guarded, 404: ApiError.describe('SHOPPER_NOT_FOUND') },
      },
    },
    async (req) => wallet.detail(req.params.id),
  );

  app.post(
    '/admin/wallet/offers',
    {
      config: issuers,
      preHandler: async (req) => app.limits.hit(STAFF_OFFER_LIMIT, staffOfferSubject(actorOf(req).staffId)),
      schema: {
        tags: ['admin'],
        summary: 'Issues a coupon or voucher to a shopper, once per request_id (admin, marketing); 201 when made, 200 for a repeated request_id',
        security: staffAuth,
        body: StaffOfferRequest,
        response: {
          200: AdminWalletOffer,
          201: AdminWalletOffer,
          400: ApiError,
          ...guarded,
          404: ApiError.describe('SHOPPER_NOT_FOUND'),
          429: ApiError.describe('RATE_LIMITED: too many offers issued today by this staff member'),
        },
      },
    },
    async (req, reply) => {
      const { created, offer } = await wallet.issue(req.body, actorOf(req));
      return reply.code(created ? 201 : 200).send(offer);
    },
  );
};
