import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export {
  BACK_OFFICE_ERROR_CODES,
  ERROR_CODES,
  isErrorCode,
  isShopperErrorCode,
  SHOPPER_ERROR_CODES,
  type BackOfficeErrorCode,
  type ShopperErrorCode,
} from './error-codes.ts';

/** Stable error codes of the API (the list: error-codes.ts). The web maps them to French and Arabic messages. */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z
  .object({
    code: z.string().describe('Stable machine-readable code, one of ERROR_CODES, e.g. VALIDATION_FAILED'),
    message: z.string().describe('Human-readable explanation'),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    retry_after: z.number().int().optional().describe('Seconds to wait before trying again (429s)'),
    attempts_left: z.number().int().optional().describe('Wrong tries left for this one-time code'),
    sign_in_with: z.enum(['otp']).optional().describe('LOGIN_RATE_LIMITED: the sign-in still open (otp: by SMS code)'),
    reason: z
      .string()
      .optional()
      .describe(
        'REFERRAL_REFUSED: self, already, too_late, loop, device or limit; PDF_TOO_HEAVY: pages, page_size, image_size, bytes, time or memory',
      ),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;
