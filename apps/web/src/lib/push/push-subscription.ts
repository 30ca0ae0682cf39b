import { call, ops } from '../api/index.ts';
import { deviceId } from '../device/device-registration.ts';
import { currentLanguage } from '../i18n/current-language.ts';
import { readLocal, removeLocal, writeLocal } from '../storage/local-store.ts';
import { readCurrentUser, readToken } from '../storage/session.ts';

/**
 * Web push in the app (docs/notifications.md#in-the-app): the browser's subscription, made with
 * the server's VAPID key, is sent once per (account, endpoint): the local key fcm_token (the spec's
 * push token) keeps "<user id> <endpoint>", and a PUT happens only when that changes.
 */

/** What the browser allows: no push at all, not asked yet, allowed, or blocked by the shopper. */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  return Notification.permission;
}

/** base64url → the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const stampOf = (endpoint: string) => `${String(readCurrentUser()?.ID ?? '')} ${endpoint}`;

/**
 * Makes sure this device's subscription is on the server for the signed-in shopper: subscribes
 * when the browser has none, and PUTs only when the endpoint or the account changed. Needs the
 * permission already granted. Resolves with whether a subscription is in place.
 */
export async function syncPushSubscription(): Promise<boolean> {
  if (pushPermission() !== 'granted' || !readToken()) return false;
  // Resolves once the service worker is active (lib/pwa registers it when the app is stable).
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { public_key } = await call(ops.getPushKey, {}, { silent: true, defaultHandler: false });
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
  }
  const stamp = stampOf(subscription.endpoint);
  if (readLocal('fcm_token') === stamp) return true;
  const json = subscription.toJSON();
  await call(
    ops.savePushSubscription,
    {
      body: {
        device_id: deviceId(),
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        lang: currentLanguage(),
      },
    },
    { silent: true, defaultHandler: false },
  );
  writeLocal('fcm_token', stamp);
  return true;
}

/**
 * Asks the browser's permission (call it from the shopper's tap), then subscribes. Resolves with
 * the permission after asking; 'granted' but failing to subscribe resolves 'failed'.
 */
export async function enablePush(): Promise<PushPermission | 'failed'> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') return answer;
  try {
    return (await syncPushSubscription()) ? 'granted' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Before signing out: this device stops receiving the account's pushes (DELETE, silent; a failure
 * is harmless: the next account's subscription takes the endpoint over). Forgets fcm_token.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!readLocal('fcm_token') || !readToken()) return;
  try {
    await call(ops.deletePushSubscription, { query: { device_id: deviceId() } }, { silent: true, defaultHandler: false });
  } catch {
    // Offline or refused: the server keeps it until another account takes the endpoint.
  }
  removeLocal('fcm_token');
}
