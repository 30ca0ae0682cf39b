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
        second = requestAnimationFrame(() => setPresence((p) => (p === 'entering' ? 'open' : p)));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    if (presence === 'closing') {
      // Only a sheet still closing unmounts: one reopened as the timer fired stays open.
      const timer = setTimeout(() => setPresence((p) => (p === 'closing' ? 'closed' : p)), closeMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [presence, closeMs]);

  return presence;
}
