import type { ShopperStore } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import type { ShopperStoreRepository } from './shopper-store.repository.ts';

/**
 * The shopper's store kept on the server (docs/stores.md#the-shoppers-store): what the app chose,
 * read by the work the server does alone for the shopper (the weekly list deals, last-chance alerts).
 */
export function createShopperStoreService({ repo, clock }: { repo: ShopperStoreRepository; clock: Clock }) {
  return {
    async get(userId: number): Promise<ShopperStore> {
      return { magasin_code: await repo.storeOf(userId) };
    },

    /** Sets it (an unknown store: 404 STORE_NOT_FOUND, nothing written) or forgets it (null). */
    async set(userId: number, code: string | null): Promise<ShopperStore> {
      if (code === null) {
        await repo.forget(userId);
        return { magasin_code: null };
      }
      if (!(await repo.storeExists(code))) throw notFound('STORE_NOT_FOUND', `No store has the code ${code}.`);
      await repo.save(userId, code, clock.now());
      return { magasin_code: code };
    },

    /** The stores of many shoppers, for jobs (in the caller's transaction or not). */
    storesOf: repo.storesOf,
  };
}

export type ShopperStoreService = ReturnType<typeof createShopperStoreService>;
