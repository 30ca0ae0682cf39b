import { readLocal, readLocalJson, removeLocal, writeLocal, writeLocalJson } from './local-store.ts';

/** The stored user (local key current_user): NAME, AVATAR and ID, plus other profile fields. */
export interface CurrentUser {
  ID?: number | string;
  NAME?: string;
  LASTNAME?: string;
  AVATAR?: string | null;
  EMAIL?: string;
  [field: string]: unknown;
}

/** The user is logged in when a token exists. */
export function readToken(): string | null {
  const token = readLocal('token');
  return token && token.trim() ? token : null;
}

export function isLoggedIn(): boolean {
  return readToken() !== null;
}

export function readCurrentUser(): CurrentUser | null {
  const user = readLocalJson<CurrentUser>('current_user');
  return user && typeof user === 'object' ? user : null;
}

/** A successful sign-in stores the token, the connected flag and the user. */
export function saveSession(token: string, user: CurrentUser): void {
  writeLocal('token', token);
  writeLocal('connected', 'true');
  writeLocalJson('current_user', user);
}

/** The profile changed (save, avatar): the stored user follows. */
export function saveCurrentUser(user: CurrentUser): void {
  writeLocalJson('current_user', user);
}

/** Arriving at login clears token, connected, current_user and produit (docs/accounts.md#sign-in-screen). */
export function clearForLogin(): void {
  removeLocal('token', 'connected', 'current_user', 'produit');
}

/** Logout and expired sessions clear connected, current_user and token. */
export function clearSession(): void {
  removeLocal('token', 'connected', 'current_user');
}

/**
 * A session whose 'Nouveau client !' step was left half-way (docs/accounts.md#unfinished-sign-up):
 * signed in with a stored user that has no first name. (That step saves every field at once, so a
 * name is what it leaves; an account with a name but, say, no birth date is not held back.)
 */
export function isProfileUnfinished(loggedIn: boolean, user: CurrentUser | null): boolean {
  if (!loggedIn || !user || user.PROFILE_COMPLETE === true) return false;
  return !(typeof user.NAME === 'string' && user.NAME.trim());
}

/** The query of /login that brings back the 'Nouveau client !' step of an unfinished sign-up. */
export const RESUME_SIGN_UP_QUERY = 'resume=client';

export function displayName(user: CurrentUser | null): string {
  return [user?.NAME, user?.LASTNAME]
    .filter((p) => typeof p === 'string' && p.trim())
    .join(' ')
    .trim();
}

/** The greeting's name: the first name (NAME), else the whole name. */
export function firstName(user: CurrentUser | null): string {
  return typeof user?.NAME === 'string' && user.NAME.trim() ? user.NAME.trim() : displayName(user);
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}
