import type { NotificationConfig } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** PUT /users/me/config: always the full set of five values (docs/accounts.md#notification-switches), then the config is reloaded. */
export const updateConfig = async (config: NotificationConfig) => (await call(ops.updateMyNotificationSettings, { body: config })).data;

export function useUpdateConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: accountKeys.config });
      const previous = client.getQueryData<NotificationConfig>(accountKeys.config);
      client.setQueryData(accountKeys.config, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) client.setQueryData(accountKeys.config, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.config }),
  });
}
