import { walletDb } from './wallet-db.ts';

/**
 * Wallet answers encrypted at rest (docs/wallet.md#offline-at-the-till): AES-GCM 256 with a key
 * generated on the device for each account, not extractable, kept in walletDB (IndexedDB stores a
 * CryptoKey as it is: its bytes never reach the page). A row holds the ciphertext and its 12-byte
 * iv; the row's account and slot are the additional data, so a row moved to another account or
 * slot does not decrypt. Without WebCrypto (a page not in a secure context) nothing is stored.
 */

const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

/** Whether this page may keep sealed copies at all. */
export const canSeal = (): boolean => subtle() !== undefined;

const boundTo = (user: string, slot: string) => new TextEncoder().encode(`${user}\u0000${slot}`);

/** The account's key; made (once, even for two saves at the same time) when `create`. */
async function keyOf(user: string, create: boolean): Promise<CryptoKey | undefined> {
  const db = walletDb();
  const found = (await db.keys.get(user))?.key;
  if (found || !create) return found;
  const key = await subtle()!.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
  try {
    await db.keys.add({ user, key });
    return key;
  } catch {
    // Another save (or tab) made it first: use that one, so every row of the account opens with it.
    return (await db.keys.get(user))?.key;
  }
}

/** Encrypts `value` (as JSON) into the account's slot; does nothing without WebCrypto. */
export async function sealPut(user: string, slot: string, value: unknown): Promise<void> {
  if (!canSeal()) return;
  const key = await keyOf(user, true);
  if (!key) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await subtle()!.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(user, slot) }, key, plain);
  await walletDb().sealed.put({ user, slot, iv, data });
}

/** Decrypts the account's slot; undefined when nothing is there, without WebCrypto, or when it does not open. */
export async function sealGet<T>(user: string, slot: string): Promise<T | undefined> {
  if (!canSeal()) return undefined;
  const row = await walletDb().sealed.get([user, slot]);
  const key = row && (await keyOf(user, false));
  if (!row || !key) return undefined;
  try {
    const plain = await subtle()!.decrypt({ name: 'AES-GCM', iv: row.iv, additionalData: boundTo(user, slot) }, key, row.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return undefined;
  }
}

/** The account's slots whose name starts with `prefix`. */
export async function sealedSlots(user: string, prefix: string): Promise<string[]> {
  const slots = (await walletDb().sealed.where('user').equals(user).primaryKeys()) as [string, string][];
  return slots.map(([, slot]) => slot).filter((slot) => slot.startsWith(prefix));
}

/** Deletes these slots of the account. */
export async function dropSlots(user: string, slots: string[]): Promise<void> {
  await walletDb().sealed.bulkDelete(slots.map((slot): [string, string] => [user, slot]));
}

/** Deletes the account's sealed rows and its key. */
export async function forgetSealed(user: string): Promise<void> {
  const db = walletDb();
  await db.transaction('rw', db.sealed, db.keys, async () => {
    await db.sealed.where('user').equals(user).delete();
    await db.keys.delete(user);
  });
}
