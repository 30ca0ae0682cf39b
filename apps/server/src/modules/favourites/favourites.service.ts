import {
  FAVOURITES_MAX,
  type FavouriteItem,
  type FavouriteState,
  type FavouritesSync,
  type FavouritesSyncResult,
  type Lang,
} from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import { unauthorized } from '../../plugins/auth.ts';
import { toProduct } from '../products/product.mapper.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

const productNotFound = (sku: string) => notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}.`);

export interface FavouritesDeps {
  repo: FavouritesRepository;
  clock: Clock;
  /** Most favourites per account (FAVOURITES_MAX). */
  max?: number;
}

/** The signed-in user's favourites: keyed by sku, idempotent changes, an ordered replay of queued ones. */
export function createFavouritesService({ repo, clock, max = FAVOURITES_MAX }: FavouritesDeps) {
  return {
    async list(userId: number, lang: Lang = 'fr'): Promise<{ items: FavouriteItem[] }> {
      const rows = await repo.list(userId, lang);
      return {
        items: rows.map(({ added_at, ...row }) => ({ sku: row.sku, added_at: added_at.toISOString(), product: toProduct(row) })),
      };
    },

    /** Whether a product is a favourite; 404 when no product has that sku. */
    async check(userId: number, sku: string): Promise<FavouriteState> {
      if (await repo.has(userId, sku)) return { sku, isFavorite: true };
      if (!(await repo.knownSkus([sku])).has(sku)) throw productNotFound(sku);
      return { sku, isFavorite: false };
    },

    /** Adds a favourite; `created` is false when it was there already. */
    async add(userId: number, sku: string): Promise<{ state: FavouriteState; created: boolean }> {
      if (!(await repo.knownSkus([sku])).has(sku)) throw productNotFound(sku);
      const outcome = await repo.add(userId, sku, clock.now(), max);
      if (outcome === undefined) throw unauthorized();
      if (outcome === 'full') throw new AppError(409, 'FAVOURITES_FULL', `You already have ${max} favourites: remove one first.`);
      return { state: { sku, isFavorite: true }, created: outcome === 'added' };
    },

    /** Removes a favourite (idempotent for any product); 404 when no product has that sku. */
    async remove(userId: number, sku: string): Promise<void> {
      if (!(await repo.knownSkus([sku])).has(sku)) throw productNotFound(sku);
      await repo.remove(userId, sku);
    },

    /**
     * Replays the ops in order. Unknown skus, and adds refused because the account was full at that
     * point (and not in the set afterwards), are listed once each in `rejected`.
     */
    async sync(userId: number, body: FavouritesSync): Promise<FavouritesSyncResult> {
      const known = await repo.knownSkus([...new Set(body.ops.map((o) => o.sku))]);
      const result = await repo.replay(userId, body.ops, known, clock.now(), max);
      if (result === undefined) throw unauthorized();
      const present = new Set(result.skus);
      const rejected = new Set<string>();
      for (const { sku } of body.ops) if (!known.has(sku)) rejected.add(sku);
      for (const sku of result.full) if (!present.has(sku)) rejected.add(sku);
      return { skus: result.skus, rejected: [...rejected] };
    },
  };
}
