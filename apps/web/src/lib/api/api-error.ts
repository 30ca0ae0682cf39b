import type { ApiError as ApiErrorBody } from '@qadhya/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: the HTTP status (0 when the network failed) and the server's { code, message }. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly method: HttpMethod,
    readonly path: string,
    readonly details?: ApiErrorBody['details'],
    /** Seconds to wait before trying again (429: the body's retry_after, else Retry-After). */
    readonly retryAfter?: number,
    /** Wrong tries left for a one-time code. */
    readonly attemptsLeft?: number,
  ) {
    super(message);
  }
}

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

/** Builds the ApiError of a non-2xx answer from its (possibly non-JSON) body and Retry-After header. */
export function toApiError(status: number, body: unknown, method: HttpMethod, path: string, retryAfterHeader?: string | null): ApiError {
  const header = wholeNumber(retryAfterHeader);
  if (isErrorBody(body)) {
    const details = Array.isArray(body.details) ? body.details : undefined;
    return new ApiError(
      status,
      body.code,
      body.message,
      method,
      path,
      details,
      wholeNumber(body.retry_after) ?? header,
      wholeNumber(body.attempts_left),
    );
  }
  const text = typeof body === 'string' && body.trim() ? body.trim().slice(0, 200) : `HTTP ${status}`;
  return new ApiError(status, `HTTP_${status}`, text, method, path, undefined, header);
}

export function networkError(method: HttpMethod, path: string, cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network error';
  return new ApiError(0, 'NETWORK_ERROR', message, method, path);
}
