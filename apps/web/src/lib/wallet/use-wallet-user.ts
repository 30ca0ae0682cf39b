import { useSession } from '../../lib/storage/use-session.ts';

/** The signed-in shopper's id as the wallet's queries and offline copies key it ('' for a visitor). */
export function useWalletUser(): { loggedIn: boolean; user: string } {
  const { loggedIn, user } = useSession();
  const id = user?.ID;
  return { loggedIn, user: loggedIn ? (id === undefined || id === null ? 'me' : String(id)) : '' };
}
