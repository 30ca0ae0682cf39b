import { ApiError } from '../errors.ts';
import { ListDealCounts, ListDeals, ListDealsAlert, ListDealsQuery } from '../list-deals.ts';
import { ListIdParams } from '../shopping-lists.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

const unknownStore = 'STORE_NOT_FOUND: no store has this magasin code';

/** « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list; docs/api.md#the-route-table). */
export const listDealsApi = /* @__PURE__ */ defineRoutes(signedIn('shopping-lists'), {
  getListDeals: {
    method: 'GET',
    path: '/api/v1/lists/:id/deals',
    summary:
      "A list's items in this week's or next week's catalogue, a daily promo or a last-chance offer at the store, with the saving and the week's total",
    description:
      'Product items match by sku; a typed item matches the products on a deal whose name holds every one of its words (3 letters or more, ' +
      'no stop words, a trailing s/x tolerated), at most 3 products. Only the visible, unticked items with a deal are listed. ' +
      'Without `magasin`, the store kept on the server for the shopper; none: chain-wide deals only.',
    params: ListIdParams,
    querystring: ListDealsQuery,
    response: {
      200: ListDeals,
      404: ApiError.describe(`LIST_NOT_FOUND: unknown, or neither owned by nor shared with the caller | ${unknownStore}`),
    },
  },
  getListDealCounts: {
    method: 'GET',
    path: '/api/v1/lists/deal-counts',
    summary: "How many items of each of the caller's active lists have a deal this week at the store, and the week's saving, in one answer",
    description:
      'The counts and savings of GET /lists/:id/deals for every active list the caller owns or is a member of (the lists screen’s cards), ' +
      'the week’s deals read once. A list the caller neither owns nor shares is never in it.',
    querystring: ListDealsQuery,
    response: { 200: ListDealCounts, 404: ApiError.describe(unknownStore) },
  },
  getFavouriteDeals: {
    method: 'GET',
    path: '/api/v1/favorites/deals',
    summary:
      "The caller's favourites in this week's or next week's catalogue, a daily promo or a last-chance offer at the store, with the saving",
    description: 'The same answer as a list’s, `list_id` null, each favourite with quantity 1.',
    tags: ['favourites'],
    querystring: ListDealsQuery,
    response: { 200: ListDeals, 404: ApiError.describe(unknownStore) },
  },
  getListDealsAlert: {
    method: 'GET',
    path: '/api/v1/users/me/list-deals-alert',
    summary:
      'The weekly push « N articles de votre liste sont en promo cette semaine »: on or off (off by default), its day and hour in Tunis',
    tags: ['users'],
    response: { 200: ListDealsAlert },
  },
  setListDealsAlert: {
    method: 'PUT',
    path: '/api/v1/users/me/list-deals-alert',
    summary: 'Sets the weekly list-deals push: enabled, weekday (1 = Monday … 7), hour (8 to 21, Tunis)',
    tags: ['users'],
    body: ListDealsAlert,
    response: { 200: ListDealsAlert },
  },
});
