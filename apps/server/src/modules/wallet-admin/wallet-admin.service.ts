import type { AdminShopperDetail, AdminShopperPage, AdminShopperQuery, AdminWalletOffer, StaffOfferRequest } from '@qadhya/contracts';
import { offerStatus, tierFor, type Clock } from '@qadhya/domain';
import type { z } from 'zod';
import { notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { LedgerOfferRow } from '../ledger/ledger.repository.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { expiryAfterDays } from '../ledger/offer-terms.ts';
import type { ShopperMatch, WalletAdminRepository } from './wallet-admin.repository.ts';

const YEAR_MS = 365 * 86_400_000;
const OFFERS_SHOWN = 50;
const RECEIPTS_SHOWN = 20;

const fullName = (r: { name: string | null; lastname: string | null }) => [r.name, r.lastname].filter(Boolean).join(' ');

/** The search text as one of the three ways to find a shopper (the query schema already refused the rest). */
export function shopperMatch(q: string): ShopperMatch {
  if (/^\d{8}$/.test(q)) return { by: 'digits8', value: q };
  if (/^\d{13}$/.test(q)) return { by: 'card', value: q };
  return { by: 'name', value: q };
}

/** An offer row as staff read it, its status from the clock (docs/wallet.md#back-office-fidelite). */
export function toAdminOffer(r: LedgerOfferRow, now: Date): AdminWalletOffer {
  return {
    id: Number(r.id),
    kind: r.kind,
    source: r.source,
    code: r.code,
    amount_type: r.amount_type,
    amount: r.amount,
    min_purchase: r.min_purchase,
    cap: r.cap,
    label: r.label,
    label_ar: r.label_ar,
    description: r.description,
    description_ar: r.description_ar,
    issued_at: r.issued_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    status: offerStatus({ usedAt: r.used_at, expiresAt: r.expires_at }, now),
    used_at: r.used_at?.toISOString() ?? null,
    discount: r.discount,
    issued_by: r.issued_by,
  };
}

/**
 * « Fidélité » in the back office (docs/wallet.md#back-office-fidelite): staff find a shopper's
 * wallet and issue coupons or vouchers through the ledger.
 */
export function createWalletAdminService(deps: { repo: WalletAdminRepository; ledger: LedgerService; clock: Clock }) {
  const { repo, ledger, clock } = deps;
  const rules = ledger.rules;

  return {
    async search(query: z.output<typeof AdminShopperQuery>): Promise<AdminShopperPage> {
      const now = clock.now();
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.search(
        shopperMatch(cleanSearch(query.q)),
        new Date(now.getTime() - YEAR_MS),
        new Date(now.getTime() + 1),
        limit,
        offset,
      );
      const items = rows.map((r) => {
        const { tier } = tierFor(r.spend, rules);
        return {
          id: r.id,
          name: fullName(r),
          phone: r.phone,
          card_number: r.card_number,
          points: r.points,
          tier: tier.key,
          tier_label: tier.label,
        };
      });
      return pageOf(items, query, total);
    },

    async detail(id: number): Promise<AdminShopperDetail> {
      const shopper = await repo.shopper(id);
      if (!shopper) throw notFound('SHOPPER_NOT_FOUND', `No shopper ${id}.`);
      const now = clock.now();
      const [points, tier, offers, receipts] = await Promise.all([
        ledger.balance(ledger.connection, id),
        ledger.tierOf(ledger.connection, id),
        repo.offers(id, OFFERS_SHOWN),
        repo.receipts(id, RECEIPTS_SHOWN),
      ]);
      return {
        id: shopper.id,
        name: fullName(shopper),
        phone: shopper.phone,
        card_number: shopper.card_number,
        points,
        points_value: points * rules.pointValue,
        tier: {
          key: tier.tier.key,
          label: tier.tier.label,
          spend_12m: tier.spend,
          next: tier.next ? { key: tier.next.key, label: tier.next.label, missing: tier.missing } : null,
        },
        offers: offers.map((o) => toAdminOffer(o, now)),
        receipts: receipts.map((r) => ({
          id: Number(r.id),
          purchased_at: r.purchased_at.toISOString(),
          kind: r.kind,
          magasin_code: r.magasin_code,
          store: r.storename,
          total: r.total,
          discount: r.discount,
          paid: r.paid,
          points: r.points_earned,
        })),
      };
    },

    /**
     * Issues a staff coupon or voucher (source 'staff', issued_by the staff member), once per
     * request_id: the same request_id again answers the offer it made. Audited in the same
     * transaction as the offer.
     */
    async issue(body: z.output<typeof StaffOfferRequest>, actor: Actor): Promise<{ created: boolean; offer: AdminWalletOffer }> {
      return ledger.transaction(async (trx) => {
        // Holds the shopper's row: two tries of one request_id go one after the other.
        const user = await trx.selectFrom('users').select('id').where('id', '=', body.user_id).forNoKeyUpdate().executeTakeFirst();
        if (!user) throw notFound('SHOPPER_NOT_FOUND', `No shopper ${body.user_id}.`);
        const now = clock.now();
        // Staff request ids live apart from the shopper's own (conversions): 'staff:' cannot start one
        // a shopper sends (RequestId has no colon), so the two never meet on the unique index.
        const requestId = `staff:${body.request_id}`;
        const known = await ledger.offerByRequest(trx, body.user_id, requestId);
        if (known) return { created: false, offer: toAdminOffer(known, now) };
        const id = await ledger.issueOffer(trx, {
          user_id: body.user_id,
          kind: body.kind,
          source: 'staff',
          amount_type: body.amount_type,
          amount: body.amount,
          min_purchase: body.min_purchase,
          cap: body.amount_type === 'percent' ? body.cap : null,
          label: body.label,
          label_ar: body.label_ar ?? null,
          description: body.description,
          description_ar: body.description_ar ?? null,
          issued_at: now,
          expires_at: expiryAfterDays(now, body.days),
          issued_by: actor.staffId,
          request_id: requestId,
        });
        const offer = toAdminOffer((await ledger.offerById(trx, id))!, now);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'wallet_offer.issue',
          entity: 'wallet_offer',
          entityId: String(id),
          before: null,
          after: { ...offer, user_id: body.user_id },
          ip: actor.ip,
        });
        return { created: true, offer };
      });
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
