import { useQuery } from '@tanstack/react-query';
import { appToday, syncAppClock } from './app-clock.ts';

export interface AppClockState {
  /** The clock is aligned on the server (or the call failed and the device clock is used). */
  ready: boolean;
  /** Instant of the last sync (ms since epoch, app clock). */
  now: Date | null;
  /** Today in Tunis by the app clock. */
  today: string | null;
}

/** The app clock as React state: ready once GET /clock has answered (or failed). */
export function useAppClock(): AppClockState {
  const query = useQuery({
    queryKey: ['clock'],
    queryFn: async () => {
      const clock = await syncAppClock();
      return { now: clock.now().getTime(), today: appToday() };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!query.data) return { ready: query.isError, now: null, today: null };
  return { ready: true, now: new Date(query.data.now), today: query.data.today };
}
