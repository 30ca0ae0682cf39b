import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/call.ts';

/** GET /categories (French names), for the product forms' category select. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories', 'fr'],
    queryFn: () => call(ops.listCategories, { query: { lang: 'fr' } }).then((r) => r.items),
    staleTime: 30 * 60_000,
  });
}
