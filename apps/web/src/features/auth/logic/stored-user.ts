import type { User } from '@qadhya/contracts';
import type { CurrentUser } from '../../../lib/storage/session.ts';

/** The user as stored under current_user: the server's fields, empty (null) ones left out. */
export function storedUser(user: User): CurrentUser {
  return Object.fromEntries(Object.entries(user).filter(([, v]) => v !== null)) as CurrentUser;
}
