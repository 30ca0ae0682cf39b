import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

const key = [...accountKeys.config, 'tracking'] as const;

/** GET /users/me/tracking-consent: the account's answer (docs/tracker.md#consent). */
export const useTrackingConsent = (enabled: boolean) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => call(ops.getTrackingConsent, {}, { signal }), enabled, staleTime: 0 });

/** PUT /users/me/tracking-consent. */
export function useSetTrackingConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => call(ops.setTrackingConsent, { body: { consent } }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
