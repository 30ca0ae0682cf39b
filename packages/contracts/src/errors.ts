import { z } from 'zod';

/** Stable error codes of the API. The web maps them to French and Arabic messages. */
export const ErrorCode = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts (issue 5)
  'INVALID_PHONE',
  'INVALID_CREDENTIALS',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_RATE_LIMITED',
  'LOGIN_RATE_LIMITED',
  'PHONE_TAKEN',
  'RESET_TOKEN_INVALID',
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'INVALID_FILE_NAME',
  'UNSUPPORTED_IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID',
  'USER_NOT_FOUND',
  'FAMILY_NOT_FOUND',
  'MEMBER_NOT_FOUND',
  'MEMBER_EXISTS',
  'MEMBER_IS_SELF',
  'IDENTIFIANT_MISMATCH',
  // Security review (issue 12)
  'DEVICE_BOUND',
  'CURRENT_PASSWORD_INVALID',
  'PASSWORD_PROOF_REQUIRED',
  // Family invitations (issue 12, docs/family.md)
  'INVITATION_NOT_FOUND',
  'MEMBERSHIP_NOT_FOUND',
  // Favourites (issue 6)
  'PRODUCT_NOT_FOUND',
  'FAVOURITES_FULL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z
  .object({
    code: z.string().describe('Stable machine-readable code, e.g. VALIDATION_FAILED'),
    message: z.string().describe('Human-readable explanation'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retry_after: z.number().int().optional().describe('Seconds to wait before trying again (429s)'),
    attempts_left: z.number().int().optional().describe('Wrong tries left for this one-time code'),
    sign_in_with: z.enum(['otp']).optional().describe('LOGIN_RATE_LIMITED: the sign-in still open (otp: by SMS code)'),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;
