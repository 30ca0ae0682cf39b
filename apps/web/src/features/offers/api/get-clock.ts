import type { ClockResponse } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';

/** GET /clock: the server's today (Africa/Tunis), so promos agree with the server. */
export const getClock = (signal?: AbortSignal) => api.get<ClockResponse>('/clock', { signal, silent: true });

export const clockQueryOptions = () =>
  queryOptions({ queryKey: ['clock'], queryFn: ({ signal }) => getClock(signal), staleTime: 5 * 60_000 });

/** Today's Tunis date: the server's, else this device's while the clock loads or fails. */
export function useToday(): { today: string; ready: boolean } {
  const query = useQuery(clockQueryOptions());
  if (query.data) return { today: query.data.today, ready: true };
  return { today: tunisDateString(new Date()), ready: query.isError };
}
