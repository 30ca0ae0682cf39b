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
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

/** Builds the ApiError of a non-2xx answer from its (possibly non-JSON) body. */
export function toApiError(status: number, body: unknown, method: HttpMethod, path: string): ApiError {
  if (isErrorBody(body)) {
    const details = Array.isArray(body.details) ? body.details : undefined;
    return new ApiError(status, body.code, body.message, method, path, details);
  }
  const text = typeof body === 'string' && body.trim() ? body.trim().slice(0, 200) : `HTTP ${status}`;
  return new ApiError(status, `HTTP_${status}`, text, method, path);
}

export function networkError(method: HttpMethod, path: string, cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network error';
  return new ApiError(0, 'NETWORK_ERROR', message, method, path);
}
