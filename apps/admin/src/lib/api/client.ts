import { ApiError, toApiError } from './api-error.ts';
import { readToken } from './session.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Send `body` (a string) as is with this content type instead of JSON (e.g. text/csv). */
  contentType?: string;
  signal?: AbortSignal;
  /** Do not treat a 401 as the end of the session (the sign-in steps, where 401 means a wrong password). */
  publicCall?: boolean;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session layer listens here: a 401 on any signed-in call sends back to the sign-in. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

export function buildPath(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/v1${path}${qs ? `?${qs}` : ''}`;
}

/** One call to the API: JSON (or FormData) in, JSON out, the staff bearer token, typed errors. */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': 'fr' });
  const token = readToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.contentType && typeof options.body === 'string') {
    headers.set('content-type', options.contentType);
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildPath(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'network');
  }
  const raw = response.status === 204 ? '' : await response.text();
  let data: unknown = undefined;
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      data = raw;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, data, response.headers.get('retry-after'));
    if (response.status === 401 && !options.publicCall) onUnauthorized();
    throw error;
  }
  return data as T;
}
