import {
  ApiError,
  Budget,
  BudgetAllocationRequest,
  BudgetRequest,
  Dashboard,
  DashboardQuery,
  LangQuery,
  TransactionPage,
  TransactionQuery,
  WalletHome,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { secured, tooMany } from './wallet.routes.ts';

/** Budget writes an account may make in an hour (docs/wallet.md#transactions-budget-and-dashboard). */
export const BUDGET_WRITES_PER_HOUR = 60;

/** Transactions, the monthly budget and family allocations, the dashboard and the signed-in home. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;
  const auth = { preHandler: app.requireUser };
  const budgetLimit = app.limits.perAccount({ name: 'wallet-budget', max: BUDGET_WRITES_PER_HOUR, windowMs: 3_600_000, message: 'Too many budget changes: try again in an hour.' });

  app.get(
    '/wallet/transactions',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "The caller's receipts (− paid, + a return) and budget entries (« Budget affecté », given −, received +), newest first; from/to: inclusive Tunis days",
        querystring: TransactionQuery.extend(LangQuery.shape),
        response: { 200: TransactionPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.transactions(userIdOf(req), req.query, answerLang(req, reply)),
  );

  app.get(
    '/wallet/budget',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "This Tunis month's budget: the caller's own, given to and received from family, spent and remaining",
        response: { 200: Budget, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => wallet.budget(userIdOf(req)),
  );

  app.put(
    '/wallet/budget',
    {
      preHandler: [app.requireUser, budgetLimit],
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "Sets the caller's grocery budget for this Tunis month (never below what they already gave to family this month)",
        body: BudgetRequest,
        response: { 200: Budget, 400: ApiError, 401: ApiError, 422: ApiError.describe('BUDGET_BELOW_GIVEN: below what was already given this month'), 429: tooMany, 500: ApiError },
      },
    },
    async (req) => wallet.setBudget(userIdOf(req), req.body.amount),
  );

  app.post(
    '/wallet/budget/allocations',
    {
      preHandler: [app.requireUser, budgetLimit],
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: 'Gives budget for this month to a family member (403 NOT_FAMILY_MEMBER for anyone else), at most what the caller has left this month; the same request_id gives it once',
        body: BudgetAllocationRequest,
        response: { 200: Budget, 400: ApiError, 401: ApiError, 403: ApiError, 422: ApiError.describe('BUDGET_INSUFFICIENT: more than the caller has left this month; nothing given'), 429: tooMany, 500: ApiError },
      },
    },
    async (req) => wallet.allocate(userIdOf(req), req.body),
  );

  app.get(
    '/wallet/dashboard',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: 'Spending per Tunis month of a year and the year before, the years with receipts, the budget and « Total de transactions »',
        querystring: DashboardQuery,
        response: { 200: Dashboard, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => wallet.dashboard(userIdOf(req), req.query.year),
  );

  app.get(
    '/wallet/home',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['wallet'],
        summary: "The signed-in home: name, tier, points and « Solde actuel », the 20 latest activities, the last 12 months' spending against the year before",
        querystring: LangQuery,
        response: { 200: WalletHome, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => wallet.home(userIdOf(req), answerLang(req, reply)),
  );
};
