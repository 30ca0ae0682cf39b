import type { PointsConvertRequest, PointsConvertResult, PointsTransferRequest, PointsTransferResult } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { walletKeys } from './keys.ts';

/**
 * POST /wallet/points/transfer and /wallet/points/convert. Each dialog sends its one request_id with
 * every try, so a retry after a lost answer never moves points twice. The dialogs show the errors
 * themselves (silent: no default toast); on success the card, history and offers are read again.
 */
export function useTransferPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsTransferRequest) => api.post<PointsTransferResult>('/wallet/points/transfer', body, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsConvertRequest) => api.post<PointsConvertResult>('/wallet/points/convert', body, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
