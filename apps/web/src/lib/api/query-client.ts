import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Errors are already shown by the API client's default handler; queries only retry network failures. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}
