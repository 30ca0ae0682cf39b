import { sanitizeBody, sanitizeField, sanitizeQuery } from '@qadhya/domain';
import { currentLanguage } from '../i18n/current-language.ts';
import type { Language } from '../i18n/language.ts';
import { readToken } from '../storage/session.ts';
import { ApiError, networkError, toApiError, type HttpMethod } from './api-error.ts';
import { takeBootFetch } from './boot-fetch.ts';
import { buildUrl, readUrl, type Query } from './build-url.ts';
import { handleApiError } from './error-handler.ts';
import { loadApiErrorTexts } from '../i18n/api-error-texts.ts';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token (default true; some calls omit it). */
  auth?: boolean;
  /** Suppress the default error message (docs/shell.md#default-error-handler). */
  silent?: boolean;
  /**
   * Skip the default handler entirely (no toast, and a 401 does not end the session): the sign-in
   * calls, where a 401 means a wrong password and each screen shows the spec's own message.
   */
  defaultHandler?: boolean;
  headers?: Record<string, string>;
  /**
   * The language of the answer's texts; the app's current language by default. A query whose key
   * holds the language passes it, so the answer matches its key even across a switch.
   */
  lang?: Language;
  /**
   * Ask again past the browser's HTTP cache (a conditional request on its ETag): a read opened from
   * a message about new data, which a copy kept from a minute ago would not show.
   */
  fresh?: boolean;
}

/** Form fields like JSON values: text is sanitised, secrets (passwords, codes, tokens) never are. */
function sanitizeFormData(form: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of form.entries()) out.append(key, typeof value === 'string' ? sanitizeField(key, value) : value);
  return out;
}

function encodeBody(method: HttpMethod, body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  const sanitise = method === 'POST' || method === 'PUT';
  if (body instanceof FormData) return sanitise ? sanitizeFormData(body) : body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(sanitise ? sanitizeBody(body) : body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const raw = await response.text();
  if (!raw) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

/** One call to the API: sanitised query and body, bearer token, JSON in and out, typed errors. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  // The app's language goes with every call (docs/architecture.md#languages): as ?lang= on the
  // reads the caches keep (in the URL, so no cache mixes languages) and as Accept-Language always.
  const lang = options.lang ?? currentLanguage();
  const headers = new Headers({ accept: 'application/json', 'accept-language': lang, ...options.headers });
  const token = options.auth === false ? null : readToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const query = options.query ? sanitizeQuery(options.query) : undefined;
  const url = method === 'GET' ? readUrl(path, query, lang) : buildUrl(path, query);
  // The first screen's reads may already be on their way (started by the inline boot script).
  const boot = method === 'GET' && !options.headers && !options.fresh ? takeBootFetch(url, token) : null;
  let response: Response;
  try {
    const send = () =>
      fetch(url, {
        method,
        headers,
        body: encodeBody(method, options.body, headers),
        signal: options.signal,
        ...(options.fresh ? { cache: 'no-cache' as const } : {}),
      });
    response = boot ? await boot.response.catch(send) : await send();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = networkError(method, path, cause);
    if (options.defaultHandler !== false) handleApiError(error, { silent: options.silent });
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error: ApiError = toApiError(response.status, body, method, path, response.headers.get('retry-after'));
    // The error codes' texts are a chunk of their own: here before anything shows this error.
    await loadApiErrorTexts().catch(() => undefined);
    if (options.defaultHandler !== false) handleApiError(error, { silent: options.silent });
    throw error;
  }
  return body as T;
}

type Opts = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: Opts) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Opts) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Opts) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Opts) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Opts) => request<T>('DELETE', path, options),
};
