import type { CategoriesResponse } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';

/** GET /categories (French names), for the product forms' category select. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories', 'fr'],
    queryFn: () => request<CategoriesResponse>('GET', '/categories', { query: { lang: 'fr' } }).then((r) => r.items),
    staleTime: 30 * 60_000,
  });
}
