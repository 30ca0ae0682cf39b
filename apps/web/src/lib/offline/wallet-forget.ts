import { flushOfflineSaves } from './index.ts';

/**
 * Sign-out (docs/wallet.md#offline-at-the-till): everything the wallet kept on the device for this
 * account goes — the sealed coupons, bons d’achat and tickets with their key (walletDB), the card
 * and the points history (ProductsDB meta) and their sync times. Saves still waiting are written
 * first, so none lands after the deletion.
 */
export async function forgetWalletOnDevice(user: string): Promise<void> {
  if (!user) return;
  await flushOfflineSaves();
  const [{ offlineDbs }, { forgetSealed }] = await Promise.all([import('./db.ts'), import('./sealed.ts')]);
  const dbs = offlineDbs();
  await forgetSealed(user);
  // Sync keys (syncKey in fallback.ts) are 'sync:wallet-<what>:<user>', a ticket's 'sync:wallet-ticket:<user>:<id>'.
  const syncs = (await dbs.products.meta.where('key').startsWith('sync:wallet-').primaryKeys()).filter((key) => key.split(':')[2] === user);
  await dbs.products.meta.bulkDelete([`wallet:card:${user}`, `wallet:points:${user}`, ...syncs]);
}
