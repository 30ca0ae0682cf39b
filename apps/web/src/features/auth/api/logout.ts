import { call, ops } from '../../../lib/api/index.ts';

/** POST /auth/logout, silent: leaving an unfinished 'Nouveau client !' signs out (a failure is ignored, the local session goes anyway). */
export async function logout(): Promise<void> {
  try {
    await call(ops.logout, {}, { silent: true });
  } catch {
    /* already expired or offline */
  }
}
