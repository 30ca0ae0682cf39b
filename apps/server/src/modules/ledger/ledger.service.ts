import { cardNumberOf, tierFor, type Clock, type WalletRules } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import type { Db, LedgerRepository, NewOffer, NewPointsEntry } from './ledger.repository.ts';
import type { PointsKind } from '../../db/tables/wallet.ts';
import { expiryAfterDays, newOfferCode, welcomeTexts } from './offer-terms.ts';

export { expiryAfterDays, newOfferCode, welcomeTexts };

/** What a module does when a sale reaches the ledger (docs/wallet.md#the-ledger). */
export type SaleHook = (q: Db, userId: number, receiptId: number, paid: number) => Promise<void>;

/**
 * The ledger's rules over its repository (docs/wallet.md#the-ledger): the card made once with its
 * welcome coupon, offers issued with a fresh code, the balance as the sum of the entries, the tier
 * from the rolling 12 months. Other modules get it from src/services.ts and reach the ledger's
 * tables only through it: its repository stays inside this module (docs/architecture.md#layers).
 */
export function createLedgerService({ repo, clock, rules }: { repo: LedgerRepository; clock: Clock; rules: WalletRules }) {
  const saleHooks: SaleHook[] = [];
  const service = {
    rules,
    /** The handle of reads outside a transaction (docs/architecture.md#transactions). */
    connection: repo.connection,

    /** Runs `work` in one transaction of the ledger's database. */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return repo.transaction(work);
    },

    cardOf: (q: Db, userId: number) => repo.cardOf(q, userId),
    userByCard: (q: Db, cardNumber: string) => repo.userByCard(q, cardNumber),
    userByPhone: (q: Db, phone: string) => repo.userByPhone(q, phone),
    /** Holds the shoppers' cards until the transaction ends: one shopper's points writes go one at a time. */
    lockCards: (trx: Tx, userIds: number[]) => repo.lockCards(trx, userIds),
    addPoints: (q: Db, entry: NewPointsEntry) => repo.addPoints(q, entry),
    pointsEntryByRequest: (q: Db, userId: number, kind: PointsKind, requestId: string) =>
      repo.pointsEntryByRequest(q, userId, kind, requestId),
    offerById: (q: Db, id: number) => repo.offerById(q, id),
    offerByRequest: (q: Db, userId: number, requestId: string) => repo.offerByRequest(q, userId, requestId),
    /** What the shopper paid (returns deducted) in [from, to). */
    paidBetween: (q: Db, userId: number, from: Date, to: Date) => repo.paidBetween(q, userId, from, to),

    /** The shopper's card, made on first need (sign-up, the wallet read by an older account). */
    async ensureCard(q: Db, userId: number): Promise<string> {
      const known = await repo.cardOf(q, userId);
      if (known) return known.card_number;
      const now = clock.now();
      if (await repo.insertCard(q, userId, cardNumberOf, now)) {
        const texts = welcomeTexts(rules);
        await service.issueOffer(q, {
          user_id: userId,
          kind: 'coupon',
          source: 'welcome',
          amount_type: 'percent',
          amount: rules.welcomePercent,
          min_purchase: 0,
          cap: rules.welcomeCap,
          ...texts,
          issued_at: now,
          expires_at: expiryAfterDays(now, rules.welcomeDays),
        });
      }
      return (await repo.cardOf(q, userId))!.card_number;
    },

    /** Issues a coupon or a voucher with a new unique code; its id. */
    async issueOffer(q: Db, offer: Omit<NewOffer, 'code'>): Promise<number> {
      for (;;) {
        const code = newOfferCode(offer.kind);
        if (await repo.codeTaken(q, code)) continue;
        return repo.insertOffer(q, { ...offer, code });
      }
    },

    balance: (q: Db, userId: number) => repo.balance(q, userId),

    /** Paid over the 365 days up to now (returns deducted), and the tier it gives. */
    async tierOf(q: Db, userId: number) {
      const now = clock.now();
      const spend = await repo.paidBetween(q, userId, new Date(now.getTime() - 365 * 86_400_000), new Date(now.getTime() + 1));
      return { spend, ...tierFor(spend, rules) };
    },

    peers: (q: Db, userId: number) => repo.peers(q, userId),

    /** Another module acts when a shopper's sale reaches the ledger (referral's bonus), in its transaction. */
    onSale(hook: SaleHook): void {
      saleHooks.push(hook);
    },

    /** A shopper's sale reached the ledger (posted by a till with the card, or a ticket attached). */
    async saleReached(q: Db, userId: number, receiptId: number, paid: number): Promise<void> {
      for (const hook of saleHooks) await hook(q, userId, receiptId, paid);
    },
  };
  return service;
}

export type LedgerService = ReturnType<typeof createLedgerService>;
