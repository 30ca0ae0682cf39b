import { useEffect, useRef } from 'react';
import { useOnline } from '../device/online.ts';

/**
 * Asks again as soon as the device is back online (docs/wallet.md#offline-at-the-till): a coupon
 * used at the till while the phone had no network must show used, never active. Read from the
 * browser's own online state, so it also works on a page loaded offline, where TanStack Query's
 * online manager never saw the network go (it starts online and waits for an 'offline' event).
 */
export function useRefetchWhenOnline(refetch: () => unknown): void {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void refetch();
    wasOnline.current = online;
  }, [online, refetch]);
}
