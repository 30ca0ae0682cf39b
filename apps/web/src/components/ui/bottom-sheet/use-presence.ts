import { useEffect, useState } from 'react';

export type Presence = 'closed' | 'entering' | 'open' | 'closing';

/**
 * Keeps an overlay mounted while it animates: 'entering' for one frame (start position), then
 * 'open' (animates in), and on close 'closing' for `closeMs` before unmounting.
 */
export function usePresence(open: boolean, closeMs: number): Presence {
  const [presence, setPresence] = useState<Presence>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setPresence(open ? 'entering' : presence === 'closed' ? 'closed' : 'closing');
  }

  useEffect(() => {
    if (presence === 'entering') {
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setPresence('open'));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    if (presence === 'closing') {
      const timer = setTimeout(() => setPresence('closed'), closeMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [presence, closeMs]);

  return presence;
}
