import type { CategoriesResponse } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';

/** GET /categories: groups (food, hygiene, non-food) and their aisles. */
export const getCategories = (signal?: AbortSignal) => api.get<CategoriesResponse>('/categories', { signal });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 60 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
