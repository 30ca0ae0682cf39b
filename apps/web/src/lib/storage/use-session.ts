import { useSyncExternalStore } from 'react';
import { readLocal, subscribeLocal } from './local-store.ts';
import { readCurrentUser, readToken, type CurrentUser } from './session.ts';

export interface SessionView {
  loggedIn: boolean;
  user: CurrentUser | null;
}

let cachedKey = '';
let cachedView: SessionView = { loggedIn: false, user: null };

function snapshot(): SessionView {
  const key = `${readToken() ?? ''}\u0000${readLocal('current_user') ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedView = { loggedIn: readToken() !== null, user: readCurrentUser() };
  }
  return cachedView;
}

const serverView: SessionView = { loggedIn: false, user: null };

/** The session as React state, updated when token or current_user change (here or in another tab). */
export function useSession(): SessionView {
  return useSyncExternalStore(subscribeLocal, snapshot, () => serverView);
}
