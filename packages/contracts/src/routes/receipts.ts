import { ApiError } from '../errors.ts';
import { ReceiptRejected, ReceiptRequest, ReceiptResult } from '../receipts.ts';
import { defineRoutes } from './define.ts';
import { partnerKey } from './shared.ts';

/** The receipts routes (docs/api.md#the-route-table). */
export const receiptsApi = /* @__PURE__ */ defineRoutes(partnerKey('integrations'), {
  postReceipt: {
    method: 'POST',
    path: '/api/v1/integrations/receipts',
    summary: 'A till’s receipt: counted once on the shopper’s card, with its offer and points (scope receipts:write)',
    description:
      'Checked whole before anything is written: each line’s total = quantity × unit_price − discount and the lines add up to `total` ' +
      '(422 RECEIPT_INVALID with the first line that does not, the field and the expected value), every sku known, a return (`return_of`) ' +
      'names a sale of the same store and gives back no more than it had. The card (or the phone) names the shopper; an unknown card ' +
      'records the receipt without one (card_number null: the shopper attaches it later with attach_code). The first valid presented ' +
      'code is applied, the others refused with their reason; with none, the shopper’s best voucher applies by itself. Points: ' +
      'on what was paid, with the bonus of the running catalogue; a return takes them back, never below 0. Idempotent by (store, ' +
      'receipt_id): the same receipt again answers the first answer with `Idempotent-Replayed: true`; another body with the same ' +
      'receipt_id → 409 RECEIPT_CONFLICT. No Idempotency-Key header.',
    body: ReceiptRequest,
    response: {
      200: ReceiptResult,
      400: ApiError.describe('VALIDATION_FAILED: the body’s shape'),
      404: ApiError.describe('STORE_NOT_FOUND'),
      409: ApiError.describe('RECEIPT_CONFLICT: the store already has another receipt with this receipt_id'),
      422: ReceiptRejected.describe(
        'RECEIPT_INVALID: a line or the total does not add up, an unknown sku, a return that does not fit its sale; nothing written',
      ),
    },
  },
});
