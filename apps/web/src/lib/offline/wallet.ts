import type { LoyaltyCard, PointsPage } from '@qadhya/contracts';
import type { OfflineIO } from './fallback.ts';

/**
 * The shopper's loyalty card and the first page of their points history on the device, per
 * account (the meta table of ProductsDB; docs/wallet.md#card-and-benefits-screens), so the card can
 * be shown at the till without network.
 */
export const walletCardIO = (userId: string): OfflineIO<LoyaltyCard> => {
  const key = `wallet:card:${userId}`;
  return {
    save: async (dbs, card) => {
      await dbs.products.meta.put({ key, value: card });
    },
    load: async (dbs) => (await dbs.products.meta.get(key))?.value as LoyaltyCard | undefined,
  };
};

export const walletPointsIO = (userId: string): OfflineIO<PointsPage> => {
  const key = `wallet:points:${userId}`;
  return {
    save: async (dbs, page) => {
      await dbs.products.meta.put({ key, value: page });
    },
    load: async (dbs) => (await dbs.products.meta.get(key))?.value as PointsPage | undefined,
  };
};
