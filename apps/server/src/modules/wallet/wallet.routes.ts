import { walletApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

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

  app.route({
    ...routeOf(app, walletApi.getMyLoyaltyCard),
    ...auth,
    handler: async (req) => wallet.card(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, walletApi.listMyPoints),
    ...auth,
    handler: async (req, reply) => wallet.points(userIdOf(req), req.query, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, walletApi.listWalletMembers),
    ...auth,
    handler: async (req) => wallet.members(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, walletApi.transferPoints),
    preHandler: [app.requireUser, pointsLimit],
    handler: async (req, reply) => wallet.transfer(userIdOf(req), req.body, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, walletApi.convertPoints),
    preHandler: [app.requireUser, pointsLimit],
    handler: async (req, reply) => wallet.convert(userIdOf(req), req.body, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, walletApi.listMyOffers),
    ...auth,
    handler: async (req, reply) => wallet.offers(userIdOf(req), req.query, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, walletApi.getMyOffer),
    ...auth,
    handler: async (req, reply) => wallet.offer(userIdOf(req), req.params.id, answerLang(req, reply)),
  });
};
