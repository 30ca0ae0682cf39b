import { api } from '../api/index.ts';
import { readLocal, writeLocal } from '../storage/local-store.ts';

/**
 * First launch (spec shopping-core §4): when deviceRegistered is missing, the device gets an id
 * (kept under device_id), is registered with POST /devices (silently; the token, when there is
 * one, links it to the user) and the flag is set on success. A failure retries at the next launch.
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

type Post = (path: string, body: unknown, options: { silent: boolean }) => Promise<unknown>;

let pending: Promise<boolean> | null = null;

export function registerDevice(post: Post = api.post): Promise<boolean> {
  if (readLocal('deviceRegistered')) return Promise.resolve(true);
  pending ??= post('/devices', { DEVICE_ID: deviceId(), PLATFORM: 'web' }, { silent: true })
    .then(() => {
      writeLocal('deviceRegistered', 'true');
      return true;
    })
    .catch(() => false)
    .finally(() => {
      pending = null;
    });
  return pending;
}
