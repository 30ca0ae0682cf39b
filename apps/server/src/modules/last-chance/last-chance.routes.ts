import {
  ApiError,
  LastChanceCategories,
  LastChanceCategoriesQuery,
  LastChancePage,
  LastChanceQuery,
  LastChanceStockQuery,
  LastChanceStockResponse,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLastChanceRepository } from './last-chance.repository.ts';
import { createLastChanceService } from './last-chance.service.ts';

/** GET /last-chance, /last-chance/categories, /last-chance/stock. */
export const lastChanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastChance = createLastChanceService(createLastChanceRepository(app.database.db));
  const tags = ['last-chance'];

  app.get(
    '/last-chance',
    {
      schema: {
        tags,
        summary: 'Last-chance offers, biggest discount first: store, category, terms, distinct; limit caps the total (0 = all), paged',
        querystring: LastChanceQuery,
        response: { 200: LastChancePage, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => lastChance.list(req.query),
  );

  app.get(
    '/last-chance/categories',
    {
      schema: {
        tags,
        summary: 'Categories that have last-chance offers (optionally in one store), by name',
        querystring: LastChanceCategoriesQuery,
        response: { 200: LastChanceCategories, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ categories: await lastChance.categories(req.query.magasin) }),
  );

  app.get(
    '/last-chance/stock',
    {
      schema: {
        tags,
        summary: 'The last-chance offer and stock of an article in every store that has one, by store code',
        querystring: LastChanceStockQuery,
        response: { 200: LastChanceStockResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ items: await lastChance.stock(req.query.sku) }),
  );
};
