import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  FAVOURITES_MAX,
  FavouriteParams,
  FavouriteState,
  FavouritesResponse,
  FavouritesSync,
  FavouritesSyncResult,
} from '../favourites.ts';
import { LangQuery } from '../lang.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

/** The favourites routes (docs/api.md#the-route-table). */
export const favouritesApi = /* @__PURE__ */ defineRoutes(signedIn('favourites'), {
  listMyFavourites: {
    method: 'GET',
    path: '/api/v1/favorites',
    summary: "The caller's favourites, newest first, each with the product as it is now (its category and line in ?lang)",
    querystring: LangQuery,
    response: { 200: FavouritesResponse },
  },
  checkFavourite: {
    method: 'GET',
    path: '/api/v1/favorites/check/:sku',
    summary: "Whether this product is among the caller's favourites; 404 PRODUCT_NOT_FOUND when no product has this sku",
    params: FavouriteParams,
    response: { 200: FavouriteState, 404: ApiError },
  },
  addFavourite: {
    method: 'POST',
    path: '/api/v1/favorites/:sku',
    summary: `Adds a product to the caller's favourites (idempotent): 201 when added, 200 when it was there; at most ${FAVOURITES_MAX}`,
    params: FavouriteParams,
    response: {
      200: FavouriteState,
      201: FavouriteState,
      404: ApiError,
      409: ApiError,
    },
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/v1/favorites/:sku',
    summary:
      "Removes a product from the caller's favourites (idempotent: 204 whether or not it was there); 404 PRODUCT_NOT_FOUND when no product has this sku",
    params: FavouriteParams,
    response: { 204: z.null().describe('Not a favourite (any more)'), 404: ApiError },
  },
  syncFavourites: {
    method: 'POST',
    path: '/api/v1/favorites/sync',
    summary:
      'Replays queued changes in order in one transaction (add and remove are idempotent). Unknown skus, and adds refused ' +
      `because the account already held ${FAVOURITES_MAX}, are skipped and listed once in rejected; skus is the whole set afterwards, newest first`,
    body: FavouritesSync,
    response: { 200: FavouritesSyncResult },
  },
});
