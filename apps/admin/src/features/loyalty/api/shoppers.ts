import type { AdminShopperDetail, AdminShopperPage, AdminWalletOffer, StaffOfferRequest } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const shoppersKey = ['admin-wallet-shoppers'] as const;
export const shopperKey = (id: number) => ['admin-wallet-shopper', id] as const;

/** GET /admin/wallet/shoppers: exact phone, UID or card number, or the start of a name. */
export function searchShoppers(query: { q: string; page: number; pageSize: number }, signal?: AbortSignal): Promise<AdminShopperPage> {
  return request<AdminShopperPage>('GET', '/admin/wallet/shoppers', { query, signal });
}

/** GET /admin/wallet/shoppers/:id: card, points, tier, latest offers and receipts. */
export function getShopper(id: number, signal?: AbortSignal): Promise<AdminShopperDetail> {
  return request<AdminShopperDetail>('GET', `/admin/wallet/shoppers/${id}`, { signal });
}

/** POST /admin/wallet/offers: a coupon or voucher for the shopper (admin, marketing), once per request_id. */
export function issueOffer(body: StaffOfferRequest): Promise<AdminWalletOffer> {
  return request<AdminWalletOffer>('POST', '/admin/wallet/offers', { body });
}
