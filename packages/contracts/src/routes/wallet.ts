import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { PageQuery } from '../pagination.ts';
import {
  LoyaltyCard,
  OfferPage,
  OfferQuery,
  PointsConvertRequest,
  PointsConvertResult,
  PointsPage,
  PointsTransferRequest,
  PointsTransferResult,
  WalletIdParams,
  WalletMembers,
  WalletOffer,
} from '../wallet.ts';
import { defineRoutes } from './define.ts';
import { signedIn, tooMany } from './shared.ts';

/** The wallet routes (docs/api.md#the-route-table). */
export const walletApi = /* @__PURE__ */ defineRoutes(signedIn('wallet'), {
  getMyLoyaltyCard: {
    method: 'GET',
    path: '/api/v1/wallet/card',
    summary:
      "The caller's loyalty card (made on first read for older accounts, with its welcome coupon): number, points, tier and the conversion rules",
    querystring: LangQuery,
    response: { 200: LoyaltyCard },
  },
  listMyPoints: {
    method: 'GET',
    path: '/api/v1/wallet/points',
    summary: "The caller's points entries, newest first, with the receipt's store and the family member of a transfer",
    querystring: PageQuery.extend(LangQuery.shape),
    response: { 200: PointsPage },
  },
  listWalletMembers: {
    method: 'GET',
    path: '/api/v1/wallet/members',
    summary: 'The family members points and budget can go to (accepted members of the families the caller is in)',
    response: { 200: WalletMembers },
  },
  transferPoints: {
    method: 'POST',
    path: '/api/v1/wallet/points/transfer',
    summary:
      '« Transférer mes points »: points to a family member, both entries at once; 403 NOT_FAMILY_MEMBER for anyone else (whether they exist or not), 422 POINTS_INSUFFICIENT; the same request_id answers the first result',
    body: PointsTransferRequest,
    querystring: LangQuery,
    response: { 200: PointsTransferResult, 403: ApiError, 422: ApiError, 429: tooMany },
  },
  convertPoints: {
    method: 'POST',
    path: '/api/v1/wallet/points/convert',
    summary:
      '« Utiliser mes points »: points into a voucher worth points × the point value; 422 CONVERSION_INVALID (minimum, step) or POINTS_INSUFFICIENT; the same request_id answers the same voucher',
    body: PointsConvertRequest,
    querystring: LangQuery,
    response: { 200: PointsConvertResult, 422: ApiError, 429: tooMany },
  },
  listMyOffers: {
    method: 'GET',
    path: '/api/v1/wallet/offers',
    summary:
      "The caller's coupons or vouchers of one status (Actif: soonest expiry first; Utilisé: last used first; Expiré: last expired first) and the count of each status",
    querystring: OfferQuery.extend(LangQuery.shape),
    response: { 200: OfferPage },
  },
  getMyOffer: {
    method: 'GET',
    path: '/api/v1/wallet/offers/:id',
    summary: "One of the caller's coupons or vouchers; 404 OFFER_NOT_FOUND otherwise (someone else's too)",
    params: WalletIdParams,
    querystring: LangQuery,
    response: { 200: WalletOffer, 404: ApiError },
  },
});
