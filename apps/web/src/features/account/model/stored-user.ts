import type { User } from '@qadhya/contracts';
import { saveCurrentUser, type CurrentUser } from '../../../lib/storage/session.ts';

/** The API's user as the app stores it (current_user): the same fields, absent instead of null. */
export function toStoredUser(user: User): CurrentUser {
  const out: CurrentUser = {};
  for (const [key, value] of Object.entries(user)) if (value !== null) out[key] = value;
  return out;
}

/** Stores the user an account call answered (profile save, avatar upload, GET /users/me). */
export const storeUser = (user: User) => saveCurrentUser(toStoredUser(user));
