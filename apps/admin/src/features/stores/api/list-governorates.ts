import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/call.ts';

/** GET /governorates: the 24 governorates and their delegations, for a new store's delegation. */
export function useGovernorates() {
  return useQuery({
    queryKey: ['governorates'],
    queryFn: () => call(ops.listGovernorates).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
}
