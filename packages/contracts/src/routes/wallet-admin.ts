import { AdminShopperDetail, AdminShopperPage, AdminShopperParams, AdminShopperQuery, AdminWalletOffer } from '../admin-wallet.ts';
import { ApiError } from '../errors.ts';
import { StaffOfferRequest } from '../wallet.ts';
import { defineRoutes } from './define.ts';
import { guarded, staffAuth } from './shared.ts';

/** The wallet-admin routes (docs/api.md#the-route-table). */
export const walletAdminApi = /* @__PURE__ */ defineRoutes({
  searchAdminShoppers: {
    method: 'GET',
    path: '/api/v1/admin/wallet/shoppers',
    tags: ['admin'],
    summary: 'Shoppers by exact phone or UID (8 digits), card number (13 digits), or the start of a name (admin, marketing, support)',
    security: staffAuth,
    querystring: AdminShopperQuery,
    response: { 200: AdminShopperPage, 400: ApiError, ...guarded },
  },
  getAdminShopper: {
    method: 'GET',
    path: '/api/v1/admin/wallet/shoppers/:id',
    tags: ['admin'],
    summary: 'One shopper’s wallet: card, points, tier, latest offers and receipts (admin, marketing, support)',
    security: staffAuth,
    params: AdminShopperParams,
    response: { 200: AdminShopperDetail, 400: ApiError, ...guarded, 404: ApiError.describe('SHOPPER_NOT_FOUND') },
  },
  issueAdminOffer: {
    method: 'POST',
    path: '/api/v1/admin/wallet/offers',
    tags: ['admin'],
    summary:
      'Issues a coupon or voucher to a shopper, once per request_id (admin, marketing); 201 when made, 200 for a repeated request_id',
    security: staffAuth,
    body: StaffOfferRequest,
    response: {
      200: AdminWalletOffer,
      201: AdminWalletOffer,
      400: ApiError,
      ...guarded,
      404: ApiError.describe('SHOPPER_NOT_FOUND'),
      429: ApiError.describe('RATE_LIMITED: too many offers issued today by this staff member'),
    },
  },
});
