import { sanitizeBody } from '@qadhya/domain';
import { buildUrl } from '../api/build-url.ts';
import { readLocal, writeLocal } from '../storage/local-store.ts';
import { readToken } from '../storage/session.ts';

/**
 * First launch (docs/accounts.md#first-launch): when deviceRegistered is missing, the device gets an id
 * (kept under device_id), is registered with POST /devices and the flag is set on success; a
 * failure retries at the next launch. It is a silent background call: the token, when there is one,
 * links the device to the user, and a refused token (401) is no reason to end the session from
 * here, so the device is then registered anonymously. A device id stays bound to the first account
 * that registered it: when another account's token meets it (409 DEVICE_BOUND) this browser takes
 * a new id and registers that one, once — never a loop; a second refusal waits for the next launch.
 */
export function deviceId(): string {
  const stored = readLocal('device_id');
  if (stored && /^[\w.:-]{1,100}$/.test(stored)) return stored;
  return newDeviceId();
}

function newDeviceId(): string {
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

async function postOnce(post: PostDevice, id: string, token: string | null): Promise<number> {
  const body = { DEVICE_ID: id, PLATFORM: 'web' as const };
  const status = await post(body, token);
  return status === 401 && token ? post(body, null) : status;
}

async function register(post: PostDevice): Promise<boolean> {
  const token = readToken();
  let status = await postOnce(post, deviceId(), token);
  // Bound to another account (409 DEVICE_BOUND): this browser registers under a fresh id, once.
  if (status === 409) status = await postOnce(post, newDeviceId(), token);
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
