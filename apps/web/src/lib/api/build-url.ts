export const API_BASE = '/api/v1';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

/** `/api/v1` + path + query string; empty values are left out, arrays repeat the key. */
export function buildUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, String(v));
  }
  const qs = params.toString();
  return `${API_BASE}${clean}${qs ? `?${qs}` : ''}`;
}

/**
 * Paths whose URL carries no language: the account's own (never kept by the service worker, the
 * same list as vite.config.ts; they follow the language through Accept-Language alone) and the
 * clock (no text).
 */
const NO_LANG_PATH = /^\/?(auth|users|families|favorites|clock)(\/|$)/;

/**
 * The URL of a read in `lang` (docs/architecture.md#languages): `lang` is the last query parameter
 * of every GET but the account's own, so every cache keyed by URL (the service worker's, the
 * browser's, a proxy's, the boot script's reads) holds one language per URL.
 */
export function readUrl(path: string, query: Query | undefined, lang: string): string {
  return buildUrl(path, NO_LANG_PATH.test(path) ? query : { ...query, lang });
}
