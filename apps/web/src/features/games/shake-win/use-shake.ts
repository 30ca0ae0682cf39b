import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A shake: this much change of acceleration (m/s²) between two readings, this many times within the window. */
export const SHAKE_DELTA = 14;
export const SHAKE_HITS = 3;
export const SHAKE_WINDOW_MS = 800;

type MotionPermission = () => Promise<'granted' | 'denied'>;
const permissionOf = (): MotionPermission | null => {
  const ctor = (globalThis as { DeviceMotionEvent?: { requestPermission?: MotionPermission } }).DeviceMotionEvent;
  return typeof ctor?.requestPermission === 'function' ? ctor.requestPermission.bind(ctor) : null;
};

/** Counts strong changes of acceleration; true once SHAKE_HITS fall within SHAKE_WINDOW_MS. */
export function shakeDetector(now: () => number = () => performance.now()) {
  let last: { x: number; y: number; z: number } | null = null;
  let hits: number[] = [];
  return (a: { x: number; y: number; z: number }): boolean => {
    const prev = last;
    last = a;
    if (!prev) return false;
    const delta = Math.abs(a.x - prev.x) + Math.abs(a.y - prev.y) + Math.abs(a.z - prev.z);
    if (delta < SHAKE_DELTA) return false;
    const t = now();
    hits = [...hits.filter((h) => t - h < SHAKE_WINDOW_MS), t];
    if (hits.length < SHAKE_HITS) return false;
    hits = [];
    return true;
  };
}

/**
 * The device's motion sensor as a shake (docs/games.md#the-games): `onShake` once per shake while
 * `enabled`. Where the browser asks permission first (iOS), `needsPermission` is true until the
 * shopper taps the button that calls `askPermission`; a device without a sensor keeps the button.
 */
export function useShake(onShake: () => void, enabled: boolean) {
  const [needsPermission, setNeedsPermission] = useState(() => permissionOf() !== null);
  const handler = useRef(onShake);
  useLayoutEffect(() => {
    handler.current = onShake;
  });
  useEffect(() => {
    if (!enabled || needsPermission || typeof window === 'undefined' || !('DeviceMotionEvent' in window)) return;
    const detect = shakeDetector();
    const listener = (e: DeviceMotionEvent) => {
      const a = e.accelerationIncludingGravity;
      if (a && a.x !== null && a.y !== null && a.z !== null && detect({ x: a.x, y: a.y, z: a.z })) handler.current();
    };
    window.addEventListener('devicemotion', listener);
    return () => window.removeEventListener('devicemotion', listener);
  }, [enabled, needsPermission]);
  const askPermission = useCallback(async () => {
    const ask = permissionOf();
    if (!ask) return setNeedsPermission(false);
    try {
      if ((await ask()) === 'granted') setNeedsPermission(false);
    } catch {
      // Refused or not from a tap: the button stays.
    }
  }, []);
  return { needsPermission, askPermission };
}
