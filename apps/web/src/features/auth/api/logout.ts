import { api } from '../../../lib/api/index.ts';

/** POST /auth/logout, silent: leaving an unfinished 'Nouveau client !' signs out (a failure is ignored, the local session goes anyway). */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/auth/logout', undefined, { silent: true });
  } catch {
    /* already expired or offline */
  }
}
