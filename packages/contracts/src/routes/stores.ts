import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import {
  DelegationNamesResponse,
  DelegationStoresQuery,
  NearStoresQuery,
  PlaceNameParams,
  StoreAtQuery,
  StoreAtResponse,
  StoreCodeParams,
  StoreResponse,
  StoresResponse,
} from '../stores.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The stores routes (docs/api.md#the-route-table). */
export const storesApi = /* @__PURE__ */ defineRoutes(open('stores'), {
  listStores: {
    method: 'GET',
    path: '/api/v1/stores',
    summary: 'Every store (the spec’s Magasins), by code; cached (stores data version), ETag/304',
    querystring: LangQuery,
    response: { 200: StoresResponse, 304: notModified },
  },
  listStoresNear: {
    method: 'GET',
    path: '/api/v1/stores/near',
    summary:
      'Stores within radius metres (default 25 km) of a position, nearest first, with distance_m; the position is rounded (0.001° from 5 km of radius, else 0.00001°) and answers are cached per rounded position, ETag/304',
    querystring: NearStoresQuery,
    response: { 200: StoresResponse, 304: notModified },
  },
  getStoreAt: {
    method: 'GET',
    path: '/api/v1/stores/at',
    summary: 'The nearest store within radius metres (default 30, the scan match); none → 404 NO_STORE_NEARBY',
    querystring: StoreAtQuery,
    response: { 200: StoreAtResponse, 404: ApiError },
  },
  getStoreByCode: {
    method: 'GET',
    path: '/api/v1/stores/:code',
    summary: 'One store by code (the store page), in ?lang; unknown → 404 STORE_NOT_FOUND',
    params: StoreCodeParams,
    querystring: LangQuery,
    response: { 200: StoreResponse, 404: ApiError.describe('STORE_NOT_FOUND') },
  },
  listGovernorateDelegations: {
    method: 'GET',
    path: '/api/v1/governorates/:name/delegations',
    summary: 'The delegations of a governorate (the spec’s Zone: region1); name or ISO code, accent- and case-insensitive',
    params: PlaceNameParams,
    querystring: LangQuery,
    response: { 200: DelegationNamesResponse, 404: ApiError },
  },
  listDelegationStores: {
    method: 'GET',
    path: '/api/v1/delegations/:name/stores',
    summary: 'The stores of a delegation (the spec’s Delegation), by name; accent- and case-insensitive',
    params: PlaceNameParams,
    querystring: DelegationStoresQuery,
    response: { 200: StoresResponse, 404: ApiError },
  },
});
