import { sanitizeBody } from '@qadhya/domain';
import { buildUrl } from '../api/build-url.ts';
import { readLocal, writeLocal } from '../storage/local-store.ts';
import { readToken } from '../storage/session.ts';

/**
 * First launch (spec shopping-core §4): when deviceRegistered is missing, the device gets an id
 * (kept under device_id), is registered with POST /devices and the flag is set on success; a
 * failure retries at the next launch. It is a silent background call: the token, when there is one,
 * links the device to the user, and a refused token (401) is no reason to end the session from
 * here, so the device is then registered anonymously.
 */
export function deviceId(): string {
  const stored = readLocal('device_id');
  if (stored && /^[\w.:-]{1,100}$/.test(stored)) return stored;
  const made =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  writeLocal('device_id', made);
  return made;
}

/** POST /devices; resolves with the HTTP status (0 when the network failed). */
export type PostDevice = (body: { DEVICE_ID: string; PLATFORM: 'web' }, token: string | null) => Promise<number>;

const postDevice: PostDevice = async (body, token) => {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(buildUrl('/devices'), { method: 'POST', headers, body: JSON.stringify(sanitizeBody(body)) });
    return res.status;
  } catch {
    return 0;
  }
};

let pending: Promise<boolean> | null = null;

async function register(post: PostDevice): Promise<boolean> {
  const body = { DEVICE_ID: deviceId(), PLATFORM: 'web' as const };
  const token = readToken();
  let status = await post(body, token);
  if (status === 401 && token) status = await post(body, null);
  if (status < 200 || status >= 300) return false;
  writeLocal('deviceRegistered', 'true');
  return true;
}

export function registerDevice(post: PostDevice = postDevice): Promise<boolean> {
  if (readLocal('deviceRegistered')) return Promise.resolve(true);
  pending ??= register(post).finally(() => {
    pending = null;
  });
  return pending;
}
