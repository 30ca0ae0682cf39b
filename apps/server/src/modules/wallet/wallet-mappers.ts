import type { Lang, TierInfo, WalletOffer } from '@qadhya/contracts';
import { offerStatus, type WalletRules } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import { displayName } from '../auth/user.mapper.ts';
import type { OfferRow } from './wallet.repository.ts';

/** Helpers shared by the wallet's services (docs/wallet.md#the-shoppers-wallet-api). */

export const iso = (at: Date | string) => new Date(at).toISOString();
export const num = (v: number | string) => Number(v);

/** Someone a transfer or an allocation may not reach: the same answer whether the id exists or not. */
export const notFamily = () => new AppError(403, 'NOT_FAMILY_MEMBER', 'Points and budget go only to members of your family.');
export const insufficient = () => new AppError(422, 'POINTS_INSUFFICIENT', 'Not enough points.');
/** An allocation above what the giver has left this month (docs/wallet.md#family-transfers). */
export const budgetShort = (left: number) =>
  new AppError(422, 'BUDGET_INSUFFICIENT', `Only ${Math.max(0, left)} millimes of this month's budget are left to give.`);
/** An own budget below what was already given away this month. */
export const belowGiven = (floor: number) =>
  new AppError(422, 'BUDGET_BELOW_GIVEN', `This month's budget cannot be below ${floor} millimes: already given to family.`);
export const offerNotFound = () => notFound('OFFER_NOT_FOUND', 'No such coupon or voucher among yours.');
export const ticketNotFound = () => notFound('TICKET_NOT_FOUND', 'No such ticket among yours.');

/** A first name as shown beside a transfer or a budget entry (the placeholder when none). */
export const firstName = (row: { id: number; name: string | null; lastname: string | null }, lang: Lang) =>
  row.name?.trim() ? row.name.trim() : displayName({ id: row.id, name: null, lastname: null }, lang);

export function toOffer(row: OfferRow, now: Date): WalletOffer {
  return {
    id: num(row.id),
    kind: row.kind,
    source: row.source,
    code: row.code,
    amount_type: row.amount_type,
    amount: row.amount,
    min_purchase: row.min_purchase,
    cap: row.cap,
    label: row.label,
    description: row.description,
    issued_at: iso(row.issued_at),
    expires_at: iso(row.expires_at),
    status: offerStatus({ usedAt: row.used_at ? new Date(row.used_at) : null, expiresAt: new Date(row.expires_at) }, now),
    used_at: row.used_at ? iso(row.used_at) : null,
    used_ticket_id: row.used_receipt_id == null ? null : num(row.used_receipt_id),
    discount: row.discount,
  };
}

/**
 * The tiers' names in Arabic (docs/wallet.md#points-and-tiers): the French answer keeps the card's printed
 * names (the rules' labels, Classic, Silver, GOLD, Platinum), the Arabic one says them in Arabic.
 */
export const TIER_LABELS_AR: Readonly<Record<TierInfo['key'], string>> = {
  classic: 'كلاسيك',
  silver: 'فضّي',
  gold: 'ذهبي',
  platinum: 'بلاتيني',
};

const tierLabel = (t: { key: TierInfo['key']; label: string }, lang: Lang) => (lang === 'ar' ? TIER_LABELS_AR[t.key] : t.label);

export function toTier(
  t: {
    spend: number;
    tier: { key: TierInfo['key']; label: string };
    next: { key: TierInfo['key']; label: string } | null;
    missing: number;
  },
  lang: Lang,
): TierInfo {
  return {
    key: t.tier.key,
    label: tierLabel(t.tier, lang),
    spend_12m: t.spend,
    next: t.next ? { key: t.next.key, label: tierLabel(t.next, lang), missing: t.missing } : null,
  };
}

/** What a number of points is worth as a voucher (millimes). */
export const pointsValue = (points: number, rules: WalletRules) => Math.max(0, points) * rules.pointValue;
