import type { LatLng } from '@qadhya/domain';
import { useEffect, useState } from 'react';
import { getPosition } from './geolocation.ts';

/**
 * Whether the shopper has already let the app read the position (Permissions API). Browsers
 * without it, or that throw, count as not granted: nothing here ever prompts.
 */
export async function positionGranted(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return false;
    const status = await navigator.permissions.query({ name: 'geolocation' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The shopper's position when geolocation is already granted, else null — without asking: the
 * store chooser and the store page show distances only when the shopper has said yes elsewhere
 * (docs/stores.md#store-chooser). `enabled` false keeps it idle.
 */
export function useKnownPosition(enabled = true): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (async () => {
      if (!(await positionGranted())) return;
      const result = await getPosition();
      if (live && result.ok) setPosition(result.position);
    })();
    return () => {
      live = false;
    };
  }, [enabled]);
  return position;
}
