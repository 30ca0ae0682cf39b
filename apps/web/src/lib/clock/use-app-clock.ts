import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { appToday, syncAppClock } from './app-clock.ts';

export interface AppClockState {
  /** The clock is aligned on the server (or the call failed and the device clock is used). */
  ready: boolean;
  /** The app-clock instant when it became ready (stable between renders); null before. */
  now: Date | null;
  /** Today in Tunis by the app clock. */
  today: string | null;
}

const NOT_READY: AppClockState = { ready: false, now: null, today: null };

/**
 * The app clock as React state: ready once GET /clock has answered (or failed, then the device
 * clock is used). The returned object and its `now` are stable, so they can key memos and effects.
 */
export function useAppClock(): AppClockState {
  const { data } = useQuery({
    queryKey: ['clock'],
    queryFn: async () => {
      const clock = await syncAppClock();
      return { now: clock.now().getTime(), today: appToday() };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return useMemo(() => (data ? { ready: true, now: new Date(data.now), today: data.today } : NOT_READY), [data]);
}
