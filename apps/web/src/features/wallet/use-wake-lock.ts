import { useEffect } from 'react';

interface Sentinel {
  release: () => Promise<void>;
  addEventListener?: (type: 'release', listener: () => void) => void;
}
interface WakeLockNavigator {
  wakeLock?: { request: (type: 'screen') => Promise<Sentinel> };
}

/**
 * Keeps the screen awake while the card is shown (Screen Wake Lock API where the browser has it),
 * asks again when the page becomes visible (the browser drops the lock when it is hidden), and
 * releases it on leave. A web page cannot set the screen's brightness (docs/wallet.md#card-and-benefits-screens).
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const nav = navigator as Navigator & WakeLockNavigator;
    if (!active || !nav.wakeLock) return;
    let sentinel: Sentinel | null = null;
    let left = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      nav.wakeLock!.request('screen').then(
        (s) => {
          if (left) void s.release().catch(() => undefined);
          else {
            sentinel = s;
            s.addEventListener?.('release', () => {
              if (sentinel === s) sentinel = null;
            });
          }
        },
        () => undefined, // refused (battery saver, no user gesture yet): the card still shows
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
