/**
 * The spec's outgoing-request sanitising: script tags (with their content) are stripped from
 * query values and from string values in POST/PUT bodies; PHP tags are replaced by ***.
 *
 * Secrets are never touched: a password `a<?b` must reach the server as typed, not as `a***b`
 * (the account would get a password nobody typed). The values under SECRET_KEYS, at any depth
 * of a body, in a query or a form, are sent exactly as they are. The server never renders them.
 */

/**
 * The keys whose values are secrets (compared without case): passwords, one-time codes, reset
 * grants and tokens. Any other key ending in `_password` or `_token` is a secret too.
 */
export const SECRET_KEYS: readonly string[] = [
  'PASSWORD',
  'CURRENT_PASSWORD',
  'NEW_PASSWORD',
  'CODE',
  'OTP',
  'reset_token',
  'token',
  'access_token',
  'refresh_token',
  'fcm_token',
  'push_token',
];
const SECRET_SET = new Set(SECRET_KEYS.map((k) => k.toLowerCase()));
const SECRET_SUFFIX = /_(password|token)$/i;

/** Whether the value under this key is a secret the sanitiser must leave exactly as it is. */
export function isSecretKey(key: string): boolean {
  return SECRET_SET.has(key.toLowerCase()) || SECRET_SUFFIX.test(key);
}

/** A complete <script …>…</script> element, any case. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Orphan opening/closing tags, also unterminated ones ("<script src=x" at the end). */
const SCRIPT_TAG = /<\/?script[^<>]*>?/gi;
/** <?php, <?=, <? and ?>. */
const PHP_TAG = /<\?(?:php|=)?|\?>/gi;

function once(value: string): string {
  return value.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_TAG, '').replace(PHP_TAG, '***');
}

/** Sanitises one value sent under `key` (a form field, a query parameter): secrets stay as they are. */
export function sanitizeField(key: string, value: string): string {
  return isSecretKey(key) ? value : sanitizeText(value);
}

export function sanitizeText(value: string): string {
  if (typeof value !== 'string') return value;
  // Removing a tag can join two halves into a new one ("<scr<script></script>ipt>"):
  // repeat until nothing changes. Each pass either shortens the text or leaves it alone
  // (PHP tags become '***', which cannot take part in a new tag).
  let current = value;
  for (;;) {
    const next = once(current);
    if (next === current) return next;
    current = next;
  }
}

/** Sanitises every string value of a query object (and the strings of array values); secrets stay. */
export function sanitizeQuery<T extends Record<string, unknown>>(query: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (isSecretKey(key)) out[key] = value;
    else if (typeof value === 'string') out[key] = sanitizeText(value);
    else if (Array.isArray(value)) out[key] = value.map((v: unknown) => (typeof v === 'string' ? sanitizeText(v) : v));
    else out[key] = value;
  }
  return out as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function deep(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) {
    const hit = seen.get(value);
    if (hit !== undefined) return hit;
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(deep(item, seen));
    return out;
  }
  if (isPlainObject(value)) {
    const hit = seen.get(value);
    if (hit !== undefined) return hit;
    const out: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
    seen.set(value, out);
    for (const [key, item] of Object.entries(value)) out[key] = isSecretKey(key) ? item : deep(item, seen);
    return out;
  }
  // numbers, booleans, null, Blob/File/FormData/Date/class instances: untouched.
  return value;
}

/** Sanitises every string inside a JSON body (deep: plain objects and arrays) but secrets; returns a copy. */
export function sanitizeBody<T>(body: T): T {
  return deep(body, new WeakMap()) as T;
}
