import { ApiError } from '../errors.ts';
import {
  FeedResult,
  FeedStoreParams,
  IdempotencyHeaders,
  LastChancePatchRequest,
  LastChanceSnapshotRequest,
  ProductFeedRequest,
  RowsRejected,
  StockDeltaRequest,
  StockSnapshotRequest,
} from '../integrations.ts';
import { OfferFeedRequest } from '../mobile-offer.ts';
import { defineRoutes } from './define.ts';
import { partnerKey } from './shared.ts';

const partner = partnerKey('integrations');
/** The feeds' answers: the partner key's, and their rows refused. */
const feed = {
  ...partner,
  answers: {
    ...partner.answers,
    400: ApiError.describe('VALIDATION_FAILED (a row’s type or shape, with details) | IDEMPOTENCY_KEY_REQUIRED'),
    422: RowsRejected.or(ApiError).describe(
      'ROWS_INVALID: every refused row, nothing written | IDEMPOTENCY_KEY_REUSED: the key served another request',
    ),
  },
};
const replayNote =
  ' Idempotent: the answer (200 or 422) is kept 24 h for this key’s Idempotency-Key and replayed, with `Idempotent-Replayed: true`, to the same request.';
const storeNotFound = ApiError.describe('STORE_NOT_FOUND');

/** The feeds routes (docs/api.md#the-route-table). */
export const feedsApi = /* @__PURE__ */ defineRoutes(feed, {
  putStockSnapshot: {
    method: 'PUT',
    path: '/api/v1/integrations/stores/:code/stock',
    summary: 'Stock snapshot of one store: the listed figures, and 0 for every other sku the store had (scope stock:write)',
    description: `All rows are checked first (unknown or repeated sku → 422 listing every refused row, nothing written). Seen by the shopper app within the stock cache’s life (2 s).${replayNote}`,
    params: FeedStoreParams,
    headers: IdempotencyHeaders,
    body: StockSnapshotRequest,
    response: { 200: FeedResult, 404: storeNotFound },
  },
  patchStockDeltas: {
    method: 'PATCH',
    path: '/api/v1/integrations/stores/:code/stock',
    summary: 'Stock changes of one store: each delta added to the sku’s figure (none yet: 0) (scope stock:write)',
    description: `A delta taking a figure below 0, an unknown or a repeated sku → 422 listing every refused row, nothing written.${replayNote}`,
    params: FeedStoreParams,
    headers: IdempotencyHeaders,
    body: StockDeltaRequest,
    response: { 200: FeedResult, 404: storeNotFound },
  },
  putLastChanceSnapshot: {
    method: 'PUT',
    path: '/api/v1/integrations/stores/:code/last-chance',
    summary: 'Last-chance snapshot of one store: these offers, and none other (scope last_chance:write)',
    description: `remise is computed from ancien_pv and nouveau_pv (millimes); the name and category come from the product. ancien_pv not above nouveau_pv, a discount above 99 %, an unknown or a repeated sku → 422, nothing written.${replayNote}`,
    params: FeedStoreParams,
    headers: IdempotencyHeaders,
    body: LastChanceSnapshotRequest,
    response: { 200: FeedResult, 404: storeNotFound },
  },
  patchLastChanceOffers: {
    method: 'PATCH',
    path: '/api/v1/integrations/stores/:code/last-chance',
    summary: 'Last-chance changes of one store: offers added or changed, {sku, remove: true} ends one (scope last_chance:write)',
    description: `Same rules as the snapshot; removing an offer the store does not have is not an error.${replayNote}`,
    params: FeedStoreParams,
    headers: IdempotencyHeaders,
    body: LastChancePatchRequest,
    response: { 200: FeedResult, 404: storeNotFound },
  },
  patchProductFeed: {
    method: 'PATCH',
    path: '/api/v1/integrations/products',
    summary: 'Names, brands, sizes and prices of existing products (scope products:write)',
    description: `Only existing skus (unknown → 422). price = the selling price now, at most base_price (below it: a discount, remise computed); base_price alone keeps a running discount while it stays below the new base. Seen by the shopper app within about a second.${replayNote}`,
    headers: IdempotencyHeaders,
    body: ProductFeedRequest,
    response: { 200: FeedResult },
  },
  patchMobileOfferFeed: {
    method: 'PATCH',
    path: '/api/v1/integrations/mobile-offer/products',
    summary: 'The mobile offer’s products: each line inserted or replaced by its sku, the chain’s product code (scope products:write)',
    description: `The sku must be a catalogue product (unknown → 422, feeds never create products); kind, name and price (millimes) are the line’s, name_ar and position kept when left out; archived: true takes the line off the shoppers’ list. Seen by the shopper app at once.${replayNote}`,
    headers: IdempotencyHeaders,
    body: OfferFeedRequest,
    response: { 200: FeedResult },
  },
});
