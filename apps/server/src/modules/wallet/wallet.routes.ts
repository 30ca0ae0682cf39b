import { walletApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
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
  const pointsLimit = app.limits.perAccount({
    name: 'wallet-points',
    max: POINTS_WRITES_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many points operations: try again in an hour.',
  });

  // Points expire (docs/wallet.md#points-expire): where the job runner runs, today's job is queued
  // (once per day whatever the number of copies); each day's job queues the next one.
  app.addHook('onReady', async () => {
    if (app.config.push.jobsIntervalMs <= 0) return;
    await app.services.pointsExpiry.schedule().catch((err: unknown) => app.log.warn({ err }, 'could not queue the points expiry'));
  });

  const route = routesWith(app, { preHandler: app.requireUser });
  const limitedRoute = routesWith(app, { preHandler: [app.requireUser, pointsLimit] });

  route(walletApi.getMyLoyaltyCard, async (req, reply) => wallet.card(userIdOf(req), answerLang(req, reply)));

  route(walletApi.listMyPoints, async (req, reply) => wallet.points(userIdOf(req), req.query, answerLang(req, reply)));

  route(walletApi.listWalletMembers, async (req) => wallet.members(userIdOf(req)));

  limitedRoute(walletApi.transferPoints, async (req, reply) => wallet.transfer(userIdOf(req), req.body, answerLang(req, reply)));

  limitedRoute(walletApi.convertPoints, async (req, reply) => wallet.convert(userIdOf(req), req.body, answerLang(req, reply)));

  route(walletApi.listMyOffers, async (req, reply) => wallet.offers(userIdOf(req), req.query, answerLang(req, reply)));

  route(walletApi.getMyOffer, async (req, reply) => wallet.offer(userIdOf(req), req.params.id, answerLang(req, reply)));
};
