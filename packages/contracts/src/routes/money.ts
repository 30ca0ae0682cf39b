import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import {
  Budget,
  BudgetAllocationRequest,
  BudgetRequest,
  Dashboard,
  DashboardQuery,
  TransactionPage,
  TransactionQuery,
  WalletHome,
} from '../wallet.ts';
import { defineRoutes } from './define.ts';
import { signedIn, tooMany } from './shared.ts';

/** The money routes (docs/api.md#the-route-table). */
export const moneyApi = /* @__PURE__ */ defineRoutes(signedIn('wallet'), {
  listMyTransactions: {
    method: 'GET',
    path: '/api/v1/wallet/transactions',
    summary:
      "The caller's receipts (− paid, + a return) and budget entries (« Budget affecté », given −, received +), newest first; from/to: inclusive Tunis days",
    querystring: TransactionQuery.extend(LangQuery.shape),
    response: { 200: TransactionPage },
  },
  getMyBudget: {
    method: 'GET',
    path: '/api/v1/wallet/budget',
    summary: "This Tunis month's budget: the caller's own, given to and received from family, spent and remaining",
    response: { 200: Budget },
  },
  setMyBudget: {
    method: 'PUT',
    path: '/api/v1/wallet/budget',
    summary: "Sets the caller's grocery budget for this Tunis month (never below what they already gave to family this month)",
    body: BudgetRequest,
    response: {
      200: Budget,
      422: ApiError.describe('BUDGET_BELOW_GIVEN: below what was already given this month'),
      429: tooMany,
    },
  },
  allocateBudget: {
    method: 'POST',
    path: '/api/v1/wallet/budget/allocations',
    summary:
      'Gives budget for this month to a family member (403 NOT_FAMILY_MEMBER for anyone else), at most what the caller has left this month; the same request_id gives it once',
    body: BudgetAllocationRequest,
    response: {
      200: Budget,
      403: ApiError,
      422: ApiError.describe('BUDGET_INSUFFICIENT: more than the caller has left this month; nothing given'),
      429: tooMany,
    },
  },
  getSpendingDashboard: {
    method: 'GET',
    path: '/api/v1/wallet/dashboard',
    summary: 'Spending per Tunis month of a year and the year before, the years with receipts, the budget and « Total de transactions »',
    querystring: DashboardQuery,
    response: { 200: Dashboard },
  },
  getWalletHome: {
    method: 'GET',
    path: '/api/v1/wallet/home',
    summary:
      "The signed-in home: name, tier, points and « Solde actuel », the 20 latest activities, the last 12 months' spending against the year before",
    querystring: LangQuery,
    response: { 200: WalletHome },
  },
});
