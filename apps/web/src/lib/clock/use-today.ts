import { appToday } from './app-clock.ts';
import { useAppClock } from './use-app-clock.ts';

/** Today's Tunis date by the app clock (the server's GET /clock); the device's while it loads. */
export function useToday(): { today: string; ready: boolean } {
  const clock = useAppClock();
  return { today: clock.today ?? appToday(), ready: clock.ready };
}
