import type { GovernoratesResponse } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';

/** GET /governorates: the 24 governorates and their delegations, for a new store's delegation. */
export function useGovernorates() {
  return useQuery({
    queryKey: ['governorates'],
    queryFn: () => request<GovernoratesResponse>('GET', '/governorates').then((r) => r.items),
    staleTime: 60 * 60_000,
  });
}
