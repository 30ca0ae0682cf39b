import { i18n } from '../i18n/instance.ts';
import { getPosition, showLocationAlert, type PositionResult } from '../device/geolocation.ts';

/**
 * The start-up location check (docs/app-root.md#location-check), once per app start and never in
 * the way of the first screen (it runs after it has drawn). When the shopper has already allowed
 * location, the position is asked once: the browser then has a fresh fix (kept 60 s) for the store
 * screens, and when the location service is off the « Localisation » alert of docs/stores.md#location
 * says so. Never asked before the shopper chose: a first launch shows no permission prompt (the
 * store screens ask when they need it).
 */
export type StartCheck = 'skipped' | 'located' | 'alerted' | 'failed';

let started: Promise<StartCheck> | null = null;

async function permission(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

export function checkLocationOnStart(locate: () => Promise<PositionResult> = getPosition): Promise<StartCheck> {
  started ??= (async (): Promise<StartCheck> => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'skipped';
    if ((await permission()) !== 'granted') return 'skipped';
    const result = await locate();
    if (result.ok) return 'located';
    if (result.reason === 'denied') return 'failed';
    await showLocationAlert(i18n.t('location.alertTitle'), i18n.t('location.alertText'));
    return 'alerted';
  })();
  return started;
}
