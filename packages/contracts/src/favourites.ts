import { z } from 'zod';
import { Product, ProductSkuParams } from './product.ts';

/** At most this many favourites per account. */
export const FAVOURITES_MAX = 1000;

export const FavouriteParams = ProductSkuParams;

/** GET /favorites: the signed-in user's favourites, newest first, with the product as it is now. */
export const FavouriteItem = z.object({ sku: z.string(), added_at: z.string(), product: Product }).meta({ id: 'FavouriteItem' });
export type FavouriteItem = z.infer<typeof FavouriteItem>;
export const FavouritesResponse = z.object({ items: z.array(FavouriteItem) }).meta({ id: 'FavouritesResponse' });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** POST /favorites/{sku} (idempotent) and GET /favorites/check/{sku}. */
export const FavouriteState = z.object({ sku: z.string(), isFavorite: z.boolean() }).meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof FavouriteState>;

/**
 * POST /favorites/sync: the device's queued changes, replayed in order (offline edits, and the
 * anonymous favourites merged at sign-in as adds). Each op is idempotent; unknown skus are skipped
 * and listed in `rejected`. The answer is the account's whole set afterwards.
 */
export const FavouriteOp = z.object({ op: z.enum(['add', 'remove']), sku: ProductSkuParams.shape.sku });
export type FavouriteOp = z.infer<typeof FavouriteOp>;
export const FavouritesSync = z.object({ ops: z.array(FavouriteOp).max(FAVOURITES_MAX) }).meta({ id: 'FavouritesSync' });
export type FavouritesSync = z.infer<typeof FavouritesSync>;
export const FavouritesSyncResult = z
  .object({ skus: z.array(z.string()).describe('The account set after the replay'), rejected: z.array(z.string()) })
  .meta({ id: 'FavouritesSyncResult' });
export type FavouritesSyncResult = z.infer<typeof FavouritesSyncResult>;
