import type { ApiError as ApiErrorBody } from '@qadhya/contracts';

/** A failed call: HTTP status (0: network), the server's stable code and extras. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ApiErrorBody['details'],
    readonly retryAfter?: number,
    readonly attemptsLeft?: number,
    /** The whole answer, for errors that carry more (e.g. the refused rows of an import). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

export function toApiError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const header = retryAfterHeader && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).code === 'string') {
    const b = body as ApiErrorBody;
    return new ApiError(status, b.code, b.message, b.details, whole(b.retry_after) ?? header, whole(b.attempts_left), body);
  }
  return new ApiError(status, `HTTP_${status}`, `HTTP ${status}`, undefined, header);
}
