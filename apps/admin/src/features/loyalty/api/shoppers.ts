import type { LoyaltySettings, StaffOfferRequest } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const shoppersKey = ['admin-wallet-shoppers'] as const;
export const shopperKey = (id: number) => ['admin-wallet-shopper', id] as const;

/** GET /admin/wallet/shoppers: exact phone, UID or card number, or the start of a name. */
export function searchShoppers(query: { q: string; page: number; pageSize: number }, signal?: AbortSignal) {
  return call(ops.searchAdminShoppers, { query }, { signal });
}

/** GET /admin/wallet/shoppers/:id: card, points, tier, latest offers and receipts. */
export function getShopper(id: number, signal?: AbortSignal) {
  return call(ops.getAdminShopper, { params: { id } }, { signal });
}

/** POST /admin/wallet/offers: a coupon or voucher for the shopper (admin, marketing), once per request_id. */
export function issueOffer(body: StaffOfferRequest) {
  return call(ops.issueAdminOffer, { body });
}

export const loyaltySettingsKey = ['admin-wallet-settings'] as const;

/** GET /admin/wallet/settings: the points' life in months (docs/wallet.md#points-expire). */
export function getLoyaltySettings(signal?: AbortSignal) {
  return call(ops.getLoyaltySettings, {}, { signal });
}

/** PUT /admin/wallet/settings (admin, marketing; audited). */
export function saveLoyaltySettings(body: LoyaltySettings) {
  return call(ops.setLoyaltySettings, { body });
}
