import type { NotificationConfig } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /users/me/config: the five NOTIFY_ keys. */
export const getConfig = async (signal?: AbortSignal) =>
  (await api.get<{ data: NotificationConfig }>('/users/me/config', { signal })).data;

export const configQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.config, queryFn: ({ signal }) => getConfig(signal), staleTime: 0 });

export const useNotificationConfig = (enabled = true) => useQuery({ ...configQueryOptions(), enabled });
