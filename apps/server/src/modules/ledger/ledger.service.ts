import crypto from 'node:crypto';
import { addDays, cardNumberOf, parseTunisDateTime, tierFor, tunisDateString, type Clock, type WalletRules } from '@qadhya/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db, LedgerRepository, NewOffer } from './ledger.repository.ts';

/** Letters and digits a till's reader and a person copying a code cannot mix up (no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'C' (coupon) or 'V' (voucher) and 11 random characters: printed as a Code 128 barcode. */
export function newOfferCode(kind: 'coupon' | 'voucher'): string {
  const bytes = crypto.randomBytes(11);
  let code = kind === 'coupon' ? 'C' : 'V';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

/** The texts of the welcome coupon, in both languages (stored with the offer). */
export function welcomeTexts(rules: WalletRules) {
  const cap = rules.welcomeCap / 1000;
  return {
    label: 'Coupon de bienvenue',
    label_ar: 'قسيمة ترحيب',
    description: `${rules.welcomePercent} % de remise sur votre premier achat, plafonnée à ${cap} DT, valable ${rules.welcomeDays} jours.`,
    description_ar: `خصم ${rules.welcomePercent} % على أول عملية شراء، بحد أقصى ${cap} دينار، صالح لمدة ${rules.welcomeDays} أيام.`,
  };
}

/** The end of the `days`-th day after `from`, in Tunis: an offer valid "N days" ends at midnight. */
export function expiryAfterDays(from: Date, days: number): Date {
  // Midnight (Tunis) at the start of the day after the last day.
  return parseTunisDateTime(addDays(tunisDateString(from), days + 1))!;
}

/**
 * The ledger's rules over its repository (docs/wallet.md#the-ledger): the card made once with its
 * welcome coupon, offers issued with a fresh code, the balance as the sum of the entries, the tier
 * from the rolling 12 months. Other modules get it from src/services.ts.
 */
export function createLedgerService(repo: LedgerRepository, clock: Clock, rules: WalletRules) {
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
  };
  return service;
}

export type LedgerService = ReturnType<typeof createLedgerService>;
