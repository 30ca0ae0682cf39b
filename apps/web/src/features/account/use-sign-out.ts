import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router/index.ts';
import { paths } from '../../config/routes.ts';
import { clearSession } from '../../lib/storage/session.ts';
import { forgetPushSubscription } from '../../lib/push/push-subscription.ts';
import { forgetWallet } from '../../lib/wallet/forget-wallet.ts';
import { signedInWalletUser } from '../../lib/wallet/wallet-user.ts';
import { logout } from './api/logout.ts';

/**
 * Logout (docs/shell.md#session): POST /auth/logout (silent), clear connected, current_user and
 * token, delete what the wallet kept on the device for the till (docs/wallet.md#offline-at-the-till),
 * go to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    const walletUser = signedInWalletUser();
    // This device stops receiving the account's pushes (docs/notifications.md#in-the-app).
    await forgetPushSubscription();
    await logout();
    clearSession();
    // After clearSession: an answer still on its way is no longer kept for the account.
    void forgetWallet(walletUser);
    client.removeQueries({ queryKey: ['account'] });
    void navigate(paths.login);
  };
}
