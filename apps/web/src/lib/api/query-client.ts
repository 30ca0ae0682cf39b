import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** How long an answer counts as fresh (a screen opened again within it does not ask again). */
export const QUERY_STALE_MS = 60_000;

/** Errors are already shown by the API client's default handler; queries only retry network failures. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}
