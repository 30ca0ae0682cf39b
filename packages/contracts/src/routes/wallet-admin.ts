import {
  AdminShopperDetail,
  AdminShopperPage,
  AdminShopperParams,
  AdminShopperQuery,
  AdminWalletOffer,
  LoyaltySettings,
} from '../admin-wallet.ts';
import { ApiError } from '../errors.ts';
import { StaffOfferRequest } from '../wallet.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** The wallet-admin routes (docs/api.md#the-route-table). */
export const walletAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  searchAdminShoppers: {
    method: 'GET',
    path: '/api/v1/admin/wallet/shoppers',
    summary: 'Shoppers by exact phone or UID (8 digits), card number (13 digits), or the start of a name (admin, marketing, support)',
    querystring: AdminShopperQuery,
    response: { 200: AdminShopperPage },
  },
  getAdminShopper: {
    method: 'GET',
    path: '/api/v1/admin/wallet/shoppers/:id',
    summary: 'One shopper’s wallet: card, points, tier, latest offers and receipts (admin, marketing, support)',
    params: AdminShopperParams,
    response: { 200: AdminShopperDetail, 404: ApiError.describe('SHOPPER_NOT_FOUND') },
  },
  issueAdminOffer: {
    method: 'POST',
    path: '/api/v1/admin/wallet/offers',
    summary:
      'Issues a coupon or voucher to a shopper, once per request_id (admin, marketing); 201 when made, 200 for a repeated request_id',
    body: StaffOfferRequest,
    response: {
      200: AdminWalletOffer,
      201: AdminWalletOffer,
      404: ApiError.describe('SHOPPER_NOT_FOUND'),
      429: ApiError.describe('RATE_LIMITED: too many offers issued today by this staff member'),
    },
  },
  getLoyaltySettings: {
    method: 'GET',
    path: '/api/v1/admin/wallet/settings',
    summary: 'The loyalty settings: how many months points live (admin, marketing, support)',
    response: { 200: LoyaltySettings },
  },
  setLoyaltySettings: {
    method: 'PUT',
    path: '/api/v1/admin/wallet/settings',
    summary: 'Sets the loyalty settings (admin, marketing); audited',
    body: LoyaltySettings,
    response: { 200: LoyaltySettings },
  },
});
