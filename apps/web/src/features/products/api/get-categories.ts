import type { CategoriesResponse } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { OFFLINE_QUERY, categoriesIO, withOfflineFallback } from '../../../lib/offline/index.ts';

/** GET /categories: groups (food, hygiene, non-food) and their aisles. */
export const getCategories = (signal?: AbortSignal, silent = false) => api.get<CategoriesResponse>('/categories', { signal, silent });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => withOfflineFallback('categories', (quiet) => getCategories(signal, quiet), categoriesIO),
    staleTime: 60 * 60_000,
    ...OFFLINE_QUERY,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
