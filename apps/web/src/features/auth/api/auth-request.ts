import { sanitizeBody } from '@qadhya/domain';
import { ApiError, buildUrl } from '../../../lib/api/index.ts';

/**
 * The sign-in calls go out without a bearer token and without the default error handler: a 401
 * here means "wrong phone or password", not an expired session, and each screen shows the spec's
 * own toast (engagement §8). The error keeps the server's retry_after and attempts_left.
 */
export class AuthCallError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    path: string,
    readonly retryAfter?: number,
    readonly attemptsLeft?: number,
  ) {
    super(status, code, message, 'POST', path);
  }
}

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function toAuthError(status: number, body: unknown, path: string, retryHeader?: string | null): AuthCallError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof b.code === 'string' ? b.code : `HTTP_${status}`;
  const message = typeof b.message === 'string' ? b.message : '';
  const header = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : undefined;
  return new AuthCallError(status, code, message, path, numberOr(b.retry_after) ?? header, numberOr(b.attempts_left));
}

export async function authPost<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(sanitizeBody(body)),
    });
  } catch (cause) {
    throw new AuthCallError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', path);
  }
  const raw = await response.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = raw;
  }
  if (!response.ok) throw toAuthError(response.status, parsed, path, response.headers.get('retry-after'));
  return parsed as T;
}
