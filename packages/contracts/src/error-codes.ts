/**
 * Every stable error code the API can answer with, in `{ code, message }` bodies: the one list the
 * server's errors are typed against (apps/server/src/errors.ts). Two parts: the codes the shoppers'
 * routes answer (shopper-error-codes.ts: the web app has a French and an Arabic text for each,
 * error-texts.fr/ar.ts) and those only the back office and the integrations answer (their texts,
 * back-office-error-texts.fr/ar.ts, never reach the shoppers' bundle). Plain arrays, without zod
 * (docs/security.md#one-error-shape).
 */
import { SHOPPER_ERROR_CODES } from './shopper-error-codes.ts';

export { isShopperErrorCode, SHOPPER_ERROR_CODES, type ShopperErrorCode } from './shopper-error-codes.ts';

/** Codes only back-office (/api/v1/admin) and integration (/api/v1/integrations) routes answer. */
export const BACK_OFFICE_ERROR_CODES = [
  // Back office (docs/back-office.md)
  'STORE_CODE_TAKEN',
  'STAFF_NOT_FOUND',
  'STAFF_EMAIL_TAKEN',
  'STAFF_SELF_CHANGE',
  'STAFF_TICKET_INVALID',
  'TOTP_INVALID',
  // Second factor guessing (docs/back-office.md#second-factor)
  'TOTP_RATE_LIMITED',
  'STAFF_FACTOR_LOCKED',
  // Catalogue administration (docs/catalogue-admin.md)
  'CATALOGUE_WEEK_TAKEN',
  'CATALOGUE_WEEK_PAST',
  'CATALOGUE_EMPTY',
  'CATALOGUE_PAGE_NOT_FOUND',
  'CATALOGUE_PRODUCT_NOT_FOUND',
  'CATALOGUE_ZONES_INVALID',
  'CATALOGUE_PRICE_INVALID',
  'CATALOGUE_PDF_INVALID',
  'CATALOGUE_TOO_MANY_PAGES',
  'PDF_TOO_HEAVY',
  'PASSWORD_CHANGE_REQUIRED',
  'PASSWORD_UNCHANGED',
  // Back office: promos, products (docs/back-office-content.md)
  'PROMO_ROWS_INVALID',
  'PRODUCT_EAN_INVALID',
  'PRODUCT_EAN_TAKEN',
  'PRODUCT_SKU_TAKEN',
  'CATEGORY_NOT_FOUND',
  // Integrations: API keys, idempotency, feeds and CSV imports (docs/integrations.md)
  'API_KEY_INVALID',
  'API_KEY_SCOPE_MISSING',
  'API_KEY_STORE_FORBIDDEN',
  'API_KEY_NOT_FOUND',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'ROWS_INVALID',
  // The receipts feed of the tills (docs/wallet.md#receipts)
  'RECEIPT_INVALID',
  'RECEIPT_CONFLICT',
  // Back office « Relation client »: support inbox, FAQ and versioned texts (docs/help.md#back-office)
  'SUPPORT_REQUEST_NOT_FOUND',
  'SUPPORT_NOT_AN_IDEA',
  'SUPPORT_AGENT_INVALID',
  'EMAIL_UNAVAILABLE',
  'FAQ_ITEM_NOT_FOUND',
  'CONTENT_VERSION_NOT_FOUND',
  'CONTENT_VERSION_PUBLISHED',
  'CONTENT_DRAFT_EXISTS',
  // Back office « Fidélité » (docs/wallet.md#back-office-fidelite)
  'SHOPPER_NOT_FOUND',
  // Back office: push broadcasts (docs/notifications.md#broadcasts)
  'BROADCAST_NOT_FOUND',
  'BROADCAST_LOCKED',
  'BROADCAST_SEND_AT_PAST',
  'BROADCAST_AUDIENCE_NOT_FOUND',
  // Back office: games' campaigns (docs/games.md#back-office)
  'CAMPAIGN_NOT_FOUND',
  'CAMPAIGN_INVALID',
  // Back office: SIM reservations (docs/mobile-offer.md#back-office)
  'RESERVATION_MOVE_INVALID',
  // Back office: the mobile offer's products (docs/mobile-offer.md#back-office-products)
  'MOBILE_OFFER_PRODUCT_NOT_FOUND',
  'MOBILE_OFFER_PRODUCT_EXISTS',
] as const;

export const ERROR_CODES = [...SHOPPER_ERROR_CODES, ...BACK_OFFICE_ERROR_CODES] as const;

export type BackOfficeErrorCode = (typeof BACK_OFFICE_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a code is one of the API's stable codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
