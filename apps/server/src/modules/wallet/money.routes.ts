import { moneyApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** Budget writes an account may make in an hour (docs/wallet.md#transactions-budget-and-dashboard). */
export const BUDGET_WRITES_PER_HOUR = 60;

/** Transactions, the monthly budget and family allocations, the dashboard and the signed-in home. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const auth = { preHandler: app.requireUser };
  const budgetLimit = app.limits.perAccount({
    name: 'wallet-budget',
    max: BUDGET_WRITES_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many budget changes: try again in an hour.',
  });

  app.route({
    ...routeOf(app, moneyApi.listMyTransactions),
    ...auth,
    handler: async (req, reply) => wallet.transactions(userIdOf(req), req.query, answerLang(req, reply)),
  });

  app.route({
    ...routeOf(app, moneyApi.getMyBudget),
    ...auth,
    handler: async (req) => wallet.budget(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, moneyApi.setMyBudget),
    preHandler: [app.requireUser, budgetLimit],
    handler: async (req) => wallet.setBudget(userIdOf(req), req.body.amount),
  });

  app.route({
    ...routeOf(app, moneyApi.allocateBudget),
    preHandler: [app.requireUser, budgetLimit],
    handler: async (req) => wallet.allocate(userIdOf(req), req.body),
  });

  app.route({
    ...routeOf(app, moneyApi.getSpendingDashboard),
    ...auth,
    handler: async (req) => wallet.dashboard(userIdOf(req), req.query.year),
  });

  app.route({
    ...routeOf(app, moneyApi.getWalletHome),
    ...auth,
    handler: async (req, reply) => wallet.home(userIdOf(req), answerLang(req, reply)),
  });
};
