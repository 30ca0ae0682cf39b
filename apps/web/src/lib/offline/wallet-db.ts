import type { EntityTable } from 'dexie';
import { Dexie } from './db.ts';

/**
 * walletDB version 1: the coupons, bons d’achat and tickets de caisse kept for the till without
 * network, encrypted per account (docs/wallet.md#offline-at-the-till). Apart from the other offline
 * databases (db.ts), and loaded only with the crypto code (sealed.ts), so the screens that never
 * keep wallet data do not carry it.
 */

/** A wallet answer sealed with its account's key (sealed.ts): only the ciphertext and its iv are stored. */
export interface SealedRow {
  user: string;
  /** What it holds: 'coupons', 'vouchers', 'tickets' or 'ticket:<id>'. */
  slot: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** An account's AES-GCM key, generated on the device and not extractable. */
export interface WalletKeyRow {
  user: string;
  key: CryptoKey;
}

export class WalletDB extends Dexie {
  keys!: EntityTable<WalletKeyRow, 'user'>;
  sealed!: Dexie.Table<SealedRow, [string, string]>;
  constructor() {
    super('walletDB');
    this.version(1).stores({ keys: 'user', sealed: '[user+slot], user' });
  }
}

let db: WalletDB | null = null;

/** The database (opened on first use by Dexie). */
export function walletDb(): WalletDB {
  db ??= new WalletDB();
  return db;
}

/** Closes and forgets the database (tests). */
export function closeWalletDb(): void {
  db?.close();
  db = null;
}
