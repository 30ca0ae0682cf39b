import { cardNumberOf, tierFor, type Clock, type WalletRules } from '@qadhya/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db, LedgerRepository, NewOffer } from './ledger.repository.ts';
import { expiryAfterDays, newOfferCode, welcomeTexts } from './offer-terms.ts';

export { expiryAfterDays, newOfferCode, welcomeTexts };

/** What a module does when a sale reaches the ledger (docs/wallet.md#the-ledger). */
export type SaleHook = (q: Db, userId: number, receiptId: number, paid: number) => Promise<void>;

/**
 * The ledger's rules over its repository (docs/wallet.md#the-ledger): the card made once with its
 * welcome coupon, offers issued with a fresh code, the balance as the sum of the entries, the tier
 * from the rolling 12 months. Other modules get it from src/services.ts.
 */
export function createLedgerService(repo: LedgerRepository, clock: Clock, rules: WalletRules) {
  const saleHooks: SaleHook[] = [];
  const service = {
    rules,
    repo,

    /** Runs `work` in a transaction of the ledger's database. */
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return repo.db.transaction().execute(work);
    },

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
