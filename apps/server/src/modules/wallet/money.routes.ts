import { moneyApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** Budget writes an account may make in an hour (docs/wallet.md#transactions-budget-and-dashboard). */
export const BUDGET_WRITES_PER_HOUR = 60;

/** Transactions, the monthly budget and family allocations, the dashboard and the signed-in home. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const budgetLimit = app.limits.perAccount({
    name: 'wallet-budget',
    max: BUDGET_WRITES_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many budget changes: try again in an hour.',
  });

  const route = routesWith(app, { preHandler: app.requireUser });
  const limitedRoute = routesWith(app, { preHandler: [app.requireUser, budgetLimit] });

  route(moneyApi.listMyTransactions, async (req, reply) => wallet.transactions(userIdOf(req), req.query, answerLang(req, reply)));

  route(moneyApi.getMyBudget, async (req) => wallet.budget(userIdOf(req)));

  limitedRoute(moneyApi.setMyBudget, async (req) => wallet.setBudget(userIdOf(req), req.body.amount));

  limitedRoute(moneyApi.allocateBudget, async (req) => wallet.allocate(userIdOf(req), req.body));

  route(moneyApi.getSpendingDashboard, async (req) => wallet.dashboard(userIdOf(req), req.query.year));

  route(moneyApi.getWalletHome, async (req, reply) => wallet.home(userIdOf(req), answerLang(req, reply)));
};
