import type { ReactNode } from 'react';
import { href } from '../../config/routes.ts';
import { Navigate } from '../../lib/router/index.ts';
import { isProfileUnfinished, RESUME_SIGN_UP_QUERY } from '../../lib/storage/session.ts';
import { useSession } from '../../lib/storage/use-session.ts';

/**
 * Signed-in screens wait for a finished sign-up: a session whose 'Nouveau client !' step was left
 * half-way is sent back to it (/login?resume=client), which stays until the profile is saved or the
 * shopper signs out (docs/accounts.md#unfinished-sign-up). Login itself is outside this guard.
 */
export function UnfinishedProfileGuard({ children }: { children: ReactNode }) {
  const { loggedIn, user } = useSession();
  if (isProfileUnfinished(loggedIn, user)) return <Navigate to={`${href('login')}?${RESUME_SIGN_UP_QUERY}`} replace />;
  return children;
}
