import type { Store } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../api/call.ts';

/** Every store (the public list: code, name, delegation), for store pickers. */
export function useStores() {
  return useQuery({
    queryKey: ['stores'],
    queryFn: () => call(ops.listStores, { query: { lang: 'fr' } }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}

export function storeLabel(store: Pick<Store, 'magasin_code' | 'storename'>): string {
  return `${store.storename} (${store.magasin_code})`;
}
