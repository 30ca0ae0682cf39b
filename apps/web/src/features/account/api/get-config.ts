import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /users/me/config: the five NOTIFY_ keys. */
export const getConfig = async (signal?: AbortSignal) => (await call(ops.getMyNotificationSettings, {}, { signal })).data;

export const configQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.config, queryFn: ({ signal }) => getConfig(signal), staleTime: 0 });

export const useNotificationConfig = (enabled = true) => useQuery({ ...configQueryOptions(), enabled });
