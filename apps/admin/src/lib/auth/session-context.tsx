import type { Staff, StaffSession } from '@qadhya/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { setUnauthorizedListener } from '../api/client.ts';
import { readToken, writeToken } from '../api/session.ts';
import { getMe, logout } from './api/staff-session.ts';

interface SessionState {
  /** The signed-in member, null when signed out, undefined while the stored token is checked. */
  staff: Staff | null | undefined;
  /** Why the last session ended ('expired': a 401 on a call), shown on the sign-in page. */
  ended: 'expired' | 'signed-out' | null;
  signedIn(session: StaffSession): void;
  updateStaff(staff: Staff): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The staff session: token in sessionStorage, the member from GET /admin/auth/me, any 401 ends it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [staff, setStaff] = useState<Staff | null | undefined>(() => (readToken() ? undefined : null));
  const [ended, setEnded] = useState<SessionState['ended']>(null);

  const drop = useCallback(
    (why: SessionState['ended']) => {
      writeToken(null);
      queryClient.clear();
      setStaff(null);
      setEnded(why);
    },
    [queryClient],
  );

  useEffect(() => {
    setUnauthorizedListener(() => drop('expired'));
    return () => setUnauthorizedListener(() => {});
  }, [drop]);

  useEffect(() => {
    if (staff !== undefined) return;
    let live = true;
    getMe()
      .then((me) => live && setStaff(me))
      .catch((error) => live && drop(isApiError(error) && error.status === 401 ? 'expired' : null));
    return () => {
      live = false;
    };
  }, [staff, drop]);

  const value = useMemo<SessionState>(
    () => ({
      staff,
      ended,
      signedIn(session) {
        writeToken(session.token);
        setEnded(null);
        setStaff(session.staff);
      },
      updateStaff: setStaff,
      async signOut() {
        try {
          await logout();
        } catch {
          // the session may already be over: sign out locally anyway
        }
        drop('signed-out');
      },
    }),
    [staff, ended, drop],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in member (only inside the signed-in frame). */
export function useStaff(): Staff {
  const { staff } = useSession();
  if (!staff) throw new Error('useStaff without a session');
  return staff;
}
