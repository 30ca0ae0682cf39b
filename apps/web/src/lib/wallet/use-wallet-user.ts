import { useSession } from '../storage/use-session.ts';
import { walletUserOf } from './wallet-user.ts';

/** The signed-in shopper's id as the wallet's queries and offline copies key it ('' for a visitor). */
export function useWalletUser(): { loggedIn: boolean; user: string } {
  const { loggedIn, user } = useSession();
  return { loggedIn, user: walletUserOf(loggedIn, user) };
}
