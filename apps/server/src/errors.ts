import type { ErrorCode } from '@qadhya/contracts';

/**
 * An error the client caused or must know about: it becomes `{ code, message }` with its status. The
 * code is one of the contracts' ERROR_CODES (docs/security.md#one-error-shape), checked by the types.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** Extra fields of the JSON body (retry_after, attempts_left; details: the rows refused). */
    public readonly extra: Record<string, number | string | readonly { path: string; message: string }[]> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * An error the client may try again after a wait (429, 503): the wait, rounded up to whole seconds
 * (at least 1), is both the Retry-After header and the body's `retry_after`.
 */
export function retryLater(e: { status: number; code: ErrorCode; message: string; seconds: number }): AppError {
  const seconds = Math.max(1, Math.ceil(e.seconds));
  return new AppError(e.status, e.code, e.message, { 'retry-after': String(seconds) }, { retry_after: seconds });
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
