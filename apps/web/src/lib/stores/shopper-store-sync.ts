import { call, ops } from '../api/index.ts';
import { readLocal, subscribeLocal, writeLocal } from '../storage/local-store.ts';
import { readCurrentUser, readToken } from '../storage/session.ts';
import { readCurrentStore } from './current-store.ts';

/**
 * The shopper's store on the server (docs/stores.md#the-shoppers-store): the store this app has
 * chosen is sent for the signed-in shopper once per (account, store). The local key store_synced
 * keeps "<user id> <store code>"; a PUT happens only when that changes. Silent: offline or refused,
 * the next change or start tries again.
 */
let sending = false;
let again = false;

export async function syncShopperStore(): Promise<void> {
  const user = readCurrentUser();
  const store = readCurrentStore();
  if (!readToken() || !user || !store) return;
  const stamp = `${String(user.ID)} ${store.magasin_code}`;
  if (readLocal('store_synced') === stamp) return;
  if (sending) {
    // A change while a PUT is on its way: sent once that one has answered.
    again = true;
    return;
  }
  sending = true;
  try {
    await call(ops.updateMyStore, { body: { magasin_code: store.magasin_code } }, { silent: true, defaultHandler: false });
    writeLocal('store_synced', stamp);
  } catch {
    // Offline or refused: the next change or start tries again.
  } finally {
    sending = false;
  }
  if (again) {
    again = false;
    await syncShopperStore();
  }
}

/** Sends the store now, then whenever the store or the account changes (a sign-in, a new choice). */
export function watchShopperStore(): () => void {
  void syncShopperStore();
  return subscribeLocal(() => void syncShopperStore());
}
