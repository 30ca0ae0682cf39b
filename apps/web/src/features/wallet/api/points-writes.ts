import type { PointsConvertRequest, PointsTransferRequest } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { walletKeys } from './keys.ts';

/**
 * POST /wallet/points/transfer and /wallet/points/convert. Each dialog sends its one request_id with
 * every try, so a retry after a lost answer never moves points twice. The dialogs show the errors
 * themselves (silent: no default toast); on success the card, history and offers are read again.
 */
export function useTransferPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsTransferRequest) => call(ops.transferPoints, { body }, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsConvertRequest) => call(ops.convertPoints, { body }, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
