/**
 * The codes the shoppers' routes answer: the first part of the API's error codes (error-codes.ts),
 * each with a French and an Arabic text that the web app loads as its list of codes
 * (docs/shell.md#error-texts).
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
  // The database down or too slow, a request past its deadline (docs/operations.md#database-outages)
  'DATABASE_UNAVAILABLE',
  'DEADLINE_EXCEEDED',
  'INTERNAL_ERROR',
  'TERMS_VERSION_NOT_CURRENT',
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
  'BUDGET_INSUFFICIENT',
  'BUDGET_BELOW_GIVEN',
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
  // Help: forms and reviews (docs/help.md#errors)
  'FORM_INVALID',
  'REVIEW_NOT_FOUND',
  // Web push (docs/notifications.md#push)
  'PUSH_DISABLED',
  'PUSH_ENDPOINT_REFUSED',
  // Games (docs/games.md#errors)
  'GAME_NOT_FOUND',
  'GAME_NOT_OPEN',
  'NO_ATTEMPTS_LEFT',
  'LEVEL_LOCKED',
  'PLAY_NOT_FOUND',
  // Referral (docs/referral.md#errors)
  'REFERRAL_CODE_INVALID',
  'REFERRAL_REFUSED',
  'INVITE_NOT_SENT',
  // Mobile offer: SIM reservations (docs/mobile-offer.md#errors)
  'RESERVATION_EXISTS',
  'RESERVATION_NOT_FOUND',
  'RESERVATION_CLOSED',
  // Social sign-in (docs/accounts-social.md)
  'SOCIAL_PROVIDER_OFF',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_CANCELLED',
  'SOCIAL_AUTH_FAILED',
  'SOCIAL_UNAVAILABLE',
  'SOCIAL_LINK_INVALID',
  'SOCIAL_ALREADY_LINKED',
  'SOCIAL_NOT_LINKED',
  'SOCIAL_LAST_WAY_IN',
] as const;

export type ShopperErrorCode = (typeof SHOPPER_ERROR_CODES)[number];

const SHOPPER: ReadonlySet<string> = new Set(SHOPPER_ERROR_CODES);

/** Whether a code is one the shoppers' routes answer (the web app has its text). */
export function isShopperErrorCode(code: unknown): code is ShopperErrorCode {
  return typeof code === 'string' && SHOPPER.has(code);
}
