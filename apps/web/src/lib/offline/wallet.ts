import type { LoyaltyCard, PointsPage } from '@qadhya/contracts';
import { isSignedInAs } from '../wallet/wallet-user.ts';
import type { OfflineIO } from './fallback.ts';

const sealing = () => import('./sealed.ts');

/**
 * A copy of the account's answer in its sealed slot (walletDB, encrypted with the account's key,
 * like the coupons': docs/wallet.md#where-and-encrypted-how). Without WebCrypto (a page not in a
 * secure context) the copy stays in ProductsDB's meta, in clear, as before: the card still opens
 * at the till. A save with WebCrypto removes that clear copy; a read finds it while no sealed one
 * is there yet (a copy from before). An answer that arrives once its account has signed out is not
 * kept.
 */
function sealedCopy<T>(user: string, slot: string, plainKey: string): OfflineIO<T> {
  return {
    save: async (dbs, value) => {
      if (!isSignedInAs(user)) return;
      const { canSeal, sealPut } = await sealing();
      if (!canSeal()) {
        await dbs.products.meta.put({ key: plainKey, value });
        return;
      }
      await sealPut(user, slot, value);
      await dbs.products.meta.delete(plainKey);
    },
    load: async (dbs) => {
      const { canSeal, sealGet } = await sealing();
      const sealed = canSeal() ? await sealGet<T>(user, slot) : undefined;
      return sealed ?? ((await dbs.products.meta.get(plainKey))?.value as T | undefined);
    },
  };
}

/**
 * The shopper's loyalty card and the first page of their points history on the device, per
 * account (docs/wallet.md#card-and-benefits-screens), so the card can be shown at the till without
 * network.
 */
export const walletCardIO = (userId: string): OfflineIO<LoyaltyCard> => sealedCopy(userId, 'card', `wallet:card:${userId}`);

export const walletPointsIO = (userId: string): OfflineIO<PointsPage> => sealedCopy(userId, 'points', `wallet:points:${userId}`);
