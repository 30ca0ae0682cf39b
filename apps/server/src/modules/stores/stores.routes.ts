import {
  ApiError,
  DelegationNamesResponse,
  DelegationStoresQuery,
  NearStoresQuery,
  PlaceNameParams,
  StoreAtQuery,
  StoreAtResponse,
  StoreCodeParams,
  StoreResponse,
  LangQuery,
  StoresResponse,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { nearAnswersOf, roundedPosition } from './near-answers.ts';

const notModified = z.null().describe('Not modified (If-None-Match)');

/** GET /stores, /stores/near, /stores/at, /stores/:code, /governorates/:name/delegations, /delegations/:name/stores. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.stores;
  const cache = app.responseCache;
  const ttlMs = app.config.cache.ttlMs;
  const tags = ['stores'];

  app.get(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Every store (the spec’s Magasins), by code; cached (stores data version), ETag/304',
        querystring: LangQuery,
        response: { 200: StoresResponse, 304: notModified, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const body = await cache.get({
        key: `stores|${lang}`,
        areas: ['stores'],
        ttlMs,
        load: async () => serialize(StoresResponse, { items: await stores.list(lang) }),
      });
      return sendReady(req, reply, body, 'public, max-age=300');
    },
  );

  app.get(
    '/stores/near',
    {
      schema: {
        tags,
        summary:
          'Stores within radius metres (default 25 km) of a position, nearest first, with distance_m; the position is rounded (0.001° from 5 km of radius, else 0.00001°) and answers are cached per rounded position, ETag/304',
        querystring: NearStoresQuery,
        response: { 200: StoresResponse, 304: notModified, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const { lat, lng, radius, limit } = req.query;
      const lang = answerLang(req, reply);
      if (!cache.enabled) {
        // The same answer as with the cache on: from the rounded position.
        const at = roundedPosition(lat, lng, radius);
        return { items: await stores.near(at.lat, at.lng, radius, limit, lang) };
      }
      // The store list in memory, one per language (rebuilt when the stores' data version moves), nearest in JS;
      // answers kept per rounded position with their compressed copies (docs/cache.md#stores-near).
      const index = await stores.nearIndex(await cache.versionKey(['stores']), lang);
      return sendReady(req, reply, nearAnswersOf(index).get(lat, lng, radius, limit), 'public, max-age=300');
    },
  );

  app.get(
    '/stores/at',
    {
      schema: {
        tags,
        summary: 'The nearest store within radius metres (default 30, the scan match); none → 404 NO_STORE_NEARBY',
        querystring: StoreAtQuery,
        response: { 200: StoreAtResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => ({ store: await stores.at(req.query.lat, req.query.lng, req.query.radius, answerLang(req, reply)) }),
  );

  app.get(
    '/stores/:code',
    {
      schema: {
        tags,
        summary: 'One store by code (the store page), in ?lang; unknown → 404 STORE_NOT_FOUND',
        params: StoreCodeParams,
        querystring: LangQuery,
        response: { 200: StoreResponse, 400: ApiError, 404: ApiError.describe('STORE_NOT_FOUND'), 500: ApiError },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const store = await stores.byCode(req.params.code, lang);
      reply.header('cache-control', 'public, max-age=300');
      return { store };
    },
  );

  app.get(
    '/governorates/:name/delegations',
    {
      schema: {
        tags,
        summary: 'The delegations of a governorate (the spec’s Zone: region1); name or ISO code, accent- and case-insensitive',
        params: PlaceNameParams,
        querystring: LangQuery,
        response: { 200: DelegationNamesResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { region1: await stores.delegationNames(req.params.name, answerLang(req, reply)) };
    },
  );

  app.get(
    '/delegations/:name/stores',
    {
      schema: {
        tags,
        summary: 'The stores of a delegation (the spec’s Delegation), by name; accent- and case-insensitive',
        params: PlaceNameParams,
        querystring: DelegationStoresQuery,
        response: { 200: StoresResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => ({ items: await stores.delegationStores(req.params.name, req.query.gouvernorat, answerLang(req, reply)) }),
  );
};
