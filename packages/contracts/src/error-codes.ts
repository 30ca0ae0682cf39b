/**
 * Every stable error code the API can answer with, in `{ code, message }` bodies: the one list the
 * server's errors are typed against (apps/server/src/errors.ts). Two parts: the codes the shoppers'
 * routes answer (the web app has a French and an Arabic text for each, error-texts.fr/ar.ts, in its
 * first load) and those only the back office and the integrations answer (their texts,
 * back-office-error-texts.fr/ar.ts, never reach the shoppers' bundle). Plain arrays, without zod, so
 * the web app's first load can read them (docs/security.md#one-error-shape).
 */
export const SHOPPER_ERROR_CODES = [
  // Any route: the request itself (docs/security.md)
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'CONTROL_CHARACTERS',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_ACCEPTABLE',
  'LENGTH_REQUIRED',
  'URI_TOO_LONG',
  'RANGE_NOT_SATISFIABLE',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'BUSY',
  'INTERNAL_ERROR',
  // Accounts (docs/accounts.md#error-codes)
  'INVALID_PHONE',
  'INVALID_CREDENTIALS',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_RATE_LIMITED',
  'LOGIN_RATE_LIMITED',
  'PHONE_TAKEN',
  'RESET_TOKEN_INVALID',
  'DEVICE_BOUND',
  'CURRENT_PASSWORD_INVALID',
  'PASSWORD_PROOF_REQUIRED',
  'USER_NOT_FOUND',
  // Avatar uploads
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'INVALID_FILE_NAME',
  'UNSUPPORTED_IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID',
  // Family (docs/family.md)
  'FAMILY_NOT_FOUND',
  'MEMBER_NOT_FOUND',
  'MEMBER_EXISTS',
  'MEMBER_IS_SELF',
  'IDENTIFIANT_MISMATCH',
  'INVITATION_NOT_FOUND',
  'MEMBERSHIP_NOT_FOUND',
  // Catalogue, products, favourites
  'CATALOGUE_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'FAVOURITES_FULL',
  // Stores, stock, scan (docs/stores.md, docs/stock.md)
  'STORE_NOT_FOUND',
  'NO_STORE_NEARBY',
  'GOVERNORATE_NOT_FOUND',
  'DELEGATION_NOT_FOUND',
  // The shopper's wallet (docs/wallet.md#the-shoppers-wallet-api)
  'NOT_FAMILY_MEMBER',
  'POINTS_INSUFFICIENT',
  'CONVERSION_INVALID',
  'OFFER_NOT_FOUND',
  'TICKET_NOT_FOUND',
  'TICKET_CODE_INVALID',
  // Shopping lists (docs/shopping-lists.md#api)
  'LIST_NOT_FOUND',
  'LIST_OWNER_ONLY',
  'LIST_FULL',
  'LIST_IMAGES_FULL',
  'LIST_NOT_FINISHED',
  'LIST_NOT_REJECTED',
  'LIST_IMAGE_NOT_FOUND',
] as const;

/** Codes only back-office (/api/v1/admin) and integration (/api/v1/integrations) routes answer. */
export const BACK_OFFICE_ERROR_CODES = [
  // Back office (docs/back-office.md)
  'STORE_CODE_TAKEN',
  'STAFF_NOT_FOUND',
  'STAFF_EMAIL_TAKEN',
  'STAFF_SELF_CHANGE',
  'STAFF_TICKET_INVALID',
  'TOTP_INVALID',
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
  // Back office « Fidélité » (docs/wallet.md#back-office-fidelite)
  'SHOPPER_NOT_FOUND',
] as const;

export const ERROR_CODES = [...SHOPPER_ERROR_CODES, ...BACK_OFFICE_ERROR_CODES] as const;

export type ShopperErrorCode = (typeof SHOPPER_ERROR_CODES)[number];
export type BackOfficeErrorCode = (typeof BACK_OFFICE_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);
const SHOPPER: ReadonlySet<string> = new Set(SHOPPER_ERROR_CODES);

/** Whether a code is one the shoppers' routes answer (the web app has its text). */
export function isShopperErrorCode(code: unknown): code is ShopperErrorCode {
  return typeof code === 'string' && SHOPPER.has(code);
}

/** Whether a code is one of the API's stable codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}
