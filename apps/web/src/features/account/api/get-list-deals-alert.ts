import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /users/me/list-deals-alert: the weekly push « Cette semaine sur ma liste » (off by default), its day and hour. */
export const useListDealsAlert = () =>
  useQuery({ queryKey: accountKeys.listDealsAlert, queryFn: ({ signal }) => call(ops.getListDealsAlert, {}, { signal, silent: true }) });
