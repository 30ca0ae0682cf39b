import type { ReceiptResult } from '@qadhya/contracts';
import { offerDiscount, offerStatus, pointsFor, tunisDateString, type Clock } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import { AppError, notFound } from '../../errors.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  bonusBaseOf,
  checkReturnable,
  checkSums,
  newAttachCode,
  receiptHash,
  ReceiptInvalidError,
  type ReceiptInput,
} from './receipt-rules.ts';
import type { ReceiptsRepository } from './receipts.repository.ts';

export interface PostedReceipt {
  answer: ReceiptResult;
  /** The answer of an earlier post of the same receipt (Idempotent-Replayed: true). */
  replayed: boolean;
}

type Refusal = ReceiptResult['refused_offers'][number];
type OfferRow = NonNullable<Awaited<ReturnType<ReceiptsRepository['offerByCode']>>>;

/** How far ahead of the server's clock a till's may be: a receipt from further in the future is refused. */
const TILL_CLOCK_AHEAD_MS = 10 * 60_000;

const conflict = (store: string, id: string) =>
  new AppError(
    409,
    'RECEIPT_CONFLICT',
    `The store ${store} already posted another receipt with the id ${id}: a receipt id names one receipt.`,
  );

const termsOf = (o: OfferRow) => ({ amountType: o.amount_type, amount: o.amount, minPurchase: o.min_purchase, cap: o.cap });

/**
 * The receipts the tills post (docs/wallet.md#receipts): checked whole before any write, then in one
 * transaction the receipt and its lines, the offer it uses, and the points it earns or reverses on
 * the shopper's ledger. Idempotent by (store, receipt id).
 */
export function createReceiptsService({ repo, ledger, clock }: { repo: ReceiptsRepository; ledger: LedgerService; clock: Clock }) {
  const rules = ledger.rules;

  /** The earlier post of this receipt: its answer when the body is the same, else 409. */
  function replay(existing: { request_hash: string; answer: unknown }, receipt: ReceiptInput, hash: string): PostedReceipt {
    if (existing.request_hash !== hash) throw conflict(receipt.store, receipt.receipt_id);
    return { answer: existing.answer as ReceiptResult, replayed: true };
  }

  /** The shopper of a sale: the card's owner, else the phone's account (given a card); null: none. */
  async function shopperOf(trx: Tx, receipt: ReceiptInput): Promise<number | null> {
    if (receipt.card_number) {
      const byCard = await ledger.userByCard(trx, receipt.card_number);
      if (byCard !== null) return byCard;
    }
    if (receipt.phone) return ledger.userByPhone(trx, receipt.phone);
    return null;
  }

  /** The presented codes in order: the first valid one is used, the others say why not. */
  async function applyOffers(trx: Tx, receipt: ReceiptInput, receiptId: number, userId: number | null, now: Date) {
    const refused: Refusal[] = [];
    let applied: { offer: OfferRow; discount: number } | null = null;
    for (const code of receipt.offer_codes) {
      const offer = await repo.offerByCode(trx, code);
      const status = offer ? offerStatus({ usedAt: offer.used_at, expiresAt: offer.expires_at }, now) : null;
      const discount = offer ? offerDiscount(termsOf(offer), receipt.total) : 0;
      let reason: Refusal['reason'] | null = null;
      if (!offer) reason = 'UNKNOWN';
      else if (userId === null || offer.user_id !== userId) reason = 'NOT_OWNER';
      else if (status === 'used') reason = 'USED';
      // The welcome coupon promises « votre premier achat »: any earlier sale of the shopper (the
      // card row is locked, so of two racing first purchases the second sees the first). Before the
      // expiry test: that first sale also ended the coupon (below), and this says why.
      else if (offer.source === 'welcome' && (await repo.hadOtherSale(trx, userId, receiptId))) reason = 'NOT_FIRST_PURCHASE';
      else if (status === 'expired') reason = 'EXPIRED';
      else if (discount <= 0) reason = 'MIN_PURCHASE';
      else if (applied) reason = 'NOT_COMBINABLE';
      else if (!(await repo.useOffer(trx, offer.id, receiptId, discount, now))) reason = 'USED';
      if (reason) refused.push({ code, reason });
      else applied = { offer: offer!, discount };
    }
    // The first sale without the welcome coupon ends it: the shopper's list stops offering it
    // (docs/wallet.md#offers-at-the-till).
    if (userId !== null && applied?.offer.source !== 'welcome') await repo.endWelcomeCoupon(trx, userId, now);
    if (!applied && userId !== null) {
      // No valid code presented: the shopper's best voucher, the largest discount first, then the soonest expiry.
      const candidates = (await repo.openVouchers(trx, userId, now))
        .map((offer) => ({ offer, discount: offerDiscount(termsOf(offer), receipt.total) }))
        .filter((c) => c.discount > 0)
        .sort((a, b) => b.discount - a.discount || a.offer.expires_at.getTime() - b.offer.expires_at.getTime() || a.offer.id - b.offer.id);
      for (const c of candidates) {
        if (await repo.useOffer(trx, c.offer.id, receiptId, c.discount, now)) {
          applied = c;
          break;
        }
      }
    }
    return { applied, refused };
  }

  return {
    /**
     * POST /integrations/receipts. Order: unknown store → 404; the same receipt posted before →
     * its answer (another body → 409); the sums → 422; then one transaction.
     */
    async post(receipt: ReceiptInput, apiKeyId: number | null): Promise<PostedReceipt> {
      if (!(await repo.storeExists(receipt.store))) throw notFound('STORE_NOT_FOUND', `No store has the code ${receipt.store}.`);
      const hash = receiptHash(receipt);
      const earlier = await repo.byTillId(repo.connection, receipt.store, receipt.receipt_id);
      if (earlier) return replay(earlier, receipt, hash);
      checkSums(receipt);
      const ahead = new Date(receipt.purchased_at).getTime() - clock.now().getTime();
      if (ahead > TILL_CLOCK_AHEAD_MS) {
        throw new ReceiptInvalidError(
          null,
          'purchased_at',
          null,
          `purchased_at is ${Math.ceil(ahead / 60_000)} minutes ahead of the server's clock: a till's clock may be at most 10 minutes ahead.`,
        );
      }
      return repo.transaction((trx) => record(trx, receipt, hash, apiKeyId));
    },
  };

  async function record(trx: Tx, receipt: ReceiptInput, hash: string, apiKeyId: number | null): Promise<PostedReceipt> {
    const now = clock.now();
    const purchasedAt = new Date(receipt.purchased_at);
    const skus = receipt.lines.map((l) => l.sku);
    const names = await repo.productNames(trx, skus);
    const unknown = receipt.lines.findIndex((l) => !names.has(l.sku));
    if (unknown >= 0)
      throw new ReceiptInvalidError(unknown, 'sku', null, `Line ${unknown}: no product has the sku ${receipt.lines[unknown]!.sku}.`);

    // A return: its sale (same store), what is left to return of it, its shopper and its bonus lines.
    let sale: Awaited<ReturnType<ReceiptsRepository['lockSale']>> = undefined;
    let bonusSkus: Set<string>;
    if (receipt.return_of !== undefined) {
      sale = await repo.lockSale(trx, receipt.store, receipt.return_of);
      if (!sale || sale.kind !== 'sale')
        throw new ReceiptInvalidError(null, 'return_of', null, `The store ${receipt.store} has no sale ${receipt.return_of}.`);
      const saleLines = await repo.linesOf(trx, sale.id);
      const sold = new Map<string, number>();
      for (const l of saleLines) sold.set(l.sku, (sold.get(l.sku) ?? 0) + l.quantity);
      checkReturnable(receipt.lines, sold, await repo.returnedOf(trx, sale.id));
      bonusSkus = new Set(saleLines.filter((l) => l.catalogue_bonus).map((l) => l.sku));
    } else {
      bonusSkus = await repo.catalogueSkus(trx, skus, tunisDateString(purchasedAt));
    }
    const userId = sale ? sale.user_id : await shopperOf(trx, receipt);

    // The receipt row first: a concurrent post of the same receipt waits here, then replays.
    let receiptId: number | undefined;
    let attachCode: string;
    for (;;) {
      attachCode = newAttachCode();
      receiptId = await repo.insertReceipt(trx, {
        magasin_code: receipt.store,
        till_receipt_id: receipt.receipt_id,
        user_id: userId,
        kind: sale ? 'return' : 'sale',
        return_of: sale ? sale.id : null,
        purchased_at: purchasedAt,
        total: receipt.total,
        payment: receipt.payment,
        attach_code: attachCode,
        request_hash: hash,
        api_key_id: apiKeyId,
        created_at: now,
      });
      if (receiptId !== undefined) break;
      const other = await repo.byTillId(trx, receipt.store, receipt.receipt_id);
      if (other) return replay(other, receipt, hash);
      // Else the attach code was taken: draw another.
    }

    const card = userId !== null ? await ledger.ensureCard(trx, userId) : null;
    if (userId !== null) await ledger.lockCards(trx, [userId]);
    await repo.insertLines(
      trx,
      receipt.lines.map((l, i) => ({
        receipt_id: receiptId,
        line_no: i,
        sku: l.sku,
        name: names.get(l.sku)!,
        quantity: l.quantity,
        unit_price: l.unit_price,
        discount: l.discount,
        total: l.total,
        catalogue_bonus: bonusSkus.has(l.sku),
      })),
    );

    // A return uses no offer (codes presented with it are ignored; the sale's offer stays used).
    const { applied, refused } = sale ? { applied: null, refused: [] } : await applyOffers(trx, receipt, receiptId, userId, now);
    const discount = applied?.discount ?? 0;
    const paid = receipt.total - discount;
    const lineTotals = receipt.lines.map((l) => ({ total: l.total, bonus: bonusSkus.has(l.sku) }));
    // A return gives back points in proportion of what its sale paid (the offer's share earned nothing).
    const countedPaid = sale ? (sale.total === 0 ? 0 : Math.trunc((paid * sale.paid) / sale.total)) : paid;
    const bonusBase = bonusBaseOf(lineTotals, receipt.total, countedPaid);

    let points = 0;
    let balance: number | null = null;
    if (userId !== null) {
      balance = await ledger.balance(trx, userId);
      points = pointsFor(countedPaid, bonusBase, rules);
      if (points < 0) points = Math.max(points, -balance);
      if (points !== 0) {
        await ledger.addPoints(trx, {
          user_id: userId,
          kind: points > 0 ? 'earned' : 'reversed',
          points,
          receipt_id: receiptId,
          at: purchasedAt,
        });
        balance += points;
      }
    }

    const answer: ReceiptResult = {
      id: receiptId,
      receipt_id: receipt.receipt_id,
      store: receipt.store,
      card_number: card,
      total: receipt.total,
      discount,
      paid,
      applied_offer: applied ? { code: applied.offer.code, kind: applied.offer.kind, discount } : null,
      refused_offers: refused,
      points_earned: points,
      points_balance: balance,
      attach_code: attachCode,
    };
    await repo.finishReceipt(trx, receiptId, {
      discount,
      paid,
      bonus_base: bonusBase,
      points_earned: points,
      answer: JSON.stringify(answer),
    });
    if (!sale && userId !== null) await ledger.saleReached(trx, userId, receiptId, paid);
    return { answer, replayed: false };
  }
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
