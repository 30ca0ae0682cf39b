import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';
import type { ReceiptLineValues } from '../../db/tables/wallet.ts';

type Q = Kysely<DB> | Transaction<DB>;

export interface NewReceipt {
  magasin_code: string;
  till_receipt_id: string;
  user_id: number | null;
  kind: 'sale' | 'return';
  return_of: number | null;
  purchased_at: Date;
  total: number;
  payment: string;
  attach_code: string;
  request_hash: string;
  api_key_id: number | null;
  created_at: Date;
}

export interface NewReceiptLine extends ReceiptLineValues {
  receipt_id: number;
  line_no: number;
  catalogue_bonus: boolean;
}

/** SQL only: the receipts the tills post and what they read to check and count them (docs/wallet.md#receipts). */
export function createReceiptsRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    async storeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst()) !== undefined;
    },

    /** A receipt already posted by the store's tills under this id. */
    async byTillId(q: Q, store: string, tillId: string) {
      return q
        .selectFrom('receipts')
        .select(['id', 'user_id', 'kind', 'total', 'paid', 'request_hash', 'answer'])
        .where('magasin_code', '=', store)
        .where('till_receipt_id', '=', tillId)
        .executeTakeFirst();
    },

    /** The sale a return names, held until the transaction ends (two returns of it go one at a time). */
    async lockSale(trx: Transaction<DB>, store: string, tillId: string) {
      return trx
        .selectFrom('receipts')
        .select(['id', 'user_id', 'kind', 'total', 'paid'])
        .where('magasin_code', '=', store)
        .where('till_receipt_id', '=', tillId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Names of the products of these skus, by sku. */
    async productNames(q: Q, skus: string[]): Promise<Map<string, string>> {
      if (skus.length === 0) return new Map();
      const rows = await q
        .selectFrom('products')
        .select(['sku', 'name'])
        .where('sku', 'in', [...new Set(skus)])
        .execute();
      return new Map(rows.map((r) => [r.sku, r.name]));
    },

    /** Which of these skus are in a published catalogue running on `day` (Tunis, YYYY-MM-DD). */
    async catalogueSkus(q: Q, skus: string[], day: string): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await q
        .selectFrom('products as p')
        .innerJoin('catalogue_products as cp', 'cp.product_id', 'p.id')
        .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
        .select('p.sku')
        .distinct()
        .where('p.sku', 'in', [...new Set(skus)])
        .where('k.published_at', 'is not', null)
        .where(sql<boolean>`k.oc_debut < ${day}::date + 1`)
        .where(sql<boolean>`k.oc_fin >= ${day}::date`)
        .execute();
      return new Set(rows.map((r) => r.sku));
    },

    /** A receipt's lines: units per sku and whether they earned the catalogue bonus. */
    async linesOf(q: Q, receiptId: number) {
      return q.selectFrom('receipt_lines').select(['sku', 'quantity', 'catalogue_bonus']).where('receipt_id', '=', receiptId).execute();
    },

    /** Units of each sku the returns of a sale gave back (negative sums). */
    async returnedOf(q: Q, saleId: number): Promise<Map<string, number>> {
      const rows = await q
        .selectFrom('receipt_lines as l')
        .innerJoin('receipts as r', 'r.id', 'l.receipt_id')
        .select(['l.sku', (eb) => eb.fn.sum<number>('l.quantity').as('quantity')])
        .where('r.return_of', '=', saleId)
        .groupBy('l.sku')
        .execute();
      return new Map(rows.map((r) => [r.sku, Number(r.quantity)]));
    },

    /**
     * Inserts the receipt; undefined when a row holds its (store, receipt id) — another post of it
     * that got there first, waited for — or, rarely, its attach code.
     */
    async insertReceipt(q: Q, row: NewReceipt): Promise<number | undefined> {
      const inserted = await q
        .insertInto('receipts')
        .values({ ...row, paid: row.total, answer: '{}' })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? Number(inserted.id) : undefined;
    },

    async insertLines(q: Q, lines: NewReceiptLine[]): Promise<void> {
      await q.insertInto('receipt_lines').values(lines).execute();
    },

    /** Whether the shopper has a sale other than `receiptId`: the welcome coupon is for the first one only. */
    async hadOtherSale(q: Q, userId: number, receiptId: number): Promise<boolean> {
      const row = await q
        .selectFrom('receipts')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'sale')
        .where('id', '<>', receiptId)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /** The welcome coupon, unused, expires now: the shopper's first sale went without it. */
    async endWelcomeCoupon(q: Q, userId: number, now: Date): Promise<void> {
      await q
        .updateTable('wallet_offers')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('source', '=', 'welcome')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    async offerByCode(q: Q, code: string) {
      return q.selectFrom('wallet_offers').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** The shopper's vouchers neither used nor expired at `now`. */
    async openVouchers(q: Q, userId: number, now: Date) {
      return q
        .selectFrom('wallet_offers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'voucher')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('expires_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Uses the offer on the receipt if nobody used it yet: the conditional update is what makes a
     * double use impossible (two tills at once: one row updated, the other none).
     */
    async useOffer(q: Q, offerId: number, receiptId: number, discount: number, now: Date): Promise<boolean> {
      const row = await q
        .updateTable('wallet_offers')
        .set({ used_at: now, used_receipt_id: receiptId, discount })
        .where('id', '=', offerId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return !!row;
    },

    async finishReceipt(
      q: Q,
      id: number,
      values: { discount: number; paid: number; bonus_base: number; points_earned: number; answer: string },
    ): Promise<void> {
      await q.updateTable('receipts').set(values).where('id', '=', id).execute();
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
