import { useEffect, useState } from 'react';
import { secondsLeft } from '../logic/countdown.ts';

/** Seconds left of a wait that started at `startedAt` (ms) and lasts `seconds`. */
export function useCountdown(startedAt: number, seconds: number): number {
  const deadline = startedAt + seconds * 1000;
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
