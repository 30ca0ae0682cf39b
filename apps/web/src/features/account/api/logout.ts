import { call, ops } from '../../../lib/api/index.ts';

/** POST /auth/logout: ends the session on the server; silent, a failure is ignored (we log out anyway). */
export async function logout(): Promise<void> {
  try {
    await call(ops.logout, {}, { silent: true });
  } catch {
    /* already expired or offline: the local session is cleared all the same */
  }
}
