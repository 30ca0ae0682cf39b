import { ApiError } from '../errors.ts';
import {
  LastChanceCategories,
  LastChanceCategoriesQuery,
  LastChancePage,
  LastChanceQuery,
  LastChanceStockQuery,
  LastChanceStockResponse,
} from '../last-chance.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The last-chance routes (docs/api.md#the-route-table). */
export const lastChanceApi = /* @__PURE__ */ defineRoutes(open('last-chance'), {
  listLastChanceOffers: {
    method: 'GET',
    path: '/api/v1/last-chance',
    summary: 'Last-chance offers, biggest discount first: store, category, terms, distinct; limit caps the total (0 = all), paged',
    querystring: LastChanceQuery,
    response: { 200: LastChancePage, 304: notModified, 404: ApiError },
  },
  listLastChanceCategories: {
    method: 'GET',
    path: '/api/v1/last-chance/categories',
    summary: 'Categories that have last-chance offers (optionally in one store), by name',
    querystring: LastChanceCategoriesQuery,
    response: { 200: LastChanceCategories, 404: ApiError },
  },
  getLastChanceStock: {
    method: 'GET',
    path: '/api/v1/last-chance/stock',
    summary: 'The last-chance offer and stock of an article in every store that has one, by store code',
    querystring: LastChanceStockQuery,
    response: { 200: LastChanceStockResponse, 404: ApiError },
  },
});
