import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { UserId } from './user.ts';
import { OFFER_SOURCES, OfferKind, OfferStatus, TierInfo, TierKey } from './wallet.ts';

/**
 * The back office's « Fidélité » (docs/wallet.md#back-office-fidelite): staff find a shopper's wallet
 * and issue coupons or vouchers (StaffOfferRequest in wallet.ts). Money is integer millimes.
 */

/** What a search may be: the exact phone or UID (8 digits), card number (13 digits), or a name's start. */
export const SHOPPER_SEARCH_HINT = 'expected a phone or UID (8 digits), a card number (13 digits) or at least 3 letters of a name';

export const AdminShopperQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .refine((q) => /^\d{8}$/.test(q) || /^\d{13}$/.test(q) || (!/^\d+$/.test(q) && q.length >= 3), SHOPPER_SEARCH_HINT)
    .describe('Phone or UID (8 digits), card number (13 digits), exact; or the start of the first or last name (3 characters at least)'),
});
export type AdminShopperQuery = z.input<typeof AdminShopperQuery>;

export const AdminShopperParams = z.object({ id: UserId });

/** A shopper as staff see them in the results: the full phone (staff only, never shoppers). */
export const AdminShopper = z
  .object({
    id: z.number().int().describe('UID'),
    name: z.string().describe('First and last name; empty when the account has none'),
    phone: z.string(),
    card_number: z.string().nullable().describe('Null until the card is made (first wallet read)'),
    points: z.number().int().describe('Sum of the points ledger'),
    tier: TierKey,
    tier_label: z.string(),
  })
  .meta({ id: 'AdminShopper' });
export type AdminShopper = z.infer<typeof AdminShopper>;
export const AdminShopperPage = paged(AdminShopper).meta({ id: 'AdminShopperPage' });
export type AdminShopperPage = z.infer<typeof AdminShopperPage>;

/** An offer as staff see it: both languages, who issued it. */
export const AdminWalletOffer = z
  .object({
    id: z.number().int(),
    kind: OfferKind,
    source: z.enum(OFFER_SOURCES),
    code: z.string(),
    amount_type: z.enum(['amount', 'percent']),
    amount: z.number().int().describe('Millimes (amount) or percent (percent)'),
    min_purchase: z.number().int(),
    cap: z.number().int().nullable(),
    label: z.string(),
    label_ar: z.string().nullable(),
    description: z.string(),
    description_ar: z.string().nullable(),
    issued_at: z.string(),
    expires_at: z.string().describe('ISO instant: valid until just before it'),
    status: OfferStatus,
    used_at: z.string().nullable(),
    discount: z.number().int().nullable(),
    issued_by: z.number().int().nullable().describe('Staff id of a staff offer'),
  })
  .meta({ id: 'AdminWalletOffer' });
export type AdminWalletOffer = z.infer<typeof AdminWalletOffer>;

export const AdminShopperReceipt = z
  .object({
    id: z.number().int(),
    purchased_at: z.string(),
    kind: z.enum(['sale', 'return']),
    magasin_code: z.string(),
    store: z.string(),
    total: z.number().int(),
    discount: z.number().int(),
    paid: z.number().int(),
    points: z.number().int(),
  })
  .meta({ id: 'AdminShopperReceipt' });
export type AdminShopperReceipt = z.infer<typeof AdminShopperReceipt>;

/** GET /admin/wallet/shoppers/:id: the wallet of one shopper. */
export const AdminShopperDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    card_number: z.string().nullable(),
    points: z.number().int(),
    points_value: z.number().int().describe('Millimes'),
    tier: TierInfo,
    offers: z.array(AdminWalletOffer).describe('The latest 50, newest first'),
    receipts: z.array(AdminShopperReceipt).describe('The latest 20, newest first'),
  })
  .meta({ id: 'AdminShopperDetail' });
export type AdminShopperDetail = z.infer<typeof AdminShopperDetail>;

/** GET/PUT /admin/wallet/settings: the loyalty programme's settings the back office edits (docs/wallet.md#points-expire). */
export const LoyaltySettings = z
  .object({
    points_life_months: z.number().int().min(1).max(60).describe('How many months a lot of points lives from the day it was earned'),
  })
  .meta({ id: 'LoyaltySettings' });
export type LoyaltySettings = z.infer<typeof LoyaltySettings>;
