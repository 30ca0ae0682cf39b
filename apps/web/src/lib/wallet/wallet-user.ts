import { readCurrentUser, readToken, type CurrentUser } from '../storage/session.ts';

/** The id the wallet's queries and offline copies are keyed by ('' for a visitor, 'me' for a user without an ID). */
export function walletUserOf(loggedIn: boolean, user: CurrentUser | null): string {
  if (!loggedIn) return '';
  const id = user?.ID;
  return id === undefined || id === null ? 'me' : String(id);
}

/** The wallet id of whoever is signed in now, read from local storage ('' when nobody is). */
export const signedInWalletUser = (): string => walletUserOf(readToken() !== null, readCurrentUser());

/** Whether `user` is whoever is signed in now: a wallet answer for anyone else is not kept. */
export const isSignedInAs = (user: string): boolean => user !== '' && signedInWalletUser() === user;
