import {
  ApiError,
  LangQuery,
  LoyaltyCard,
  OfferPage,
  OfferQuery,
  PageQuery,
  PointsConvertRequest,
  PointsConvertResult,
  PointsPage,
  PointsTransferRequest,
  PointsTransferResult,
  WalletIdParams,
  WalletMembers,
  WalletOffer,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

export const secured = { security: [{ bearerAuth: [] }] };
export const tooMany = ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header');
/** Transfers and conversions an account may make in an hour (docs/wallet.md#the-shoppers-wallet-api). */
export const POINTS_WRITES_PER_HOUR = 30;

/**
 * The shopper's card, points, transfers to family, conversions into vouchers, coupons and vouchers
 * (docs/wallet.md#the-shoppers-wallet-api). Every answer is the caller's own.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const auth = { preHandler: app.requireUser };
  const pointsLimit = app.limits.perAccount({
    name: 'wallet-points',
    max: POINTS_WRITES_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many points operations: try again in an hour.',
  });

  app.get(
    '/wallet/card',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "The caller's loyalty card (made on first read for older accounts, with its welcome coupon): number, points, tier and the conversion rules",
        response: { 200: LoyaltyCard, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => wallet.card(userIdOf(req)),
  );

  app.get(
    '/wallet/points',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "The caller's points entries, newest first, with the receipt's store and the family member of a transfer",
        querystring: PageQuery.extend(LangQuery.shape),
        response: { 200: PointsPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.points(userIdOf(req), req.query, answerLang(req, reply)),
  );

  app.get(
    '/wallet/members',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: 'The family members points and budget can go to (accepted members of the families the caller is in)',
        response: { 200: WalletMembers, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => wallet.members(userIdOf(req)),
  );

  app.post(
    '/wallet/points/transfer',
    {
      preHandler: [app.requireUser, pointsLimit],
      schema: {
        ...secured,
        tags: ['wallet'],
        summary:
          '« Transférer mes points »: points to a family member, both entries at once; 403 NOT_FAMILY_MEMBER for anyone else (whether they exist or not), 422 POINTS_INSUFFICIENT; the same request_id answers the first result',
        body: PointsTransferRequest,
        querystring: LangQuery,
        response: { 200: PointsTransferResult, 400: ApiError, 401: ApiError, 403: ApiError, 422: ApiError, 429: tooMany, 500: ApiError },
      },
    },
    async (req, reply) => wallet.transfer(userIdOf(req), req.body, answerLang(req, reply)),
  );

  app.post(
    '/wallet/points/convert',
    {
      preHandler: [app.requireUser, pointsLimit],
      schema: {
        ...secured,
        tags: ['wallet'],
        summary:
          '« Utiliser mes points »: points into a voucher worth points × the point value; 422 CONVERSION_INVALID (minimum, step) or POINTS_INSUFFICIENT; the same request_id answers the same voucher',
        body: PointsConvertRequest,
        querystring: LangQuery,
        response: { 200: PointsConvertResult, 400: ApiError, 401: ApiError, 422: ApiError, 429: tooMany, 500: ApiError },
      },
    },
    async (req, reply) => wallet.convert(userIdOf(req), req.body, answerLang(req, reply)),
  );

  app.get(
    '/wallet/offers',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary:
          "The caller's coupons or vouchers of one status (Actif: soonest expiry first; Utilisé: last used first; Expiré: last expired first) and the count of each status",
        querystring: OfferQuery.extend(LangQuery.shape),
        response: { 200: OfferPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.offers(userIdOf(req), req.query, answerLang(req, reply)),
  );

  app.get(
    '/wallet/offers/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "One of the caller's coupons or vouchers; 404 OFFER_NOT_FOUND otherwise (someone else's too)",
        params: WalletIdParams,
        querystring: LangQuery,
        response: { 200: WalletOffer, 400: ApiError, 401: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.offer(userIdOf(req), req.params.id, answerLang(req, reply)),
  );
};
