import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router/index.ts';
import { paths } from '../../config/routes.ts';
import { clearSession } from '../../lib/storage/session.ts';
import { forgetPushSubscription } from '../../lib/push/push-subscription.ts';
import { logout } from './api/logout.ts';

/** Logout (docs/shell.md#session): POST /auth/logout (silent), clear connected, current_user and token, go to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    // This device stops receiving the account's pushes (docs/notifications.md#in-the-app).
    await forgetPushSubscription();
    await logout();
    clearSession();
    client.removeQueries({ queryKey: ['account'] });
    void navigate(paths.login);
  };
}
