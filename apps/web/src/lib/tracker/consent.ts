import { readLocal, writeLocal } from '../storage/local-store.ts';

/**
 * This device's answer to « Mesure d'audience personnalisée » (docs/tracker.md#consent): off until
 * the shopper agrees. Signed in, the account's answer (GET/PUT /users/me/tracking-consent) is
 * copied here, so the queue reads one place.
 */
export function readTrackingConsent(): boolean {
  return readLocal('tracking_consent') === '1';
}

export function writeTrackingConsent(on: boolean): void {
  writeLocal('tracking_consent', on ? '1' : '0');
}
